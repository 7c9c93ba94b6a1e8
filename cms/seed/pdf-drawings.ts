/**
 * Dimensioned drawings of the data sheets, drawn as vectors at true engineering scales: outlines,
 * centre lines, floor hatching and dimension lines with extension lines, arrowheads and values in
 * millimetres. The stacker crane: a side elevation (1:250) and a plan of its aisle (1:60); a
 * vehicle (AGV or four-way shuttle): a plan and a side elevation (1:20).
 */
import { degrees, type PDFPage, type RGB } from 'pdf-lib'
import type { DocumentWriter } from './pdf-page'
import type { CraneSize, VehicleSize } from './types'
import { palette } from './pdf-page'

/** Points per millimetre of the real object at a drawing scale of 1:`n` (1 pt = 0.3528 mm). */
export const atScale = (n: number) => 72 / 25.4 / n

const outline = palette.brand900
const thin = palette.brand500

class Sheet {
  constructor(
    readonly page: PDFPage,
    readonly writer: DocumentWriter,
    /** The drawing's origin on the page and its scale (points per mm). */
    readonly ox: number,
    readonly oy: number,
    readonly k: number,
  ) {}

  X = (mm: number) => this.ox + mm * this.k
  Y = (mm: number) => this.oy + mm * this.k

  line(
    x1: number,
    y1: number,
    x2: number,
    y2: number,
    width = 0.5,
    color: RGB = outline,
    dash?: number[],
  ) {
    this.page.drawLine({
      start: { x: this.X(x1), y: this.Y(y1) },
      end: { x: this.X(x2), y: this.Y(y2) },
      thickness: width,
      color,
      ...(dash ? { dashArray: dash } : {}),
    })
  }

  rect(
    x: number,
    y: number,
    w: number,
    h: number,
    o: { fill?: RGB; stroke?: RGB; width?: number; dash?: number[] } = {},
  ) {
    this.page.drawRectangle({
      x: this.X(x),
      y: this.Y(y),
      width: w * this.k,
      height: h * this.k,
      ...(o.fill ? { color: o.fill } : {}),
      borderColor: o.stroke ?? outline,
      borderWidth: o.width ?? 0.7,
      ...(o.dash ? { borderDashArray: o.dash } : {}),
    })
  }

  circle(
    x: number,
    y: number,
    r: number,
    o: { fill?: RGB; stroke?: RGB; width?: number; dash?: number[] } = {},
  ) {
    this.page.drawCircle({
      x: this.X(x),
      y: this.Y(y),
      size: r * this.k,
      ...(o.fill ? { color: o.fill } : {}),
      borderColor: o.stroke ?? outline,
      borderWidth: o.width ?? 0.7,
      ...(o.dash ? { borderDashArray: o.dash } : {}),
    })
  }

  /** A centre line (long dash, dot). */
  centre(x1: number, y1: number, x2: number, y2: number) {
    this.line(x1, y1, x2, y2, 0.35, palette.brand400, [9, 2, 1.5, 2])
  }

  /** Floor hatching under y = 0 from x1 to x2. */
  floor(x1: number, x2: number) {
    this.line(x1, 0, x2, 0, 0.9)
    const step = 4 / this.k
    for (let x = x1; x + 4 / this.k <= x2; x += step)
      this.page.drawLine({
        start: { x: this.X(x), y: this.Y(0) - 4 },
        end: { x: this.X(x) + 4, y: this.Y(0) },
        thickness: 0.35,
        color: palette.brand300,
      })
  }

  private arrow(x: number, y: number, angle: number) {
    const len = 5
    const half = 1.5
    const [c, s] = [Math.cos(angle), Math.sin(angle)]
    const p = (a: number, b: number) =>
      `${(x + a * c - b * s).toFixed(2)} ${(-(y + a * s + b * c)).toFixed(2)}`
    this.page.drawSvgPath(`M${p(0, 0)}L${p(len, half)}L${p(len, -half)}Z`, {
      x: 0,
      y: 0,
      color: thin,
    })
  }

  private label(text: string, x: number, y: number, rotate = false) {
    const style = { size: 7, color: palette.brand800, weight: 'bold' as const }
    if (!rotate) {
      this.writer.draw(this.page, text, x, y, { ...style, align: 'center' })
      return
    }
    const width = this.writer.width(text, style)
    this.page.drawText(this.writer.zh ? text : text, {
      x,
      y: y - width / 2,
      size: style.size,
      font: this.writer.font('bold'),
      color: style.color,
      rotate: degrees(90),
    })
  }

  /**
   * A horizontal dimension from x1 to x2 (mm) on the line at height `at` (mm), with extension
   * lines down (or up) to the features at `from1`, `from2`.
   */
  dimH(x1: number, x2: number, at: number, text: string, from1 = at, from2 = at) {
    const [a, b, y] = [this.X(x1), this.X(x2), this.Y(at)]
    for (const [x, from] of [
      [a, this.Y(from1)],
      [b, this.Y(from2)],
    ] as const) {
      const dir = Math.sign(y - from) || 1
      this.page.drawLine({
        start: { x, y: from + dir * 2 },
        end: { x, y: y + dir * 3 },
        thickness: 0.3,
        color: thin,
      })
    }
    this.page.drawLine({ start: { x: a, y }, end: { x: b, y }, thickness: 0.4, color: thin })
    this.arrow(a, y, 0)
    this.arrow(b, y, Math.PI)
    this.label(text, (a + b) / 2, y + 2.5)
  }

  /** A vertical dimension from y1 to y2 (mm) on the line at x = `at` (mm), value to its left. */
  dimV(y1: number, y2: number, at: number, text: string, from1 = at, from2 = at) {
    const [a, b, x] = [this.Y(y1), this.Y(y2), this.X(at)]
    for (const [y, from] of [
      [a, this.X(from1)],
      [b, this.X(from2)],
    ] as const) {
      const dir = Math.sign(x - from) || 1
      this.page.drawLine({
        start: { x: from + dir * 2, y },
        end: { x: x + dir * 3, y },
        thickness: 0.3,
        color: thin,
      })
    }
    this.page.drawLine({ start: { x, y: a }, end: { x, y: b }, thickness: 0.4, color: thin })
    this.arrow(x, a, Math.PI / 2)
    this.arrow(x, b, -Math.PI / 2)
    this.label(text, x - 2.5, (a + b) / 2, true)
  }

  /** A view's title under it: "Side elevation  1:200". */
  title(text: string, scale: string, x: number, y: number) {
    this.writer.draw(this.page, text, x, y, { size: 8, weight: 'bold', color: palette.brand800 })
    const w = this.writer.width(text, { size: 8, weight: 'bold' })
    this.writer.draw(this.page, scale, x + w + 6, y, { size: 8, color: palette.inkMuted })
  }
}

export interface DrawingText {
  mm: (value: number) => string
  elevation: string
  plan: string
  aislePlan: string
  lift: string
}

/**
 * The stacker crane's side elevation and its aisle plan in the box (x, y, width, height);
 * letters A–E and H name the dimensions of the table under the drawing.
 */
export function drawStacker(
  page: PDFPage,
  writer: DocumentWriter,
  box: { x: number; y: number; width: number; height: number },
  size: CraneSize,
  text: DrawingText,
) {
  const { length: L, wheelBase: WB, aisle, lowest, top, height: H, rack } = size
  // Side elevation, 1:250, on the left.
  const ke = atScale(250)
  const e = new Sheet(page, writer, box.x + 70, box.y + 40, ke)
  e.floor(-1400, L + 1400)
  e.rect(-1400, 0, L + 2800, 140, { fill: palette.brand100, width: 0.5 })
  e.rect(0, 140, L, 520, { fill: palette.accent300 })
  for (const wx of [(L - WB) / 2, (L + WB) / 2]) e.circle(wx, 330, 190, { fill: palette.white })
  e.rect(150, 660, 820, 1700, { fill: palette.brand100 })
  const mastX = L * 0.36
  e.rect(mastX, 660, 560, H - 490 - 660, { fill: palette.brand50 })
  e.rect(mastX - 170, H - 490, 900, 360, { fill: palette.accent300 })
  e.rect(-1400, H - 130, L + 2800, 130, { fill: palette.brand100, width: 0.5 })
  const forkTop = H - top
  e.rect(mastX + 560, forkTop - 300, 1350, 760, { fill: palette.accent300 })
  e.rect(mastX + 600, forkTop + 460, 1200, 140, { fill: palette.brand100, width: 0.5 })
  e.rect(mastX + 625, forkTop + 600, 1150, 1050, { fill: palette.white, width: 0.5 })
  e.rect(mastX + 560, lowest - 300, 1350, 760, { dash: [2, 1.5], width: 0.4 })
  e.centre(mastX + 280, -300, mastX + 280, H + 300)
  e.dimH(0, L, -900, `A ${text.mm(L)}`, 140, 140)
  e.dimH((L - WB) / 2, (L + WB) / 2, -1900, `B ${text.mm(WB)}`, 330, 330)
  e.dimV(0, H, -2600, `H ${text.mm(H)}`, -1400, -1400)
  e.dimV(0, lowest + 460, L + 2300, `D ${text.mm(lowest)}`, L - 500, L)
  e.dimV(lowest + 460, forkTop + 460, L + 2300, `${text.lift} ${text.mm(forkTop - lowest)}`, L, L)
  e.dimV(forkTop + 460, H, L + 2300, `E ${text.mm(top)}`, L, L + 1400)
  e.title(text.elevation, '1:250', box.x, box.y + 4)

  // Aisle plan, 1:60, on the right: the aisle runs up the page.
  const kp = atScale(60)
  const along = 5400
  const across = rack * 2 + aisle
  const px = box.x + box.width - across * kp - 34
  const p = new Sheet(page, writer, px, box.y + box.height - along * kp - 40, kp)
  for (const side of [0, rack + aisle]) {
    p.rect(side, 0, rack, along, {
      fill: palette.surfaceMuted,
      width: 0.4,
      stroke: palette.brand300,
    })
    for (const bay of [0, 2700, 5400])
      p.rect(side, bay - 50, 100, 100, { fill: palette.brand700, width: 0 })
    for (const bay of [0, 2700, 5400])
      p.rect(side + rack - 100, bay - 50, 100, 100, { fill: palette.brand700, width: 0 })
    for (const bay of [0, 2700])
      for (const slot of [0, 1]) {
        const y = bay + 250 + slot * 1150
        p.rect(side - 50, y, rack + 100, 1000, { fill: palette.accent300, width: 0.5 })
        for (const s of [150, 500, 850])
          p.line(side - 50, y + s, side + rack + 50, y + s, 0.3, palette.accent600)
      }
  }
  const ax = rack
  p.centre(ax + aisle / 2, -400, ax + aisle / 2, along + 400)
  p.rect(ax + aisle / 2 - 380, 800, 760, L, { fill: palette.brand50, width: 0.8 })
  p.rect(ax + aisle / 2 - 300, 800 + L * 0.36, 600, 560, { fill: palette.brand200 })
  p.rect(ax + aisle / 2 - 300, 800 + 150, 600, 820, { fill: palette.brand100, width: 0.5 })
  p.dimH(ax, ax + aisle, along + 700, `C ${text.mm(aisle)}`, along, along)
  p.dimH(0, rack, along + 700, text.mm(rack), along, along)
  p.dimH(rack + aisle, across, along + 700, text.mm(rack), along, along)
  p.dimV(0, 2700, -700, text.mm(2700), 0, 0)
  p.dimV(800, 800 + L, across + 800, `A ${text.mm(L)}`, ax + aisle / 2 + 380, ax + aisle / 2 + 380)
  p.title(text.aislePlan, '1:60', px - 30, box.y + 4)
}

/**
 * A vehicle's plan (left) and side elevation (right) at 1:20 in the box: an AGV with its turning
 * circle, or a four-way shuttle with its two wheel sets. Letters name the table's dimensions.
 */
export function drawVehicle(
  page: PDFPage,
  writer: DocumentWriter,
  box: { x: number; y: number; width: number; height: number },
  size: VehicleSize,
  variant: 'agv' | 'shuttle',
  text: DrawingText,
) {
  const { length: L, width: W, height: H, stroke: S, plate } = size
  const k = atScale(20)
  const circle = size.circle ?? 0
  const agv = variant === 'agv'
  const body = agv ? palette.brand50 : palette.accent300
  // The plan: the vehicle centred in its turning circle (AGV), in the left half.
  const reach = Math.max(L, W, circle)
  const pcx = box.x + 40 + (reach / 2) * k
  const pcy = box.y + 36 + (reach / 2) * k
  const p = new Sheet(page, writer, pcx - (L / 2) * k, pcy - (W / 2) * k, k)
  if (agv)
    p.circle(L / 2, W / 2, circle / 2, { stroke: palette.brand400, width: 0.5, dash: [4, 2] })
  p.rect(0, 0, L, W, { fill: body, width: 0.9 })
  if (agv) {
    p.circle(L / 2, W / 2, plate / 2, { fill: palette.accent300, width: 0.6 })
    for (const y of [-20, W - 80])
      p.rect(L / 2 - 110, y, 220, 100, { fill: palette.brand800, width: 0 })
    for (const [x, y] of [
      [L - 110, W - 110],
      [30, 30],
    ] as const)
      p.rect(x, y, 80, 80, { fill: palette.brand700, width: 0 })
  } else {
    p.rect((L - plate) / 2, (W - plate * 0.8) / 2, plate, plate * 0.8, {
      fill: palette.brand100,
      width: 0.6,
    })
    for (const x of [120, L - 300])
      for (const y of [-15, W - 45]) p.rect(x, y, 180, 60, { fill: palette.brand800, width: 0 })
    for (const y of [160, W - 340])
      for (const x of [-15, L - 45]) p.rect(x, y, 60, 180, { fill: palette.brand700, width: 0 })
  }
  p.centre(-150, W / 2, L + 150, W / 2)
  p.centre(L / 2, -150, L / 2, W + 150)
  const edge = (reach - L) / 2
  p.dimH(0, L, W + (reach - W) / 2 + 180, `L ${text.mm(L)}`, W, W)
  p.dimV(0, W, -edge - 180, `W ${text.mm(W)}`, 0, 0)
  if (agv) {
    const r = circle / 2
    const a = Math.PI / 4
    const [ex, ey] = [L / 2 + r * Math.cos(a), W / 2 - r * Math.sin(a)]
    p.line(L / 2, W / 2, ex, ey, 0.4, thin)
    writer.draw(page, `D Ø ${text.mm(circle)}`, p.X(ex) + 4, p.Y(ey) - 8, {
      size: 7,
      weight: 'bold',
      color: palette.brand800,
    })
  }
  p.title(text.plan, '1:20', box.x, box.y + 4)

  // The side elevation in the right half, on the floor line: the plate lowered, and dashed raised.
  const ex0 = box.x + box.width / 2 - 10
  const e = new Sheet(page, writer, ex0 + 30, pcy - ((H + S) / 2) * k, k)
  e.floor(-300, L + 300)
  const clearance = 25
  e.rect(0, clearance, L, H - clearance - 20, { fill: body, width: 0.9 })
  for (const x of agv ? [L / 2 - 110] : [120, L - 300])
    e.rect(x, 0, agv ? 220 : 180, 110, { fill: palette.brand800, width: 0 })
  e.rect((L - plate) / 2, H - 20, plate, 20, { fill: palette.accent400, width: 0.6 })
  e.rect((L - plate) / 2, H - 20 + S, plate, 20, { dash: [2, 1.5], width: 0.4 })
  e.dimH(0, L, -420, `L ${text.mm(L)}`, 0, 0)
  e.dimV(0, H, -250, `H ${text.mm(H)}`, 0, 0)
  e.dimV(H, H + S, L + 250, `S ${text.mm(S)}`, L / 2 + plate / 2, L / 2 + plate / 2)
  e.title(text.elevation, '1:20', ex0, box.y + 4)
}
