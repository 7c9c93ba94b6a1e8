/**
 * Renders the seed videos (cms/seed/content/media.ts) as short motion-graphics clips:
 * cms/assets/videos/{slug}.mp4, 640 x 360, 25 fps, H.264 (yuv420p, faststart), no audio.
 *
 * Superseded (issue 28): the company film is rendered from 3D scenes by art/render/films.ts (do
 * not run this script for `company-film`: its scene here lasts 10 s, the film 60 s), and the
 * other four clips are to follow (docs/imagery.md). Until then they are this script's output.
 *
 * Every frame is an SVG scene drawn below in the brand palette (no text, no people, no footage);
 * ffmpeg rasterizes the frames with librsvg and encodes them with libx264.
 *
 * This is a development tool, not part of the build or of CI: it was run once on a development
 * machine with Debian's ffmpeg (`apt-get install ffmpeg`, built with librsvg and libx264), and
 * the encoded clips are committed. To rerun it (all clips, or the slugs given):
 *
 *     npx tsx cms/media/make-videos.ts [slug ...]
 *
 * A scene's length must equal the video's `durationSeconds` in media.ts (the script stops when
 * they differ); after changing one, also move the cue timings of its captions
 * (cms/assets/videos/{slug}.{zh,en}.vtt). Clips must stay under 500 KB.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { videos } from '../seed/content/media'

const W = 640
const H = 360
const FPS = 25
const MAX_BYTES = 500 * 1024
const OUT_DIR = join(import.meta.dirname, '../assets/videos')

const C = {
  navy: '#0b2545',
  navy2: '#13315c',
  blue: '#1d4e89',
  sky: '#5286c4',
  light: '#d6e4f5',
  amber: '#f5a524',
}

// ---------------------------------------------------------------------------------------------
// Drawing helpers

type Point = { x: number; y: number }

const clamp = (v: number, lo = 0, hi = 1) => Math.min(hi, Math.max(lo, v))
const lerp = (a: number, b: number, p: number) => a + (b - a) * p
const ease = (p: number) => {
  const x = clamp(p)
  return x * x * (3 - 2 * x)
}
/** Eased progress of t through [start, end]. */
const phase = (t: number, start: number, end: number) => ease((t - start) / (end - start))
/** Linear progress of t through [start, end]. */
const linear = (t: number, start: number, end: number) => clamp((t - start) / (end - start))
/** 0 -> 1 -> 0, eased, over one period of 2. */
const pingPong = (u: number) => {
  const m = ((u % 2) + 2) % 2
  return m < 1 ? ease(m) : ease(2 - m)
}
const n = (v: number) => String(Math.round(v * 10) / 10)
const rad = (deg: number) => (deg * Math.PI) / 180

function rng(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (s + 0x6d2b79f5) >>> 0
    let r = Math.imul(s ^ (s >>> 15), 1 | s)
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296
  }
}
/** A stable pseudo-random number in [0, 1) for a few integers. */
const hash = (...k: number[]) => {
  const v = Math.sin(k.reduce((a, b, i) => a + b * (12.9898 + i * 78.233), 0)) * 43758.5453
  return v - Math.floor(v)
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}" ${extra}/>`
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${extra}/>`
const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width = 1,
  extra = '',
) =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${width}" ${extra}/>`
const points = (ps: Point[]) => ps.map((p) => `${n(p.x)},${n(p.y)}`).join(' ')
const polygon = (ps: Point[], fill: string, extra = '') =>
  `<polygon points="${points(ps)}" fill="${fill}" ${extra}/>`
const polyline = (ps: Point[], stroke: string, width: number, extra = '') =>
  `<polyline points="${points(ps)}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`
const group = (transform: string, body: string, extra = '') =>
  `<g transform="${transform}" ${extra}>${body}</g>`

/** Values at time t from eased keyframes ([time, ...values]); held before the first and after the last. */
function keyframes(keys: number[][], t: number): number[] {
  const first = keys[0]!
  if (t <= first[0]!) return first.slice(1)
  for (let i = 1; i < keys.length; i++) {
    const a = keys[i - 1]!
    const b = keys[i]!
    if (t <= b[0]!) {
      const p = phase(t, a[0]!, b[0]!)
      return a.slice(1).map((v, j) => lerp(v, b[j + 1]!, p))
    }
  }
  return keys[keys.length - 1]!.slice(1)
}

/** Points of a quadratic curve from a to b bent through c, drawn up to `progress` (0-1). */
function curve(a: Point, c: Point, b: Point, progress: number, steps = 28): Point[] {
  const p = clamp(progress)
  const out: Point[] = []
  for (let i = 0; i <= Math.ceil(steps * p); i++) {
    const k = Math.min(i / steps, p)
    out.push({
      x: (1 - k) ** 2 * a.x + 2 * (1 - k) * k * c.x + k ** 2 * b.x,
      y: (1 - k) ** 2 * a.y + 2 * (1 - k) * k * c.y + k ** 2 * b.y,
    })
  }
  return out
}

/** Pallet load seen from the front: wrapped goods on a pallet, bottom centre at (x, bottom). */
function load(x: number, bottom: number, fill = C.light, opacity = 1) {
  return (
    `<g opacity="${n(opacity)}">` +
    rect(x - 18, bottom - 4, 36, 4, C.blue) +
    rect(x - 16, bottom - 30, 32, 26, fill, 'rx="1.5"') +
    line(x - 16, bottom - 21, x + 16, bottom - 21, C.sky, 1, 'opacity="0.6"') +
    line(x - 16, bottom - 12, x + 16, bottom - 12, C.sky, 1, 'opacity="0.6"') +
    '</g>'
  )
}

// ---------------------------------------------------------------------------------------------
// 1. Company film: a small workshop at dawn, a campus rising around it, then a globe of routes.

const skyline = (() => {
  const r = rng(2003)
  return Array.from({ length: 18 }, (_, i) => ({
    x: i * 44 - 30,
    w: 28 + r() * 24,
    h: 24 + r() * 56,
  }))
})()
const campus = [
  { x: 250, w: 66, h: 70, at: 2.0 },
  { x: 326, w: 48, h: 100, at: 2.4 },
  { x: 384, w: 92, h: 58, at: 2.9 },
  { x: 486, w: 56, h: 86, at: 3.3 },
  { x: 552, w: 84, h: 52, at: 3.7 },
  { x: 646, w: 58, h: 78, at: 4.1 },
]
const cities = [
  { lon: 139.7, lat: 35.7 },
  { lon: 151.2, lat: -33.9 },
  { lon: 72.9, lat: 19.1 },
  { lon: 106.8, lat: -6.2 },
  { lon: 55.3, lat: 25.2 },
  { lon: 121.5, lat: 31.2 },
]

function companyFilm(t: number): string {
  const ground = 292
  const pan = lerp(0, -66, t / 10)
  let s =
    '<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">' +
    `<stop offset="0" stop-color="${C.navy}"/><stop offset="1" stop-color="${C.blue}"/>` +
    '</linearGradient></defs>' +
    rect(0, 0, W, H, 'url(#sky)')

  // The sun rises behind the skyline.
  const sunY = lerp(250, 66, ease(t / 7))
  s += circle(548, sunY, 40, C.amber, 'opacity="0.16"') + circle(548, sunY, 22, C.amber)

  // Far skyline, slow parallax.
  let far = ''
  for (const b of skyline) far += rect(b.x, ground - b.h, b.w, b.h, C.navy2, 'opacity="0.8"')
  s += group(`translate(${n(pan * 0.4)} 0)`, far)

  // The campus: the original workshop, then buildings rising with their windows lighting up.
  let near = ''
  near += rect(130, 250, 90, 42, C.sky)
  for (let i = 0; i < 3; i++) {
    const x = 130 + i * 30
    near += polygon(
      [
        { x, y: 250 },
        { x, y: 234 },
        { x: x + 30, y: 250 },
      ],
      C.light,
    )
  }
  near += rect(166, 270, 18, 22, C.amber)
  for (let i = 0; i < 4; i++) near += rect(138 + i * 20, 258, 10, 6, C.light, 'opacity="0.8"')
  for (const [bi, b] of campus.entries()) {
    const grown = b.h * phase(t, b.at, b.at + 1.3)
    if (grown < 1) continue
    const top = ground - grown
    near += rect(b.x, top, b.w, grown, C.blue, `stroke="${C.sky}" stroke-width="1.5"`)
    near += rect(b.x - 2, top - 4, b.w + 4, 4, C.sky)
    const lit = clamp((t - b.at - 0.8) / 3) * 0.85
    for (let row = 0; ground - 14 - row * 12 > top + 6; row++) {
      for (let col = 0; b.x + 8 + col * 12 + 6 < b.x + b.w - 4; col++) {
        const on = hash(bi, row, col) < lit
        near += rect(
          b.x + 8 + col * 12,
          ground - 14 - row * 12,
          6,
          5,
          on ? C.amber : C.navy2,
          on ? '' : 'opacity="0.7"',
        )
      }
    }
  }
  // Ground and road with lane marks.
  near += rect(-40, ground, W + 120, H - ground, C.navy2)
  near += rect(-40, 306, W + 120, 22, C.navy)
  for (let i = 0; i < 16; i++) near += rect(i * 48 - 20, 316, 20, 2, C.light, 'opacity="0.45"')
  s += group(`translate(${n(pan)} 0)`, near)

  // A truck crossing the scene.
  const tx = lerp(-80, 700, linear(t, 2.2, 9.2))
  s +=
    rect(tx, 294, 46, 18, C.light, 'rx="1.5"') +
    rect(tx + 48, 299, 15, 13, C.sky, 'rx="2"') +
    rect(tx + 55, 301, 6, 5, C.navy) +
    [tx + 9, tx + 35, tx + 55]
      .map((x) => circle(x, 313, 3.6, C.navy, `stroke="${C.sky}" stroke-width="1.2"`))
      .join('')

  // The globe: routes from Shenzhen to customer sites around the world.
  const appear = phase(t, 5.6, 6.6)
  if (appear > 0) {
    const R = 62
    const rot = lerp(96, 118, t / 10)
    const project = (lon: number, lat: number) => {
      const l = rad(lon - rot)
      const f = rad(lat)
      return {
        x: R * Math.cos(f) * Math.sin(l),
        y: -R * Math.sin(f),
        front: Math.cos(f) * Math.cos(l),
      }
    }
    let g = circle(0, 0, R, C.navy2, `stroke="${C.sky}" stroke-width="1.5" opacity="0.95"`)
    for (const lat of [-60, -30, 0, 30, 60]) {
      const half = R * Math.cos(rad(lat))
      g += line(
        -half,
        -R * Math.sin(rad(lat)),
        half,
        -R * Math.sin(rad(lat)),
        C.sky,
        1,
        'opacity="0.45"',
      )
    }
    for (let lon = 0; lon < 180; lon += 30) {
      const rx = Math.abs(R * Math.sin(rad(lon - rot)))
      g += `<ellipse cx="0" cy="0" rx="${n(rx)}" ry="${R}" fill="none" stroke="${C.sky}" stroke-width="1" opacity="0.45"/>`
    }
    const home = project(114.1, 22.5)
    for (const [i, city] of cities.entries()) {
      const p = project(city.lon, city.lat)
      const progress = linear(t, 6.3 + i * 0.42, 7.2 + i * 0.42)
      if (progress <= 0 || p.front <= 0) continue
      const mid = { x: (home.x + p.x) / 2, y: (home.y + p.y) / 2 }
      const dist = Math.hypot(p.x - home.x, p.y - home.y)
      const len = Math.hypot(mid.x, mid.y) || 1
      const ctrl = {
        x: mid.x + (mid.x / len) * dist * 0.45,
        y: mid.y + (mid.y / len) * dist * 0.45 - dist * 0.2,
      }
      g += polyline(curve(home, ctrl, p, progress), C.amber, 1.6)
      if (progress >= 1) g += circle(p.x, p.y, 2.6, C.light)
    }
    const pulse = (t * 0.9) % 1
    g += circle(
      home.x,
      home.y,
      4 + pulse * 10,
      'none',
      `stroke="${C.amber}" stroke-width="1.2" opacity="${n(1 - pulse)}"`,
    )
    g += circle(home.x, home.y, 3.6, C.amber)
    s += group(`translate(300 110) scale(${n(0.85 + 0.15 * appear)})`, g, `opacity="${n(appear)}"`)
  }
  return s
}

// ---------------------------------------------------------------------------------------------
// 2. High-bay warehouse: a double-mast stacker crane stores one pallet and retrieves another.

const RACK = { left: 90, cols: 9, cellW: 52, levels: 12, levelH: 44, floor: 624 }
const cellX = (col: number) => RACK.left + col * RACK.cellW + RACK.cellW / 2
const beamY = (level: number) => RACK.floor - level * RACK.levelH
const PUT = { col: 6, level: 9 }
const GET = { col: 2, level: 5 }
const stored = (() => {
  const r = rng(36)
  const cells = new Set<string>()
  for (let c = 0; c < RACK.cols; c++)
    for (let l = 0; l < RACK.levels; l++) if (r() < 0.74) cells.add(`${c}:${l}`)
  cells.delete(`${PUT.col}:${PUT.level}`)
  cells.add(`${GET.col}:${GET.level}`)
  return cells
})()

/** Crane x and the height of the bottom of its load, over time. */
function craneAt(t: number) {
  const [x, bottom] = keyframes(
    [
      [1.4, 44, 600],
      [1.9, 44, 592],
      [4.6, cellX(PUT.col), beamY(PUT.level) - 6],
      [5.1, cellX(PUT.col), beamY(PUT.level) + 6],
      [7.2, cellX(GET.col), beamY(GET.level) + 6],
      [7.6, cellX(GET.col), beamY(GET.level) - 6],
      [9.3, 600, 592],
      [9.6, 600, 600],
    ],
    t,
  )
  return { x: x!, bottom: bottom! }
}

function stackerCranes(t: number): string {
  const crane = craneAt(t)
  const follow = clamp(craneAt(Math.max(0, t - 0.35)).bottom - 210, 0, 300)
  const cam = t < 1.8 ? lerp(0, 300, phase(t, 0.2, 1.8)) : follow

  let w = rect(0, 0, W, 700, C.navy)
  // Roof lights.
  for (let i = 0; i < 6; i++) w += rect(40 + i * 112, 30, 36, 4, C.amber, 'opacity="0.7"')
  // Rack: uprights, beams and stored loads.
  w += rect(RACK.left, 96, RACK.cols * RACK.cellW, RACK.floor - 96, C.navy2)
  for (let c = 0; c < RACK.cols; c++) {
    for (let l = 0; l < RACK.levels; l++) {
      const retrieved = c === GET.col && l === GET.level && t >= 7.6
      const fill = c === GET.col && l === GET.level ? C.amber : hash(c, l) < 0.3 ? C.sky : C.light
      if (stored.has(`${c}:${l}`) && !retrieved) w += load(cellX(c), beamY(l), fill, 0.9)
    }
  }
  if (t >= 5.1) w += load(cellX(PUT.col), beamY(PUT.level), C.amber, 0.9)
  for (let l = 1; l < RACK.levels; l++)
    w += rect(RACK.left, beamY(l), RACK.cols * RACK.cellW, 4, C.blue)
  for (let c = 0; c <= RACK.cols; c++)
    w += rect(RACK.left + c * RACK.cellW - 2, 96, 4, RACK.floor - 96, C.sky)

  // Infeed (left) and outfeed (right) conveyors.
  for (const x0 of [-10, 572]) {
    w += rect(x0, 600, 78, 6, C.sky) + rect(x0, 606, 78, 18, C.blue)
    for (let i = 0; i < 6; i++) w += circle(x0 + 6 + i * 13, 603, 2, C.navy)
  }
  const infeed = t < 1.4 ? lerp(-40, 44, phase(t, 0, 1.4)) : undefined
  if (infeed !== undefined) w += load(infeed, 600, C.amber)
  if (t >= 9.6) w += load(lerp(600, 680, phase(t, 9.6, 10.4)), 600, C.amber)

  // Rails and floor.
  w += rect(0, 56, W, 4, C.sky) + rect(0, 652, W, 4, C.sky) + rect(0, 656, W, 50, C.navy2)

  // The crane: two masts, top girder, drive unit, carriage with forks and load.
  const { x, bottom } = crane
  w += rect(x - 18, 64, 36, 574, C.navy, 'opacity="0.55"')
  w += rect(x - 26, 64, 8, 574, C.light) + rect(x + 18, 64, 8, 574, C.light)
  for (let y = 90; y < 630; y += 36)
    w += line(x - 18, y, x + 18, y + 18, C.light, 1.2, 'opacity="0.35"')
  w += rect(x - 32, 58, 64, 10, C.light, 'rx="2"')
  w += rect(x - 38, 628, 76, 18, C.light, 'rx="3"')
  w += circle(x - 25, 648, 6, C.navy, `stroke="${C.sky}" stroke-width="2"`)
  w += circle(x + 25, 648, 6, C.navy, `stroke="${C.sky}" stroke-width="2"`)
  w += line(x - 10, 68, x - 10, bottom + 2, C.light, 1, 'opacity="0.5"')
  w += line(x + 10, 68, x + 10, bottom + 2, C.light, 1, 'opacity="0.5"')
  const carrying = (t >= 1.4 && t < 5.1) || (t >= 7.6 && t < 9.6)
  if (carrying) w += load(x, bottom, C.amber)
  w += rect(x - 22, bottom, 44, 3, C.light) + rect(x - 20, bottom + 3, 40, 10, C.amber, 'rx="1.5"')
  w += circle(x + 14, bottom + 8, 2, C.navy)

  return group(`translate(0 ${n(-cam)})`, w)
}

// ---------------------------------------------------------------------------------------------
// 3. Battery plant: AGVs circulate between electrode and module stations, each reporting in.

const LOOP = { x0: 40, y0: 125, x1: 600, y1: 235, r: 40 }

function loopLength() {
  const { x0, y0, x1, y1, r } = LOOP
  return 2 * (x1 - x0 - 2 * r) + 2 * (y1 - y0 - 2 * r) + 2 * Math.PI * r
}

/** Position and heading (degrees) at distance s along the loop, clockwise from the top-left. */
function loopPoint(s: number): Point & { angle: number } {
  const { x0, y0, x1, y1, r } = LOOP
  const sx = x1 - x0 - 2 * r
  const sy = y1 - y0 - 2 * r
  const q = (Math.PI * r) / 2
  const total = loopLength()
  let d = ((s % total) + total) % total
  const arc = (cx: number, cy: number, a0: number, u: number) => {
    const a = a0 + 90 * u
    return { x: cx + r * Math.cos(rad(a)), y: cy + r * Math.sin(rad(a)), angle: a + 90 }
  }
  if (d < sx) return { x: x0 + r + d, y: y0, angle: 0 }
  d -= sx
  if (d < q) return arc(x1 - r, y0 + r, -90, d / q)
  d -= q
  if (d < sy) return { x: x1, y: y0 + r + d, angle: 90 }
  d -= sy
  if (d < q) return arc(x1 - r, y1 - r, 0, d / q)
  d -= q
  if (d < sx) return { x: x1 - r - d, y: y1, angle: 180 }
  d -= sx
  if (d < q) return arc(x0 + r, y1 - r, 90, d / q)
  d -= q
  if (d < sy) return { x: x0, y: y1 - r - d, angle: 270 }
  d -= sy
  return arc(x0 + r, y0 + r, 180, d / q)
}

function agv(p: Point, angle: number, cargo: 'roll' | 'module' | 'none') {
  let body =
    rect(-15, -10, 30, 20, C.light, 'rx="4"') +
    rect(10, -7, 3, 14, C.amber, 'rx="1"') +
    rect(-13, -8, 3, 16, C.sky, 'rx="1"')
  if (cargo === 'roll')
    body +=
      circle(0, 0, 8, C.sky, `stroke="${C.blue}" stroke-width="1.5"`) + circle(0, 0, 2.6, C.navy)
  else if (cargo === 'module')
    body +=
      rect(-8, -6, 16, 12, C.blue, `stroke="${C.navy}" stroke-width="1"`) +
      line(0, -6, 0, 6, C.sky, 1)
  else body += rect(-6, -6, 12, 12, 'none', `stroke="${C.sky}" stroke-width="1.5" rx="2"`)
  return group(`translate(${n(p.x)} ${n(p.y)}) rotate(${n(angle)})`, body)
}

function agvFleet(t: number): string {
  let s = rect(0, 0, W, H, C.navy2)
  for (let x = 0; x <= W; x += 40) s += line(x, 0, x, H, C.blue, 1, 'opacity="0.45"')
  for (let y = 0; y <= H; y += 40) s += line(0, y, W, y, C.blue, 1, 'opacity="0.45"')

  // Stations: electrode rolls above, cell modules below.
  const stations = [0, 1, 2, 3].map((i) => 60 + i * 140)
  for (const [i, x] of stations.entries()) {
    s += rect(x, 22, 110, 72, C.blue, `stroke="${C.sky}" stroke-width="1.5" rx="4"`)
    for (let k = 0; k < 3; k++)
      s +=
        circle(x + 24 + k * 31, 54, 10, C.sky, `stroke="${C.light}" stroke-width="1"`) +
        circle(x + 24 + k * 31, 54, 3.5, C.navy)
    s += rect(x, 266, 110, 72, C.blue, `stroke="${C.sky}" stroke-width="1.5" rx="4"`)
    for (let k = 0; k < 6; k++)
      for (let m = 0; m < 3; m++)
        s += rect(
          x + 12 + k * 15,
          280 + m * 17,
          9,
          12,
          m === (i + k) % 3 ? C.light : C.sky,
          'rx="1"',
        )
  }

  // The loop: a dark lane with a dashed guide line.
  const { x0, y0, x1, y1, r } = LOOP
  s += `<rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${y1 - y0}" rx="${r}" fill="none" stroke="${C.navy}" stroke-width="34" opacity="0.6"/>`
  s += `<rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${y1 - y0}" rx="${r}" fill="none" stroke="${C.light}" stroke-width="1.5" stroke-dasharray="8 8" opacity="0.35"/>`
  s += rect(100, 176, 440, 8, C.navy, 'opacity="0.6" rx="4"')

  const total = loopLength()
  const fleet = Array.from({ length: 7 }, (_, i) => {
    const p = loopPoint((total * i) / 7 + t * 64)
    return { ...p, cargo: (['roll', 'module', 'none'] as const)[i % 3]! }
  })
  // Dock lights: a station lights up while an AGV passes its door.
  for (const cx of stations.map((x) => x + 55)) {
    const top = fleet.some((a) => Math.abs(a.y - y0) < 2 && Math.abs(a.x - cx) < 26)
    const bottom = fleet.some((a) => Math.abs(a.y - y1) < 2 && Math.abs(a.x - cx) < 26)
    s += rect(cx - 12, 96, 24, 4, C.amber, `opacity="${top ? 1 : 0.3}"`)
    s += rect(cx - 12, 260, 24, 4, C.amber, `opacity="${bottom ? 1 : 0.3}"`)
  }
  // Two shuttles on the middle lane.
  const shuttles = [
    { x: lerp(110, 290, pingPong(t / 2.4)), cargo: 'module' as const },
    { x: lerp(350, 530, pingPong(t / 2.4 + 1)), cargo: 'roll' as const },
  ]
  for (const sh of shuttles) s += agv({ x: sh.x, y: 180 }, 0, sh.cargo)
  for (const [i, a] of fleet.entries()) {
    s += agv(a, a.angle, a.cargo)
    // Each vehicle reports to the fleet scheduler in turn.
    const p = ((t + i * 0.37) % 2.6) / 0.8
    if (p < 1)
      s += circle(
        a.x,
        a.y,
        16 + 22 * p,
        'none',
        `stroke="${C.amber}" stroke-width="1.5" opacity="${n(0.7 * (1 - p))}"`,
      )
  }
  return s
}

// ---------------------------------------------------------------------------------------------
// 4. Cold store: shuttles and a lift in the freezer hand totes out to the tempered zone.

const FROST = (() => {
  const r = rng(25)
  return Array.from({ length: 60 }, () => ({
    x: 166 + r() * 470,
    y: r() * H,
    vy: 8 + r() * 14,
    size: 0.8 + r() * 1.3,
    opacity: 0.35 + r() * 0.5,
    phase: r() * 6,
  }))
})()
const COLD = { rails: [320, 260, 200, 140, 80], liftX: 194, bays: 7, bayLeft: 240, bayW: 56 }
const coldStored = (() => {
  const r = rng(18)
  return COLD.rails.map(() => Array.from({ length: COLD.bays }, () => r() < 0.72))
})()

/** A frosted tote, bottom centre at (x, bottom); stored ones sit back in the rack, dimmed. */
function tote(x: number, bottom: number, opacity = 1) {
  return (
    `<g opacity="${opacity}">` +
    rect(x - 15, bottom - 20, 30, 20, C.light, 'rx="2"') +
    rect(x - 15, bottom - 20, 30, 3, '#ffffff', 'opacity="0.8" rx="1.5"') +
    '</g>'
  )
}

function coldStore(t: number): string {
  // Tempered zone with a warm ceiling light, then the insulated wall with a strip-curtain door.
  let s = rect(0, 0, 156, H, C.blue)
  s += polygon(
    [
      { x: 40, y: 6 },
      { x: 112, y: 6 },
      { x: 146, y: 330 },
      { x: 6, y: 330 },
    ],
    C.amber,
    'opacity="0.12"',
  )
  s += rect(40, 0, 72, 6, C.amber)
  s += rect(156, 0, W - 156, H, C.navy)
  s +=
    '<defs><linearGradient id="mist" x1="0" y1="0" x2="0" y2="1">' +
    `<stop offset="0" stop-color="${C.sky}" stop-opacity="0.35"/><stop offset="1" stop-color="${C.sky}" stop-opacity="0.05"/>` +
    '</linearGradient></defs>' +
    rect(162, 0, W - 162, H, 'url(#mist)')

  // Rack in the freezer: rails, uprights and stored totes.
  for (const [l, y] of COLD.rails.entries()) {
    for (let b = 0; b < COLD.bays; b++) {
      if (coldStored[l]![b]) s += tote(COLD.bayLeft + b * COLD.bayW + 28, y - 2, 0.45)
    }
    s += rect(COLD.liftX + 22, y - 2, W - COLD.liftX - 22, 4, C.sky)
  }
  for (let b = 0; b <= COLD.bays; b++)
    s += rect(COLD.bayLeft + b * COLD.bayW - 2, 44, 4, 284, C.blue)

  // Shuttles on levels 1-4; level 3's brings a tote to the lift.
  for (let l = 1; l < COLD.rails.length; l++) {
    const y = COLD.rails[l]!
    let x: number
    let carrying: boolean
    if (l === 3) {
      ;[x] = keyframes(
        [
          [0, 540],
          [1.9, 252],
          [2.8, 252],
          [5.0, 560],
          [7.0, 400],
        ],
        t,
      ) as [number]
      carrying = t < 2.0
    } else {
      const u = t / (3 + l * 0.7) + l * 0.6
      x = lerp(260, 610, pingPong(u))
      carrying = Math.floor(((u % 2) + 2) % 2) === 1
    }
    if (carrying) s += tote(x, y - 10)
    s +=
      rect(x - 18, y - 10, 36, 9, C.light, 'rx="2"') +
      circle(x - 12, y - 5.5, 1.8, C.amber) +
      circle(x + 12, y - 5.5, 1.8, C.amber)
  }

  // The lift: mast, car and the tote it carries down to the conveyor.
  const [carY] = keyframes(
    [
      [0.3, 320],
      [2.0, 140],
      [2.8, 140],
      [4.6, 320],
      [5.0, 320],
      [7.0, 80],
    ],
    t,
  ) as [number]
  s += rect(COLD.liftX - 18, 40, 4, 290, C.sky) + rect(COLD.liftX + 16, 40, 4, 290, C.sky)
  s += rect(COLD.liftX - 14, 36, 30, 6, C.light)
  if (t >= 2.0 && t < 2.8) s += tote(lerp(252, COLD.liftX, phase(t, 2.0, 2.8)), 140 - 1)
  if (t >= 2.8 && t < 4.6) s += tote(COLD.liftX, carY - 1)
  s += rect(COLD.liftX - 16, carY - 2, 34, 5, C.light, 'rx="1"')

  // Conveyor from the lift through the wall into the tempered zone.
  s += rect(0, 320, COLD.liftX - 16, 5, C.sky) + rect(0, 325, COLD.liftX - 16, 10, C.navy2)
  for (let x = 8; x < COLD.liftX - 16; x += 14) s += circle(x, 322.5, 1.8, C.navy)
  if (t < 2.6) s += tote(lerp(110, -30, linear(t, 0, 2.6)), 320)
  if (t >= 4.6) s += tote(lerp(COLD.liftX, 40, phase(t, 4.6, 7.2)), 320)
  s +=
    rect(150, 0, 12, 286, C.light, 'opacity="0.9"') +
    rect(150, 330, 12, 30, C.light, 'opacity="0.9"')
  for (let x = 151; x < 162; x += 3) s += line(x, 286, x, 330, C.light, 1.5, 'opacity="0.35"')

  // Frost drifting in the freezer, and a slowly turning snowflake.
  for (const f of FROST) {
    const y = (f.y + f.vy * t) % H
    const x = f.x + Math.sin(t * 0.8 + f.phase) * 6 - t * 3
    if (x > 164) s += circle(x, y, f.size, C.light, `opacity="${n(f.opacity)}"`)
  }
  let flake = ''
  for (let k = 0; k < 6; k++) {
    flake += group(
      `rotate(${k * 60})`,
      line(0, 0, 0, -13, C.light, 2, 'stroke-linecap="round"') +
        line(0, -8, -4, -12, C.light, 1.5, 'stroke-linecap="round"') +
        line(0, -8, 4, -12, C.light, 1.5, 'stroke-linecap="round"'),
    )
  }
  s += circle(606, 22, 18, C.sky, 'opacity="0.2"')
  s += group(`translate(606 22) rotate(${n(t * 12)})`, flake)
  return s
}

// ---------------------------------------------------------------------------------------------
// 5. Digital twin: an isometric model of the plant on the video wall, live charts beside it,
//    a new route planned and tested in the model, then run.

const ISO = { ox: 312, oy: 40, s: 20 }
const iso = (x: number, y: number, z = 0): Point => ({
  x: ISO.ox + (x - y) * ISO.s * 0.866,
  y: ISO.oy + (x + y) * ISO.s * 0.5 - z * ISO.s,
})
const RACKS = [
  { x0: 1, y0: 1.5, x1: 9, y1: 2.6, h: 1.2 },
  { x0: 1, y0: 4.2, x1: 9, y1: 5.3, h: 1.2 },
  { x0: 1, y0: 6.9, x1: 9, y1: 8.0, h: 1.2 },
]
/** Aisle loop of the planned route (world units), and the vehicles' original runs. */
const ROUTE: Point[] = [
  { x: 0.4, y: 3.4 },
  { x: 9.6, y: 3.4 },
  { x: 9.6, y: 6.1 },
  { x: 0.4, y: 6.1 },
  { x: 0.4, y: 3.4 },
]

function routePoint(u: number): Point {
  const lens = ROUTE.slice(1).map((p, i) => Math.hypot(p.x - ROUTE[i]!.x, p.y - ROUTE[i]!.y))
  const total = lens.reduce((a, b) => a + b, 0)
  let d = (((u % 1) + 1) % 1) * total
  for (const [i, len] of lens.entries()) {
    if (d <= len) {
      const a = ROUTE[i]!
      const b = ROUTE[i + 1]!
      return { x: lerp(a.x, b.x, d / len), y: lerp(a.y, b.y, d / len) }
    }
    d -= len
  }
  return ROUTE[0]!
}

function isoBox(b: (typeof RACKS)[number]) {
  const top = [
    iso(b.x0, b.y0, b.h),
    iso(b.x1, b.y0, b.h),
    iso(b.x1, b.y1, b.h),
    iso(b.x0, b.y1, b.h),
  ]
  const front = [iso(b.x0, b.y1, 0), iso(b.x1, b.y1, 0), iso(b.x1, b.y1, b.h), iso(b.x0, b.y1, b.h)]
  const side = [iso(b.x1, b.y0, 0), iso(b.x1, b.y1, 0), iso(b.x1, b.y1, b.h), iso(b.x1, b.y0, b.h)]
  const edge = `stroke="${C.sky}" stroke-width="0.8" stroke-linejoin="round"`
  let s =
    polygon(front, C.blue, edge) +
    polygon(side, C.navy2, edge) +
    polygon(top, C.sky, `${edge} fill-opacity="0.45"`)
  for (const z of [b.h / 3, (2 * b.h) / 3]) {
    const a = iso(b.x0, b.y1, z)
    const c = iso(b.x1, b.y1, z)
    s += line(a.x, a.y, c.x, c.y, C.sky, 0.8, 'opacity="0.8"')
  }
  for (let x = b.x0 + 1; x < b.x1; x += 1) {
    const a = iso(x, b.y1, 0)
    const c = iso(x, b.y1, b.h)
    s += line(a.x, a.y, c.x, c.y, C.sky, 0.6, 'opacity="0.5"')
  }
  return s
}

function marker(p: Point, fill: string) {
  const a = iso(p.x - 0.22, p.y - 0.22, 0.1)
  const b = iso(p.x + 0.22, p.y - 0.22, 0.1)
  const c = iso(p.x + 0.22, p.y + 0.22, 0.1)
  const d = iso(p.x - 0.22, p.y + 0.22, 0.1)
  return polygon([a, b, c, d], fill, `stroke="${C.navy}" stroke-width="0.6"`)
}

function digitalTwin(t: number): string {
  let s = rect(0, 0, W, H, C.navy)
  // Video wall: model in the middle, metrics either side.
  s += rect(106, 16, 428, 232, 'none', `stroke="${C.sky}" stroke-width="6" opacity="0.18" rx="8"`)
  s += rect(110, 20, 420, 224, C.navy2, `stroke="${C.sky}" stroke-width="1.5" rx="6"`)
  s += rect(14, 20, 86, 224, C.navy2, `stroke="${C.sky}" stroke-width="1.5" rx="6"`)
  s += rect(540, 20, 86, 224, C.navy2, `stroke="${C.sky}" stroke-width="1.5" rx="6"`)

  // The model: floor grid, racks, vehicles (light) and pallets (amber) drawn back to front.
  let m = ''
  m += polygon(
    [iso(0, 0), iso(10, 0), iso(10, 9), iso(0, 9)],
    C.navy,
    `stroke="${C.sky}" stroke-width="1"`,
  )
  for (let k = 1; k < 10; k++) {
    const a = iso(k, 0)
    const b = iso(k, 9)
    m += line(a.x, a.y, b.x, b.y, C.blue, 0.8)
  }
  for (let k = 1; k < 9; k++) {
    const a = iso(0, k)
    const b = iso(10, k)
    m += line(a.x, a.y, b.x, b.y, C.blue, 0.8)
  }
  const planned = linear(t, 3.2, 4.6)
  if (planned > 0) {
    const steps = 60
    const ps: Point[] = []
    for (let i = 0; i <= Math.round(steps * planned); i++)
      ps.push(iso(routePoint(i / steps).x, routePoint(i / steps).y))
    m += polyline(ps, C.amber, 1.8, 'stroke-dasharray="5 4"')
  }
  const movers: Array<{ p: Point; fill: string }> = [
    { p: { x: lerp(0.6, 9.4, pingPong(t / 3)), y: 3.4 }, fill: C.light },
    { p: { x: lerp(9.4, 0.6, pingPong(t / 3.6 + 0.4)), y: 6.1 }, fill: C.light },
    { p: { x: lerp(0.6, 9.4, pingPong(t / 2.8 + 1.2)), y: 8.7 }, fill: C.light },
    { p: { x: 0.4, y: lerp(0.6, 8.6, pingPong(t / 4 + 0.5)) }, fill: C.light },
  ]
  if (t > 4.6) {
    const go = phase(t, 4.6, 5.2)
    for (let k = 0; k < 3; k++)
      movers.push({ p: routePoint(k / 3 + (t - 4.6) * 0.09 * go), fill: C.amber })
  }
  const layers = [
    ...RACKS.map((b) => ({ depth: b.y1, draw: isoBox(b) })),
    ...movers.map((v) => ({ depth: v.p.y, draw: marker(v.p, v.fill) })),
  ]
  layers.sort((a, b) => a.depth - b.depth)
  for (const layer of layers) m += layer.draw
  // The scan that checks the plan in the model.
  if (t > 3.0 && t < 4.6) {
    const x = lerp(110, 530, linear(t, 3.0, 4.6))
    m +=
      rect(x - 26, 20, 26, 224, C.light, 'opacity="0.08"') +
      rect(x - 2, 20, 2, 224, C.light, 'opacity="0.55"')
  }
  s +=
    '<defs><clipPath id="wall"><rect x="110" y="20" width="420" height="224" rx="6"/></clipPath></defs>'
  s += `<g clip-path="url(#wall)">${m}</g>`

  // Left panel: throughput bars and a utilisation ring.
  for (let i = 0; i < 5; i++) {
    const h = 22 + 46 * (0.5 + 0.5 * Math.sin(t * 1.3 + i * 1.1))
    s += rect(24 + i * 14, 140 - h, 9, h, i === 2 ? C.amber : C.sky, 'rx="1"')
  }
  s += line(22, 141, 92, 141, C.blue, 1.5)
  const ring = 0.55 + 0.3 * Math.sin(t * 0.7)
  const end = rad(-90 + 360 * ring)
  s += circle(57, 192, 22, 'none', `stroke="${C.navy}" stroke-width="6"`)
  s += `<path d="M 57 170 A 22 22 0 ${ring > 0.5 ? 1 : 0} 1 ${n(57 + 22 * Math.cos(end))} ${n(192 + 22 * Math.sin(end))}" fill="none" stroke="${C.amber}" stroke-width="6" stroke-linecap="round"/>`

  // Right panel: a live line chart and status rows.
  for (const y of [44, 72, 100, 128]) s += line(550, y, 616, y, C.blue, 1)
  const chart: Point[] = []
  for (let i = 0; i <= 22; i++) {
    const u = i / 22
    const v = Math.sin((u * 6 + t * 1.6) * 0.9) * 0.5 + Math.sin(u * 13 + t * 2.3) * 0.25
    chart.push({ x: 550 + u * 66, y: 88 - v * 30 })
  }
  s += polyline(chart, C.amber, 1.6)
  for (let k = 0; k < 4; k++) {
    const y = 160 + k * 20
    const on = Math.floor(t * 2 + k * 1.7) % 3 !== 0
    s +=
      circle(556, y, 3.5, on ? C.amber : C.sky) +
      rect(566, y - 3, 20 + 30 * (0.5 + 0.5 * Math.sin(t + k)), 6, C.sky, 'opacity="0.7" rx="3"')
  }

  // Desk with three monitors mirroring the wall.
  s += rect(0, 300, W, 60, C.navy2) + rect(0, 300, W, 3, C.blue)
  for (const [i, x] of [150, 272, 394].entries()) {
    s +=
      rect(x + 44, 292, 8, 9, C.blue) +
      rect(x, 248, 96, 46, C.blue, `stroke="${C.sky}" stroke-width="1.2" rx="3"`)
    for (let k = 0; k < 4; k++) {
      const len = 20 + 50 * (0.5 + 0.5 * Math.sin(t * 1.1 + i * 2 + k))
      s += rect(x + 8, 256 + k * 9, len, 4, k === i ? C.amber : C.sky, 'opacity="0.8" rx="2"')
    }
  }
  return s
}

// ---------------------------------------------------------------------------------------------
// Rendering

const scenes: Record<string, { seconds: number; draw: (t: number) => string }> = {
  'company-film': { seconds: 10, draw: companyFilm },
  'stacker-cranes': { seconds: 10, draw: stackerCranes },
  'agv-fleet': { seconds: 10, draw: agvFleet },
  'cold-chain': { seconds: 8, draw: coldStore },
  'digital-twin': { seconds: 8, draw: digitalTwin },
}

/** One frame: the scene, faded in from and out to navy over half a second. */
function frame(draw: (t: number) => string, t: number, seconds: number) {
  const veil = Math.max(1 - phase(t, 0, 0.5), phase(t, seconds - 0.5, seconds))
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    draw(t) +
    (veil > 0.001 ? rect(0, 0, W, H, C.navy, `opacity="${veil.toFixed(3)}"`) : '') +
    '</svg>'
  )
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: 'utf8' })
  if (result.error) throw result.error
  if (result.status !== 0) throw new Error(`${command} failed:\n${result.stderr}`)
  return result.stdout
}

function render(slug: string) {
  const scene = scenes[slug]
  if (!scene) throw new Error(`no scene for "${slug}"`)
  const video = videos.find((v) => v.slug === slug)
  if (!video) throw new Error(`"${slug}" is not a seed video (cms/seed/content/media.ts)`)
  if (video.durationSeconds !== scene.seconds)
    throw new Error(
      `${slug}: the scene lasts ${scene.seconds} s but media.ts says ${video.durationSeconds} s`,
    )
  const frames = mkdtempSync(join(tmpdir(), `video-${slug}-`))
  try {
    const count = scene.seconds * FPS
    for (let i = 0; i < count; i++)
      writeFileSync(
        join(frames, `f${String(i).padStart(4, '0')}.svg`),
        frame(scene.draw, i / FPS, scene.seconds),
      )
    const out = join(OUT_DIR, `${slug}.mp4`)
    run(
      'ffmpeg',
      [
        ['-y', '-hide_banner', '-loglevel', 'error'],
        ['-framerate', String(FPS), '-i', join(frames, 'f%04d.svg')],
        ['-vf', 'format=yuv420p', '-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'animation'],
        ['-crf', '21', '-maxrate', '320k', '-bufsize', '640k', '-g', String(2 * FPS)],
        ['-pix_fmt', 'yuv420p', '-profile:v', 'high', '-level', '3.0', '-r', String(FPS)],
        ['-an', '-map_metadata', '-1', '-movflags', '+faststart', out],
      ].flat(),
    )
    const seconds = Number(
      run('ffprobe', [
        '-v',
        'error',
        '-show_entries',
        'format=duration',
        '-of',
        'csv=p=0',
        out,
      ]).trim(),
    )
    const bytes = statSync(out).size
    if (bytes > MAX_BYTES) throw new Error(`${slug}.mp4 is ${bytes} bytes, over ${MAX_BYTES}`)
    if (Math.round(seconds) !== video.durationSeconds)
      throw new Error(`${slug}.mp4 lasts ${seconds} s, media.ts says ${video.durationSeconds} s`)
    console.log(`${slug}.mp4  ${seconds.toFixed(2)} s  ${(bytes / 1024).toFixed(0)} KB`)
  } finally {
    rmSync(frames, { recursive: true, force: true })
  }
}

mkdirSync(OUT_DIR, { recursive: true })
const wanted = process.argv.slice(2)
for (const slug of wanted.length ? wanted : Object.keys(scenes)) render(slug)
