/**
 * The product views of the documents' covers, drawn as vectors: machines built from boxes in
 * millimetres, projected axonometrically (the aisle runs gently down to the right), each face
 * shaded from one light, painted back to front, with a soft floor shadow, on a navy stage with a
 * floor grid. Deterministic: the same view draws the same operators.
 */
import {
  clip,
  closePath,
  endPath,
  fill,
  fillAndStroke,
  lineTo,
  LineJoinStyle,
  moveTo,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingRgbColor,
  setLineJoin,
  setLineWidth,
  setStrokingRgbColor,
  stroke,
  type PDFPage,
  type RGB,
} from 'pdf-lib'
import type { ProductView } from './types'
import { palette } from './pdf-page'

const A = (16 * Math.PI) / 180
const B = (40 * Math.PI) / 180
const [cosA, sinA, cosB, sinB] = [Math.cos(A), Math.sin(A), Math.cos(B), Math.sin(B)]

interface Box {
  x: number
  y: number
  z: number
  w: number
  d: number
  h: number
  color: RGB
  order: number
}

const mix = (a: RGB, b: RGB, t: number): RGB =>
  rgb(
    a.red + (b.red - a.red) * t,
    a.green + (b.green - a.green) * t,
    a.blue + (b.blue - a.blue) * t,
  )
const black = rgb(0, 0, 0)
const white = rgb(1, 1, 1)

const material = {
  steel: rgb(0.88, 0.91, 0.94),
  steelDark: rgb(0.68, 0.73, 0.79),
  graphite: rgb(0.17, 0.2, 0.25),
  amber: palette.accent400,
  orange: palette.accent500,
  rack: rgb(0.36, 0.52, 0.74),
  wood: rgb(0.78, 0.62, 0.42),
  carton: rgb(0.84, 0.7, 0.5),
  wrap: rgb(0.86, 0.9, 0.95),
  tote: palette.brand500,
  signal: rgb(0.35, 0.85, 0.95),
}

/** A box's picture before scaling: [left, right, bottom, top]. */
const project = (b: Box): [number, number, number, number] => [
  b.x * cosA - (b.y + b.d) * cosB,
  (b.x + b.w) * cosA - b.y * cosB,
  -(b.x + b.w) * sinA - (b.y + b.d) * sinB + b.z,
  -b.x * sinA - b.y * sinB + b.z + b.h,
]

/** Whether box p lies wholly on the far side of box q (drawn before it). */
const behind = (p: Box, q: Box) => p.x + p.w <= q.x || p.y + p.d <= q.y || p.z + p.h <= q.z

class Scene {
  readonly boxes: Box[] = []
  readonly shadows: Array<{ x: number; y: number; w: number; d: number }> = []

  box(x: number, y: number, z: number, w: number, d: number, h: number, color: RGB) {
    this.boxes.push({ x, y, z, w, d, h, color, order: this.boxes.length })
  }

  shadow(x: number, y: number, w: number, d: number) {
    this.shadows.push({ x, y, w, d })
  }

  /** The picture's extent in unscaled page units: [left, right, bottom, top]. */
  extent(): [number, number, number, number] {
    const all = this.boxes.map(project)
    return [
      Math.min(...all.map((e) => e[0])),
      Math.max(...all.map((e) => e[1])),
      Math.min(...all.map((e) => e[2])),
      Math.max(...all.map((e) => e[3])),
    ]
  }

  /** The boxes back to front: one box is behind another when it lies wholly on the far side. */
  private painted(): Box[] {
    const n = this.boxes.length
    // Only boxes whose pictures overlap are ordered against each other.
    const extent = this.boxes.map(project)
    const after: number[][] = Array.from({ length: n }, () => [])
    const blockers = new Array<number>(n).fill(0)
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++) {
        const [ea, eb] = [extent[i]!, extent[j]!]
        if (ea[1] <= eb[0] || eb[1] <= ea[0] || ea[3] <= eb[2] || eb[3] <= ea[2]) continue
        const a = this.boxes[i]!
        const b = this.boxes[j]!
        const ab = behind(a, b)
        const ba = behind(b, a)
        if (ab === ba) continue
        const [first, second] = ab ? [i, j] : [j, i]
        after[first]!.push(second)
        blockers[second]!++
      }
    const done = new Array<boolean>(n).fill(false)
    const out: Box[] = []
    while (out.length < n) {
      let next = -1
      for (let i = 0; i < n; i++)
        if (!done[i] && blockers[i] === 0) {
          next = i
          break
        }
      // A cycle (boxes that overlap in depth): the earliest left is drawn next.
      if (next < 0) next = done.indexOf(false)
      done[next] = true
      out.push(this.boxes[next]!)
      for (const k of after[next]!) blockers[k]!--
    }
    return out
  }

  /** Draws the scene with its origin (x = y = z = 0) at (ox, oy), `scale` points per mm. */
  draw(page: PDFPage, ox: number, oy: number, scale: number) {
    const p = (x: number, y: number, z: number): [number, number] => [
      ox + (x * cosA - y * cosB) * scale,
      oy + (-x * sinA - y * sinB + z) * scale,
    ]
    const polygon = (points: Array<[number, number]>) => [
      moveTo(...points[0]!),
      ...points.slice(1).map((q) => lineTo(...q)),
      closePath(),
    ]
    // Soft shadows: the footprint grown in steps, each step faint.
    for (const s of this.shadows)
      for (const grow of [420, 260, 120, 20]) {
        page.drawSvgPath(
          svgPath([
            p(s.x - grow, s.y - grow, 0),
            p(s.x + s.w + grow, s.y - grow, 0),
            p(s.x + s.w + grow, s.y + s.d + grow, 0),
            p(s.x - grow, s.y + s.d + grow, 0),
          ]),
          { x: 0, y: 0, color: palette.brand950, opacity: 0.16, borderWidth: 0 },
        )
      }
    const ops = [pushGraphicsState(), setLineJoin(LineJoinStyle.Round), setLineWidth(0.35)]
    for (const b of this.painted()) {
      const [x0, y0, z0, x1, y1, z1] = [b.x, b.y, b.z, b.x + b.w, b.y + b.d, b.z + b.h]
      const faces: Array<[Array<[number, number]>, RGB]> = [
        [[p(x0, y1, z0), p(x1, y1, z0), p(x1, y1, z1), p(x0, y1, z1)], b.color],
        [[p(x1, y0, z0), p(x1, y1, z0), p(x1, y1, z1), p(x1, y0, z1)], mix(b.color, black, 0.28)],
        [[p(x0, y0, z1), p(x1, y0, z1), p(x1, y1, z1), p(x0, y1, z1)], mix(b.color, white, 0.3)],
      ]
      for (const [points, color] of faces)
        ops.push(
          setFillingRgbColor(color.red, color.green, color.blue),
          ...(() => {
            const edge = mix(color, black, 0.35)
            return [setStrokingRgbColor(edge.red, edge.green, edge.blue)]
          })(),
          ...polygon(points),
          fillAndStroke(),
        )
    }
    ops.push(popGraphicsState())
    page.pushOperators(...ops)
  }
}

/** An SVG path in page coordinates (drawSvgPath flips y: the points are negated to match). */
function svgPath(points: Array<[number, number]>): string {
  return `M${points.map(([x, y]) => `${x.toFixed(2)} ${(-y).toFixed(2)}`).join('L')}Z`
}

/** A rack of pallets seen from the aisle: uprights, beams and loads (some places empty). */
function rack(scene: Scene, x0: number, y0: number, bays: number, levels: number, pitch: number) {
  const bay = 2700
  const depth = 1100
  for (let level = 0; level < levels; level++) {
    const z = 200 + level * pitch
    for (let b = 0; b < bays; b++) {
      for (let slot = 0; slot < 2; slot++) {
        // A fixed pattern of empty places, so the rack looks in use.
        if ((level * 7 + b * 3 + slot * 5) % 9 === 4) continue
        const x = x0 + b * bay + 250 + slot * 1150
        scene.box(x, y0 - 50, z, 1000, depth + 100, 140, material.wood)
        const load = (level + b + slot) % 3 === 0 ? material.carton : material.wrap
        scene.box(x + 25, y0 - 25, z + 140, 950, depth + 50, pitch - 420, load)
      }
    }
  }
  for (let b = 0; b <= bays; b++) {
    const x = x0 + b * bay - 50
    for (const y of [y0, y0 + depth - 100])
      scene.box(x, y, 0, 100, 100, levels * pitch + 200, material.rack)
  }
  for (let level = 0; level < levels; level++) {
    const z = 200 + level * pitch - 110
    for (let b = 0; b < bays; b++)
      for (const y of [y0, y0 + depth - 60])
        scene.box(x0 + b * bay + 50, y, z, bay - 100, 60, 110, material.orange)
  }
}

/** A single-mast stacker crane in its aisle (along x), forks at height `lift`. */
function crane(scene: Scene, x0: number, height: number, lift: number, span: number) {
  scene.box(-span / 2, -90, 0, span, 180, 140, material.graphite)
  scene.box(x0, -380, 140, 3800, 760, 520, material.amber)
  scene.box(x0 - 120, -240, 180, 140, 480, 380, material.graphite)
  scene.box(x0 + 3780, -240, 180, 140, 480, 380, material.graphite)
  scene.box(x0 + 150, -320, 660, 820, 640, 1700, material.steelDark)
  scene.box(x0 + 150, 320, 1900, 820, 1, 60, material.amber)
  scene.box(x0 + 1350, -300, 660, 560, 600, height - 660, material.steel)
  scene.box(x0 + 1180, -260, height, 900, 520, 360, material.amber)
  scene.box(-span / 2, -60, height + 360, span, 120, 130, material.graphite)
  scene.box(x0 + 1910, -720, lift, 1350, 1440, 760, material.amber)
  scene.box(x0 + 2000, -640, lift + 760, 1170, 1280, 130, material.wood)
  scene.box(x0 + 2030, -610, lift + 890, 1110, 1220, 1050, material.carton)
  scene.shadow(x0, -380, 3800, 760)
}

/** A jacking AMR under a shelf of totes. */
function amr(scene: Scene, x: number, y: number, withShelf: boolean) {
  scene.shadow(x, y, 1250, 950)
  scene.box(x - 10, y - 10, 0, 1270, 970, 70, material.graphite)
  scene.box(x, y, 70, 1250, 950, 250, material.steel)
  scene.box(x, y + 949, 220, 1250, 1, 40, material.signal)
  scene.box(x + 1150, y + 830, 320, 80, 100, 70, material.graphite)
  scene.box(x + 230, y + 80, 320, 790, 790, 40, material.amber)
  if (!withShelf) return
  const z0 = 360
  const legs: Array<[number, number]> = [
    [x + 60, y + 20],
    [x + 1150, y + 20],
    [x + 60, y + 890],
    [x + 1150, y + 890],
  ]
  for (const [lx, ly] of legs.slice(0, 2)) scene.box(lx, ly, z0, 40, 40, 1700, material.steelDark)
  for (const [i, z] of [z0 + 350, z0 + 900, z0 + 1450].entries()) {
    scene.box(x + 40, y, z, 1170, 950, 40, material.steelDark)
    const count = i === 1 ? 2 : 3
    for (let t = 0; t < count; t++)
      scene.box(
        x + 80 + t * 380,
        y + 120,
        z + 40,
        340,
        600,
        300,
        i === 1 ? material.carton : material.tote,
      )
  }
  for (const [lx, ly] of legs.slice(2)) scene.box(lx, ly, z0, 40, 40, 1700, material.steelDark)
}

/** A four-way shuttle on its rails, a pallet beside it. */
function shuttleScene(scene: Scene) {
  for (const y of [-120, 1020]) scene.box(-2600, y, 0, 8400, 100, 130, material.rack)
  for (const x of [-1500, 2800]) {
    scene.box(x, -1900, 0, 100, 1780, 130, material.rack)
    scene.box(x + 1100, -1900, 0, 100, 1780, 130, material.rack)
  }
  for (const x of [-2600, 300, 3200, 5700])
    for (const y of [-220, 1120]) scene.box(x, y, -600, 100, 100, 3600, material.steelDark)
  // The level above: its rails and two stored pallets.
  for (const y of [-120, 1020]) scene.box(-2600, y, 1900, 8400, 100, 130, material.rack)
  for (const x of [-1900, 1200]) {
    scene.box(x, -40, 2030, 1080, 1080, 140, material.wood)
    scene.box(x + 30, -10, 2170, 1020, 1020, 900, x < 0 ? material.carton : material.wrap)
  }
  scene.shadow(0, 0, 1200, 1000)
  scene.box(0, 0, 130, 1200, 1000, 160, material.amber)
  scene.box(0, 999, 190, 1200, 1, 30, material.graphite)
  scene.box(100, 100, 290, 1000, 800, 25, material.graphite)
  scene.box(1130, 780, 200, 60, 160, 60, material.signal)
  // The pallet it carries, lifted, and a stored one further down the channel.
  scene.box(60, -40, 320, 1080, 1080, 140, material.wood)
  scene.box(90, -10, 460, 1020, 1020, 1150, material.wrap)
  scene.box(2850, -40, 130, 1080, 1080, 140, material.wood)
  scene.box(2880, -10, 270, 1020, 1020, 1000, material.carton)
}

function scene(view: ProductView): Scene {
  const s = new Scene()
  switch (view) {
    case 'stacker':
      rack(s, -3000, -2400, 4, 7, 1500)
      crane(s, 1100, 11600, 4400, 11000)
      return s
    case 'warehouse':
      rack(s, -5700, -2400, 6, 9, 1450)
      crane(s, 300, 13700, 6050, 16200)
      amr(s, 5200, 2600, true)
      return s
    case 'agv':
      amr(s, -2600, -2600, false)
      amr(s, 0, 0, true)
      for (let i = -2; i <= 3; i++)
        for (let j = -2; j <= 2; j++)
          s.box(i * 1000 - 40, j * 1000 + 1460, 0, 80, 80, 1, palette.brand600)
      return s
    case 'shuttle':
      shuttleScene(s)
      return s
  }
}

/**
 * Draws a product view in the box (x, y, width, height): a navy stage (a vertical gradient and a
 * floor grid), the machine scaled to fit, centred.
 */
export function drawProductView(
  page: PDFPage,
  view: ProductView,
  x: number,
  y: number,
  width: number,
  height: number,
) {
  page.pushOperators(pushGraphicsState(), rectangle(x, y, width, height), clip(), endPath())
  const bands = 48
  for (let i = 0; i < bands; i++) {
    const c = mix(palette.brand700, palette.brand950, i / (bands - 1))
    page.drawRectangle({
      x,
      y: y + height - ((i + 1) * height) / bands,
      width,
      height: height / bands + 0.5,
      color: c,
    })
  }
  const s = scene(view)
  // Fitted: the picture of all boxes, centred, filling most of the stage.
  const [u0, u1, v0, v1] = s.extent()
  const scale = Math.min((height * 0.8) / (v1 - v0), (width * 0.74) / (u1 - u0))
  const ox = x + width / 2 - ((u0 + u1) / 2) * scale
  const oy = y + height * 0.47 - ((v0 + v1) / 2) * scale
  // The floor grid, every 1 m, fading out.
  const ops = [pushGraphicsState(), setLineWidth(0.4)]
  const grid = mix(palette.brand700, palette.brand400, 0.35)
  ops.push(setStrokingRgbColor(grid.red, grid.green, grid.blue))
  const p = (gx: number, gy: number): [number, number] => [
    ox + (gx * cosA - gy * cosB) * scale,
    oy + (-gx * sinA - gy * sinB) * scale,
  ]
  for (let g = -30; g <= 30; g++) {
    ops.push(moveTo(...p(g * 1000, -30000)), lineTo(...p(g * 1000, 30000)))
    ops.push(moveTo(...p(-30000, g * 1000)), lineTo(...p(30000, g * 1000)))
  }
  ops.push(stroke(), popGraphicsState())
  page.pushOperators(...ops)
  s.draw(page, ox, oy, scale)
  // A soft light from above: the top of the stage lighter.
  page.drawRectangle({
    x,
    y: y + height * 0.6,
    width,
    height: height * 0.4,
    color: palette.brand400,
    opacity: 0.06,
  })
  page.pushOperators(popGraphicsState())
  void fill
}
