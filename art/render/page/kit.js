// The renderer, lights, materials and post-processing shared by every scene (runs in Chromium).
import * as THREE from 'three'
import { EffectComposer } from 'three/addons/postprocessing/EffectComposer.js'
import { RenderPass } from 'three/addons/postprocessing/RenderPass.js'
import { GTAOPass } from 'three/addons/postprocessing/GTAOPass.js'
import { OutputPass } from 'three/addons/postprocessing/OutputPass.js'
import { SMAAPass } from 'three/addons/postprocessing/SMAAPass.js'
import { RoomEnvironment } from 'three/addons/environments/RoomEnvironment.js'
import { RoundedBoxGeometry } from 'three/addons/geometries/RoundedBoxGeometry.js'

/** A seeded random source (mulberry32): the same name gives the same picture. */
export function rng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function hashName(name) {
  let h = 2166136261
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 16777619)
  return h >>> 0
}

/** The brand palette and the colours of the machines. */
export const C = {
  brand: 0xf5a524,
  orange: 0xe8731a,
  navy: 0x0b2545,
  blue: 0x1d4e89,
  rackBlue: 0x1f4f8f,
  white: 0xe9ecef,
  grey: 0x8a929b,
  dark: 0x23272d,
  black: 0x111315,
  cardboard: 0xb98a5a,
  wood: 0xa47a4d,
  concrete: 0x9a9690,
  epoxy: 0x6d7780,
}

// ------------------------------------------------------------------------------------------
// Procedural textures (canvas, seeded)

export function canvasTexture(size, draw, { repeat = [1, 1], srgb = true } = {}) {
  const canvas = document.createElement('canvas')
  canvas.width = canvas.height = size
  const g = canvas.getContext('2d')
  draw(g, size)
  const tex = new THREE.CanvasTexture(canvas)
  tex.wrapS = tex.wrapT = THREE.RepeatWrapping
  tex.repeat.set(repeat[0], repeat[1])
  tex.anisotropy = 8
  if (srgb) tex.colorSpace = THREE.SRGBColorSpace
  return tex
}

/** A texture painted once on a `w` x `h` canvas by `draw(g, w, h)`, in sRGB, not repeated. */
export function paintedTexture(w, h, draw) {
  const canvas = document.createElement('canvas')
  canvas.width = w
  canvas.height = h
  draw(canvas.getContext('2d'), w, h)
  const tex = new THREE.CanvasTexture(canvas)
  tex.colorSpace = THREE.SRGBColorSpace
  return tex
}

/**
 * Lettering too small or too soft to read: `n` word-like bars from `x` along the line at `y`,
 * each `min` to `min + spread` wide and `h` high, `gap` apart, a wider `space` after every
 * `every`th.
 */
export function wordBars(g, r, { x, y, n, min, spread, h, gap, space, every }) {
  for (let i = 0; i < n; i++) {
    const w = min + r() * spread
    g.fillRect(x, y, w, h)
    x += w + (i % every === every - 1 ? space : gap)
  }
}

/** Concrete or epoxy: a mottled base with fine speckle and a few trowel marks. */
export function floorTexture(seed, base = '#8f8c87', repeat = 8) {
  const r = rng(seed)
  return canvasTexture(
    1024,
    (g, s) => {
      g.fillStyle = base
      g.fillRect(0, 0, s, s)
      for (let i = 0; i < 260; i++) {
        const x = r() * s
        const y = r() * s
        const rad = 30 + r() * 160
        const grad = g.createRadialGradient(x, y, 0, x, y, rad)
        const v = r() > 0.5 ? 255 : 0
        grad.addColorStop(0, `rgba(${v},${v},${v},${0.035 + r() * 0.03})`)
        grad.addColorStop(1, `rgba(${v},${v},${v},0)`)
        g.fillStyle = grad
        g.fillRect(x - rad, y - rad, rad * 2, rad * 2)
      }
      for (let i = 0; i < 24000; i++) {
        const v = r() > 0.5 ? 255 : 0
        g.fillStyle = `rgba(${v},${v},${v},${0.05 + r() * 0.08})`
        g.fillRect(r() * s, r() * s, 1 + r() * 1.5, 1 + r() * 1.5)
      }
      g.strokeStyle = 'rgba(0,0,0,0.12)'
      g.lineWidth = 2
      g.beginPath()
      g.moveTo(0, 2)
      g.lineTo(s, 2)
      g.moveTo(2, 0)
      g.lineTo(2, s)
      g.stroke()
    },
    { repeat: [repeat, repeat] },
  )
}

/** Corrugated cardboard with tape: a box side. */
export function cardboardTexture(seed, tint = '#b98a5a') {
  const r = rng(seed)
  return canvasTexture(256, (g, s) => {
    g.fillStyle = tint
    g.fillRect(0, 0, s, s)
    for (let i = 0; i < 3000; i++) {
      const v = r() > 0.5 ? 255 : 0
      g.fillStyle = `rgba(${v},${v},${v},0.04)`
      g.fillRect(r() * s, r() * s, 2, 2)
    }
    g.fillStyle = 'rgba(120,80,40,0.25)'
    g.fillRect(0, s * 0.46, s, s * 0.08)
    g.fillStyle = 'rgba(255,255,255,0.5)'
    g.fillRect(s * 0.12, s * 0.66, s * 0.3, s * 0.14)
  })
}

/**
 * The face of a stack of cartons on a pallet (2 x 4 cartons with seams, tape and labels), so
 * a whole load is one box: cheap for a CPU renderer, and it still reads as cartons.
 */
export function stackTexture(seed, tint = '#c39465') {
  const r = rng(seed)
  return canvasTexture(512, (g, s) => {
    g.fillStyle = tint
    g.fillRect(0, 0, s, s)
    for (let i = 0; i < 6000; i++) {
      const v = r() > 0.5 ? 255 : 0
      g.fillStyle = `rgba(${v},${v},${v},0.035)`
      g.fillRect(r() * s, r() * s, 2, 2)
    }
    const cols = 2
    const rows = 4
    const cw = s / cols
    const ch = s / rows
    for (let i = 0; i < cols; i++)
      for (let j = 0; j < rows; j++) {
        const x = i * cw
        const y = j * ch
        const shade = 0.9 + r() * 0.2
        g.fillStyle = `rgba(${shade > 1 ? 255 : 0},${shade > 1 ? 230 : 0},${shade > 1 ? 200 : 0},${Math.abs(shade - 1) * 0.6})`
        g.fillRect(x, y, cw, ch)
        g.fillStyle = 'rgba(110,72,38,0.22)'
        g.fillRect(x, y + ch * 0.45, cw, ch * 0.1)
        if (r() > 0.3) {
          g.fillStyle = 'rgba(250,250,245,0.85)'
          g.fillRect(x + cw * 0.12, y + ch * 0.62, cw * 0.28, ch * 0.2)
        }
        g.strokeStyle = 'rgba(60,40,20,0.55)'
        g.lineWidth = 4
        g.strokeRect(x + 1, y + 1, cw - 2, ch - 2)
      }
  })
}

/**
 * The face of a load of another kind than brown cartons, one box per load like `stackTexture`:
 * `pharma` white shipper cartons with a blue band and a label (2 x 3), `bottles` shrink-wrapped
 * packs of water bottles in three tiers on tier sheets, `crates` stacked blue and white milk
 * crates with handle holes, `trays` a stack of black battery-cell trays with the cells' ends in
 * rows, `ibc` a 1,000 L tank in its steel cage with a hazard label, `frost` any load under rime.
 */
export function loadTexture(kind, seed) {
  const r = rng(seed)
  return canvasTexture(512, (g, s) => {
    const speckle = (n, alpha) => {
      for (let i = 0; i < n; i++) {
        const v = r() > 0.5 ? 255 : 0
        g.fillStyle = `rgba(${v},${v},${v},${alpha})`
        g.fillRect(r() * s, r() * s, 2, 2)
      }
    }
    if (kind === 'pharma') {
      g.fillStyle = '#eef0f1'
      g.fillRect(0, 0, s, s)
      speckle(3000, 0.03)
      const cw = s / 2
      const ch = s / 3
      for (let i = 0; i < 2; i++)
        for (let j = 0; j < 3; j++) {
          const x = i * cw
          const y = j * ch
          g.fillStyle = r() > 0.3 ? '#2f6db5' : '#1d4e89'
          g.fillRect(x, y + ch * 0.12, cw, ch * 0.12)
          g.fillStyle = '#ffffff'
          g.fillRect(x + cw * 0.55, y + ch * 0.42, cw * 0.34, ch * 0.34)
          g.fillStyle = 'rgba(20,30,40,0.55)'
          for (let k = 0; k < 5; k++)
            g.fillRect(x + cw * 0.58, y + ch * (0.46 + k * 0.055), cw * (0.12 + r() * 0.16), 3)
          g.fillStyle = '#3aa655'
          g.fillRect(x + cw * 0.12, y + ch * 0.5, cw * 0.1, ch * 0.18)
          g.strokeStyle = 'rgba(90,100,110,0.5)'
          g.lineWidth = 4
          g.strokeRect(x + 1, y + 1, cw - 2, ch - 2)
        }
      return
    }
    if (kind === 'bottles') {
      g.fillStyle = '#9fc3dc'
      g.fillRect(0, 0, s, s)
      const tiers = 3
      const th = s / tiers
      for (let t = 0; t < tiers; t++) {
        const y0 = t * th
        g.fillStyle = '#c8a77a'
        g.fillRect(0, y0 + th - 8, s, 8)
        for (let b = 0; b < 8; b++) {
          const x = b * (s / 8) + 6
          const w = s / 8 - 12
          const grad = g.createLinearGradient(x, 0, x + w, 0)
          grad.addColorStop(0, '#6f9fc4')
          grad.addColorStop(0.35, '#e8f4fb')
          grad.addColorStop(0.6, '#a9cde6')
          grad.addColorStop(1, '#5a88ad')
          g.fillStyle = grad
          g.fillRect(x, y0 + th * 0.3, w, th * 0.66)
          g.fillRect(x + w * 0.3, y0 + th * 0.12, w * 0.4, th * 0.2)
          g.fillStyle = b % 2 ? '#1d4e89' : '#2f6db5'
          g.fillRect(x + w * 0.28, y0 + th * 0.06, w * 0.44, th * 0.07)
          g.fillStyle = 'rgba(255,255,255,0.8)'
          g.fillRect(x, y0 + th * 0.55, w, th * 0.16)
        }
      }
      g.fillStyle = 'rgba(255,255,255,0.18)'
      for (let i = 0; i < 14; i++) g.fillRect(r() * s, 0, 3 + r() * 10, s)
      return
    }
    if (kind === 'crates') {
      g.fillStyle = '#e9eef2'
      g.fillRect(0, 0, s, s)
      const rows = 5
      const ch = s / rows
      for (let j = 0; j < rows; j++)
        for (let i = 0; i < 2; i++) {
          const x = i * (s / 2)
          const y = j * ch
          g.fillStyle = (i + j) % 3 === 0 ? '#f4f6f7' : '#2f6db5'
          g.fillRect(x + 3, y + 3, s / 2 - 6, ch - 6)
          g.fillStyle = 'rgba(0,0,0,0.28)'
          for (let k = 0; k < 6; k++) g.fillRect(x + 16 + k * 38, y + ch * 0.5, 22, ch * 0.34)
          g.fillStyle = 'rgba(0,0,0,0.55)'
          g.fillRect(x + s / 4 - 28, y + ch * 0.16, 56, ch * 0.18)
          g.fillStyle = 'rgba(255,255,255,0.85)'
          g.fillRect(x + 20, y + ch * 0.08, s / 2 - 40, ch * 0.05)
        }
      return
    }
    if (kind === 'trays') {
      g.fillStyle = '#202327'
      g.fillRect(0, 0, s, s)
      const rows = 4
      const ch = s / rows
      for (let j = 0; j < rows; j++) {
        const y = j * ch
        g.fillStyle = '#2c3035'
        g.fillRect(0, y + ch * 0.72, s, ch * 0.28)
        g.fillStyle = 'rgba(255,255,255,0.08)'
        g.fillRect(0, y + ch * 0.72, s, 4)
        for (let i = 0; i < 10; i++) {
          const x = 6 + i * (s / 10)
          g.fillStyle = '#8f98a3'
          g.fillRect(x, y + ch * 0.1, s / 10 - 12, ch * 0.6)
          g.fillStyle = '#2f6db5'
          g.fillRect(x, y + ch * 0.1, s / 10 - 12, ch * 0.12)
          g.fillStyle = '#c9ced4'
          g.fillRect(x + 6, y + ch * 0.3, 10, ch * 0.08)
          g.fillStyle = '#b04a3a'
          g.fillRect(x + s / 10 - 30, y + ch * 0.3, 10, ch * 0.08)
        }
      }
      return
    }
    if (kind === 'ibc') {
      g.fillStyle = '#e9ebe6'
      g.fillRect(0, 0, s, s)
      g.fillStyle = 'rgba(150,140,110,0.25)'
      g.fillRect(0, s * 0.45, s, s * 0.55)
      g.fillStyle = '#8d949b'
      for (let x = 0; x <= s; x += s / 6) g.fillRect(x - 5, 0, 10, s)
      for (let y = 0; y <= s; y += s / 6) g.fillRect(0, y - 5, s, 10)
      g.fillStyle = '#1b1d20'
      g.fillRect(0, s - 40, s, 40)
      g.fillStyle = '#ffffff'
      g.fillRect(s * 0.36, s * 0.3, s * 0.28, s * 0.2)
      g.fillStyle = '#d42a20'
      g.beginPath()
      g.moveTo(s * 0.5, s * 0.31)
      g.lineTo(s * 0.6, s * 0.4)
      g.lineTo(s * 0.5, s * 0.49)
      g.lineTo(s * 0.4, s * 0.4)
      g.closePath()
      g.fill()
      return
    }
    // frost: carton stacks under a bluish-white crust of rime, thickest on the top edges
    g.fillStyle = '#b9a58c'
    g.fillRect(0, 0, s, s)
    for (let i = 0; i < 2; i++)
      for (let j = 0; j < 4; j++) {
        g.fillStyle = 'rgba(90,70,50,0.35)'
        g.fillRect(i * (s / 2), j * (s / 4) + s / 9, s / 2, s / 40)
        g.strokeStyle = 'rgba(60,45,30,0.6)'
        g.lineWidth = 5
        g.strokeRect(i * (s / 2) + 2, j * (s / 4) + 2, s / 2 - 4, s / 4 - 4)
      }
    const rime = g.createLinearGradient(0, 0, 0, s)
    rime.addColorStop(0, 'rgba(240,247,253,0.9)')
    rime.addColorStop(1, 'rgba(222,236,250,0.55)')
    g.fillStyle = rime
    g.fillRect(0, 0, s, s)
    for (let i = 0; i < 9000; i++) {
      g.fillStyle = `rgba(255,255,255,${0.2 + r() * 0.5})`
      g.fillRect(r() * s, r() * s, 1 + r() * 3, 1 + r() * 3)
    }
    for (let i = 0; i < 2500; i++) {
      g.fillStyle = `rgba(120,150,180,${0.05 + r() * 0.12})`
      g.fillRect(r() * s, r() * s, 1 + r() * 2, 1 + r() * 2)
    }
  })
}

/**
 * Flat artwork for a panel, no words: `panel` insulated wall cladding (white sheet with
 * vertical joints and fine ribs), `hazard` yellow and black stripes, `ex` the yellow triangle
 * of an explosion-protected area, `grating` a steel floor grating over a spill sump.
 */
export function panelTexture(kind, { repeat = [1, 1], tint = '#eef1f3' } = {}) {
  return canvasTexture(
    512,
    (g, s) => {
      if (kind === 'hazard') {
        g.fillStyle = '#f2c300'
        g.fillRect(0, 0, s, s)
        g.fillStyle = '#16181a'
        for (let x = -s; x < s * 2; x += 128) {
          g.beginPath()
          g.moveTo(x, 0)
          g.lineTo(x + 64, 0)
          g.lineTo(x + 64 + s, s)
          g.lineTo(x + s, s)
          g.fill()
        }
        return
      }
      if (kind === 'ex') {
        g.fillStyle = '#ffffff'
        g.fillRect(0, 0, s, s)
        g.fillStyle = '#16181a'
        g.beginPath()
        g.moveTo(s / 2, 30)
        g.lineTo(s - 24, s - 50)
        g.lineTo(24, s - 50)
        g.closePath()
        g.fill()
        g.fillStyle = '#f2c300'
        g.beginPath()
        g.moveTo(s / 2, 78)
        g.lineTo(s - 66, s - 74)
        g.lineTo(66, s - 74)
        g.closePath()
        g.fill()
        g.fillStyle = '#16181a'
        g.font = 'bold 150px sans-serif'
        g.textAlign = 'center'
        g.fillText('EX', s / 2, s - 118)
        return
      }
      if (kind === 'grating') {
        g.fillStyle = '#3a3f45'
        g.fillRect(0, 0, s, s)
        g.fillStyle = '#9aa1a8'
        for (let x = 0; x < s; x += 32) g.fillRect(x, 0, 8, s)
        for (let y = 0; y < s; y += 96) g.fillRect(0, y, s, 5)
        return
      }
      g.fillStyle = tint
      g.fillRect(0, 0, s, s)
      g.fillStyle = 'rgba(0,0,0,0.035)'
      for (let x = 0; x < s; x += 16) g.fillRect(x, 0, 3, s)
      g.fillStyle = 'rgba(0,0,0,0.22)'
      g.fillRect(0, 0, 4, s)
      g.fillStyle = 'rgba(255,255,255,0.5)'
      g.fillRect(5, 0, 3, s)
    },
    { repeat },
  )
}

/**
 * Printed and projected matter for the investor stories, no words (text is grey lines):
 * `cover` an annual report's cover (navy, an orange band, a picture of the plant), `page` an
 * inside spread's page (lines of text, a bar chart and a line), `slide` the screen of a general
 * meeting (navy, an orange rule, a title block and a chart), `card` a white name card.
 */
export function paperTexture(kind, seed = 1) {
  const r = rng(seed)
  return canvasTexture(512, (g, s) => {
    const lines = (x, y, w, n, gap = 16, color = 'rgba(60,70,80,0.45)') => {
      g.fillStyle = color
      for (let i = 0; i < n; i++)
        g.fillRect(x, y + i * gap, w * (i === n - 1 ? 0.6 : 0.85 + r() * 0.15), 5)
    }
    const bars = (x, y, w, h, n, colors) => {
      for (let i = 0; i < n; i++) {
        const bh = h * (0.35 + (i / n) * 0.5 + r() * 0.12)
        g.fillStyle = colors[i % colors.length]
        g.fillRect(x + i * (w / n) + 4, y + h - bh, w / n - 8, bh)
      }
    }
    if (kind === 'cover') {
      g.fillStyle = '#0b2545'
      g.fillRect(0, 0, s, s)
      const sky = g.createLinearGradient(0, 150, 0, 400)
      sky.addColorStop(0, '#8fb3d9')
      sky.addColorStop(1, '#e4edf5')
      g.fillStyle = sky
      g.fillRect(0, 150, s, 250)
      g.fillStyle = '#6f8a55'
      g.fillRect(0, 360, s, 40)
      for (const [x, w, h, c] of [
        [30, 200, 90, '#e4e7ea'],
        [250, 90, 170, '#f1f3f5'],
        [360, 120, 120, '#d6dadf'],
      ]) {
        g.fillStyle = c
        g.fillRect(x, 370 - h, w, h)
        g.fillStyle = '#1d4e89'
        g.fillRect(x, 370 - h + 10, w, 10)
      }
      g.fillStyle = '#f5a524'
      g.fillRect(0, 400, s, 18)
      g.fillStyle = '#ffffff'
      g.fillRect(40, 50, 300, 30)
      g.fillRect(40, 95, 180, 16)
      g.fillRect(40, 450, 120, 14)
      return
    }
    if (kind === 'page') {
      g.fillStyle = '#fbfbf8'
      g.fillRect(0, 0, s, s)
      g.fillStyle = '#0b2545'
      g.fillRect(30, 30, 220, 16)
      lines(30, 70, 450, 8)
      bars(40, 220, 260, 150, 6, ['#1d4e89', '#2f6db5', '#f5a524'])
      g.strokeStyle = '#f5a524'
      g.lineWidth = 4
      g.beginPath()
      let y = 330
      for (let x = 320; x <= 480; x += 20) {
        y -= 6 + r() * 14
        if (x === 320) g.moveTo(x, y)
        else g.lineTo(x, y)
      }
      g.stroke()
      g.fillStyle = 'rgba(60,70,80,0.3)'
      g.fillRect(40, 372, 440, 2)
      lines(30, 400, 450, 6)
      return
    }
    if (kind === 'slide') {
      g.fillStyle = '#0b2545'
      g.fillRect(0, 0, s, s)
      g.fillStyle = '#f5a524'
      g.fillRect(40, 60, 120, 8)
      g.fillStyle = '#ffffff'
      g.fillRect(40, 90, 330, 34)
      g.fillStyle = 'rgba(255,255,255,0.6)'
      g.fillRect(40, 140, 220, 16)
      bars(60, 250, 380, 180, 5, ['#4f86c6', '#7fb0e0', '#f5a524'])
      g.fillStyle = 'rgba(255,255,255,0.35)'
      g.fillRect(50, 432, 400, 3)
      return
    }
    if (kind === 'contract') {
      // a contract's page: paragraphs as lines, and at the foot the two signature blocks
      g.fillStyle = '#fbfaf6'
      g.fillRect(0, 0, s, s)
      const words = (x, y, w) => {
        g.fillStyle = 'rgba(40,44,52,0.55)'
        for (let cx = x; cx < x + w;) {
          const ww = 14 + r() * 40
          g.fillRect(cx, y, Math.min(ww, x + w - cx), 5)
          cx += ww + 6
        }
      }
      for (let y = 50; y < 300; y += 15) if (r() > 0.12) words(50, y, 410 * (0.75 + r() * 0.25))
      for (const x of [50, 280]) {
        g.fillStyle = 'rgba(40,44,52,0.55)'
        g.fillRect(x, 360, 80, 5)
        g.fillStyle = 'rgba(40,44,52,0.7)'
        g.fillRect(x, 420, 180, 2)
      }
      g.fillStyle = 'rgba(200,40,40,0.55)'
      g.beginPath()
      g.arc(370, 400, 38, 0, Math.PI * 2)
      g.lineWidth = 6
      g.strokeStyle = 'rgba(200,40,40,0.6)'
      g.stroke()
      return
    }
    if (kind === 'plate') {
      // a name plate's face: brushed brass, a name and a title as engraved lines
      const brass = g.createLinearGradient(0, 0, s, 0)
      brass.addColorStop(0, '#b89a66')
      brass.addColorStop(0.5, '#d8c08e')
      brass.addColorStop(1, '#a98c5c')
      g.fillStyle = brass
      g.fillRect(0, 0, s, s)
      for (let y = 0; y < s; y += 3) {
        g.fillStyle = `rgba(255,255,255,${r() * 0.08})`
        g.fillRect(0, y, s, 1)
      }
      g.fillStyle = '#2a2118'
      wordBars(g, r, {
        x: 110,
        y: 215,
        n: 9,
        min: 18,
        spread: 14,
        h: 40,
        gap: 8,
        space: 26,
        every: 3,
      })
      g.fillStyle = 'rgba(42,33,24,0.7)'
      g.fillRect(170, 320, 170, 12)
      return
    }
    g.fillStyle = '#ffffff'
    g.fillRect(0, 0, s, s)
    g.fillStyle = '#c8221a'
    g.fillRect(0, 0, s, 30)
    g.fillStyle = '#1b1d20'
    g.fillRect(120, 220, 270, 70)
  })
}

/** A screen: a dark fleet map with lanes, racks and moving dots; or a chart panel. No text. */
export function screenTexture(seed, kind = 'map', hue = '#4fd1c5') {
  const r = rng(seed)
  return canvasTexture(512, (g, s) => {
    g.fillStyle = '#07121f'
    g.fillRect(0, 0, s, s)
    if (kind === 'map') {
      g.strokeStyle = 'rgba(80,140,200,0.35)'
      g.lineWidth = 2
      for (let i = 0; i < 9; i++) {
        g.strokeRect(30 + i * 52, 60, 30, 300)
      }
      g.strokeStyle = 'rgba(245,165,36,0.8)'
      g.lineWidth = 3
      g.beginPath()
      g.moveTo(20, 400)
      g.lineTo(490, 400)
      g.moveTo(20, 40)
      g.lineTo(490, 40)
      g.stroke()
      for (let i = 0; i < 26; i++) {
        g.fillStyle = r() > 0.8 ? '#f5a524' : hue
        g.beginPath()
        g.arc(20 + r() * 470, r() > 0.5 ? 400 : 40 + r() * 360, 5, 0, Math.PI * 2)
        g.fill()
      }
      g.fillStyle = 'rgba(79,209,197,0.2)'
      g.fillRect(20, 430, 470, 60)
      g.fillStyle = hue
      for (let i = 0; i < 20; i++) g.fillRect(30 + i * 23, 480 - r() * 40, 14, 6)
    } else {
      g.strokeStyle = 'rgba(120,160,220,0.25)'
      for (let i = 0; i < 8; i++) {
        g.beginPath()
        g.moveTo(20, 40 + i * 55)
        g.lineTo(490, 40 + i * 55)
        g.stroke()
      }
      for (let k = 0; k < 2; k++) {
        g.strokeStyle = k ? '#f5a524' : hue
        g.lineWidth = 4
        g.beginPath()
        let y = 300
        for (let x = 20; x < 490; x += 20) {
          y = Math.max(60, Math.min(420, y + (r() - 0.5) * 70))
          if (x === 20) g.moveTo(x, y)
          else g.lineTo(x, y)
        }
        g.stroke()
      }
      for (let i = 0; i < 6; i++) {
        g.fillStyle = i % 2 ? 'rgba(79,209,197,0.7)' : 'rgba(82,134,196,0.8)'
        const h = 40 + r() * 80
        g.fillRect(40 + i * 75, 500 - h, 40, h)
      }
    }
  })
}

/** Wood veneer: long grain along u, in `tone`, with faint pores and a few darker streaks. */
export function woodTexture(seed, tone = '#6b4a32', repeat = [1, 1]) {
  const r = rng(seed)
  return canvasTexture(
    1024,
    (g, s) => {
      g.fillStyle = tone
      g.fillRect(0, 0, s, s)
      for (let i = 0; i < 420; i++) {
        const y = r() * s
        const dark = r() > 0.45
        g.strokeStyle = dark
          ? `rgba(40,22,10,${0.05 + r() * 0.12})`
          : `rgba(255,226,190,${0.03 + r() * 0.06})`
        g.lineWidth = 0.6 + r() * 2.6
        g.beginPath()
        const amp = 2 + r() * 6
        const k = 0.004 + r() * 0.01
        const ph = r() * 6
        for (let x = 0; x <= s; x += 16) {
          const yy = y + Math.sin(x * k + ph) * amp
          if (x === 0) g.moveTo(x, yy)
          else g.lineTo(x, yy)
        }
        g.stroke()
      }
      for (let i = 0; i < 9000; i++) {
        g.fillStyle = `rgba(30,16,6,${0.05 + r() * 0.1})`
        g.fillRect(r() * s, r() * s, 2 + r() * 5, 1)
      }
    },
    { repeat },
  )
}

/** Woven cloth: a fine weave in `tint`, for a tablecloth, a chair's upholstery or a flag. */
export function fabricTexture(seed, tint = '#7a1f24', repeat = [1, 1]) {
  const r = rng(seed)
  return canvasTexture(
    512,
    (g, s) => {
      g.fillStyle = tint
      g.fillRect(0, 0, s, s)
      for (let y = 0; y < s; y += 2) {
        g.fillStyle = `rgba(0,0,0,${0.04 + r() * 0.05})`
        g.fillRect(0, y, s, 1)
      }
      for (let x = 0; x < s; x += 2) {
        g.fillStyle = `rgba(255,255,255,${0.02 + r() * 0.03})`
        g.fillRect(x, 0, 1, s)
      }
      for (let i = 0; i < 40; i++) {
        const grad = g.createRadialGradient(r() * s, r() * s, 0, r() * s, r() * s, 60 + r() * 90)
        grad.addColorStop(0, `rgba(255,255,255,${r() * 0.012})`)
        grad.addColorStop(1, 'rgba(255,255,255,0)')
        g.fillStyle = grad
        g.fillRect(0, 0, s, s)
      }
    },
    { repeat },
  )
}

/** Clipped foliage (a hedge's or a shrub's face): small leaves in greens, darker gaps. */
export function foliageTexture(seed, base = '#3d5e2e', repeat = [1, 1]) {
  const r = rng(seed)
  return canvasTexture(
    512,
    (g, s) => {
      g.fillStyle = '#1f3318'
      g.fillRect(0, 0, s, s)
      for (let i = 0; i < 5200; i++) {
        const c = new THREE.Color(base).offsetHSL(
          (r() - 0.5) * 0.04,
          (r() - 0.5) * 0.15,
          (r() - 0.4) * 0.14,
        )
        g.fillStyle = `#${c.getHexString()}`
        g.beginPath()
        g.ellipse(r() * s, r() * s, 3 + r() * 5, 1.5 + r() * 3, r() * Math.PI, 0, Math.PI * 2)
        g.fill()
      }
    },
    { repeat },
  )
}

/**
 * An equirectangular sky for a scene outdoors, as background and as image-based light, so that
 * glass reflects the sky it stands under: a gradient from the zenith to a warm horizon, soft
 * clouds, a line of trees and low buildings on the horizon, and the ground below.
 */
export function skyPanorama(seed, { zenith = '#4a78b5', horizon = '#f3dcbc', sun = 0.25 } = {}) {
  const r = rng(seed)
  const tex = paintedTexture(2048, 1024, (g, W, H) => {
    const sky = g.createLinearGradient(0, 0, 0, H / 2)
    sky.addColorStop(0, zenith)
    sky.addColorStop(0.72, '#7ba3d2')
    sky.addColorStop(0.92, '#bccfe0')
    sky.addColorStop(1, horizon)
    g.fillStyle = sky
    g.fillRect(0, 0, W, H / 2)
    // the sun's glow, low in the west (`sun`: its place along the panorama, 0..1)
    const sx = sun * W
    const glow = g.createRadialGradient(sx, H * 0.4, 0, sx, H * 0.4, W * 0.2)
    glow.addColorStop(0, 'rgba(255,236,200,0.9)')
    glow.addColorStop(1, 'rgba(255,220,170,0)')
    g.fillStyle = glow
    g.fillRect(0, 0, W, H / 2)
    for (let i = 0; i < 38; i++) {
      const x = r() * W
      const y = H * (0.12 + r() * 0.3)
      const w = 80 + r() * 260
      const cl = g.createRadialGradient(x, y, 0, x, y, w)
      cl.addColorStop(0, `rgba(255,250,242,${0.18 + r() * 0.25})`)
      cl.addColorStop(1, 'rgba(255,250,242,0)')
      g.fillStyle = cl
      g.save()
      g.translate(x, y)
      g.scale(1, 0.22)
      g.translate(-x, -y)
      g.fillRect(x - w, y - w, w * 2, w * 2)
      g.restore()
    }
    // the horizon: low buildings and trees, then the ground
    for (let x = 0; x < W;) {
      const w = 20 + r() * 90
      const h = r() > 0.7 ? 10 + r() * 26 : 4 + r() * 10
      g.fillStyle = r() > 0.6 ? '#8e969c' : '#4f6142'
      g.fillRect(x, H / 2 - h, w, h + 2)
      x += w
    }
    const ground = g.createLinearGradient(0, H / 2, 0, H)
    ground.addColorStop(0, '#6c7560')
    ground.addColorStop(0.2, '#5a5f55')
    ground.addColorStop(1, '#3d403c')
    g.fillStyle = ground
    g.fillRect(0, H / 2, W, H / 2)
  })
  tex.mapping = THREE.EquirectangularReflectionMapping
  return tex
}

/**
 * A quarterly report's slide on a meeting room's wall screen: the period's key figures in four
 * tiles, revenue by quarter as bars (this quarter in the brand's orange) and profit as a line.
 * `figures`: the four tiles' numbers, drawn as figures (no words).
 */
export function quarterSlide(figures = ['612.8', '+16.3%', '38.6', '+21.4%']) {
  const tex = paintedTexture(1280, 720, (g) => {
    const bg = g.createLinearGradient(0, 0, 1280, 720)
    bg.addColorStop(0, '#0d2a4d')
    bg.addColorStop(1, '#081a31')
    g.fillStyle = bg
    g.fillRect(0, 0, 1280, 720)
    g.fillStyle = '#f5a524'
    g.fillRect(60, 50, 150, 10)
    g.fillStyle = 'rgba(255,255,255,0.92)'
    g.fillRect(60, 80, 460, 34)
    g.fillStyle = 'rgba(255,255,255,0.45)'
    g.fillRect(60, 130, 280, 16)
    // the key figures, left; revenue by quarter as bars (this quarter orange) and profit, right
    figures.forEach((f, i) => {
      const y = 190 + i * 122
      g.fillStyle = 'rgba(255,255,255,0.07)'
      g.fillRect(60, y, 380, 106)
      g.fillStyle = 'rgba(255,255,255,0.45)'
      g.fillRect(82, y + 18, 120, 10)
      g.fillStyle = f.startsWith('+') ? '#5fd19b' : '#ffffff'
      g.font = 'bold 52px sans-serif'
      g.fillText(f, 80, y + 88)
    })
    const base = 640
    const vals = [0.52, 0.61, 0.66, 0.8, 0.6, 0.7, 0.76, 0.93]
    g.strokeStyle = 'rgba(255,255,255,0.12)'
    g.lineWidth = 2
    for (let k = 0; k < 5; k++) {
      g.beginPath()
      g.moveTo(500, base - k * 100)
      g.lineTo(1220, base - k * 100)
      g.stroke()
    }
    const x0 = (i) => 530 + i * 86
    vals.forEach((v, i) => {
      const h = v * 400
      g.fillStyle = i === vals.length - 1 ? '#f5a524' : i >= 4 ? '#4f86c6' : '#2f5f99'
      g.fillRect(x0(i), base - h, 54, h)
      g.fillStyle = 'rgba(255,255,255,0.4)'
      g.fillRect(x0(i) + 6, base + 20, 42, 10)
    })
    const ly = (i) => base - 130 - vals[i] * 300 + (i % 2) * 16
    g.strokeStyle = '#5fd19b'
    g.lineWidth = 6
    g.beginPath()
    vals.forEach((_, i) => (i === 0 ? g.moveTo(x0(i) + 27, ly(i)) : g.lineTo(x0(i) + 27, ly(i))))
    g.stroke()
    vals.forEach((_, i) => {
      g.fillStyle = '#5fd19b'
      g.beginPath()
      g.arc(x0(i) + 27, ly(i), 9, 0, Math.PI * 2)
      g.fill()
    })
  })
  tex.anisotropy = 8
  return tex
}

// ------------------------------------------------------------------------------------------
// Materials (physically based)

/** 'still' or 'film': films use cheaper materials and no point lights (SwiftShader is a CPU). */
export const quality = { mode: 'still' }

const matCache = new Map()
export function mat(key, make) {
  if (!matCache.has(key)) matCache.set(key, make())
  return matCache.get(key)
}

export const M = {
  paint: (color, rough = 0.42) =>
    mat(`paint-${color}-${rough}`, () =>
      quality.mode === 'film'
        ? new THREE.MeshStandardMaterial({ color, roughness: rough * 0.8, metalness: 0.05 })
        : new THREE.MeshPhysicalMaterial({
            color,
            roughness: rough,
            metalness: 0.05,
            clearcoat: 0.5,
            clearcoatRoughness: 0.25,
          }),
    ),
  steel: (color = 0xb8bec6, rough = 0.35) =>
    mat(
      `steel-${color}-${rough}`,
      () =>
        // without image-based light (films) a true metal renders black: keep it half dielectric
        new THREE.MeshStandardMaterial({
          color,
          roughness: rough,
          metalness: quality.mode === 'film' ? 0.25 : 0.85,
        }),
    ),
  plastic: (color, rough = 0.55) =>
    mat(
      `plastic-${color}-${rough}`,
      () => new THREE.MeshStandardMaterial({ color, roughness: rough, metalness: 0 }),
    ),
  rubber: () =>
    mat('rubber', () => new THREE.MeshStandardMaterial({ color: 0x161616, roughness: 0.9 })),
  glass: (color = 0x0c1218) =>
    mat(
      `glass-${color}`,
      () =>
        new THREE.MeshPhysicalMaterial({ color, roughness: 0.05, metalness: 0.2, clearcoat: 1 }),
    ),
  emissive: (color, intensity = 3) =>
    mat(
      `emit-${color}-${intensity}`,
      () =>
        new THREE.MeshStandardMaterial({
          color: 0x000000,
          emissive: color,
          emissiveIntensity: intensity,
        }),
    ),
  wood: () => mat('wood', () => new THREE.MeshStandardMaterial({ color: C.wood, roughness: 0.85 })),
  cardboard: (seed = 1, tint) =>
    mat(
      `card-${seed % 5}-${tint}`,
      () =>
        new THREE.MeshStandardMaterial({
          map: cardboardTexture(seed, tint),
          roughness: 0.9,
        }),
    ),
}

// ------------------------------------------------------------------------------------------
// Geometry helpers

const geoCache = new Map()
function geo(key, make) {
  if (!geoCache.has(key)) geoCache.set(key, make())
  return geoCache.get(key)
}

export function box(w, h, d, material, { round = 0 } = {}) {
  const g =
    round > 0
      ? geo(`rb-${w}-${h}-${d}-${round}`, () => new RoundedBoxGeometry(w, h, d, 3, round))
      : geo(`b-${w}-${h}-${d}`, () => new THREE.BoxGeometry(w, h, d))
  const m = new THREE.Mesh(g, material)
  m.castShadow = m.receiveShadow = true
  return m
}

export function cyl(rt, rb, h, material, seg = 24) {
  const g = geo(`c-${rt}-${rb}-${h}-${seg}`, () => new THREE.CylinderGeometry(rt, rb, h, seg))
  const m = new THREE.Mesh(g, material)
  m.castShadow = m.receiveShadow = true
  return m
}

export function at(obj, x, y, z, ry = 0) {
  obj.position.set(x, y, z)
  obj.rotation.y = ry
  return obj
}

export function group(...children) {
  const g = new THREE.Group()
  for (const c of children) g.add(c)
  return g
}

/**
 * Many boxes (or upright cylinders: `cylinder`, w and d their diameters) as one instanced mesh:
 * `items` are {x,y,z,w,h,d,color?}. Each gets its own colour (slight tint variation) so cartons
 * on a rack do not look cloned.
 */
export function instancedBoxes(items, material, { round = 0, cylinder = false } = {}) {
  const g = cylinder
    ? new THREE.CylinderGeometry(0.5, 0.5, 1, 20)
    : round > 0
      ? new RoundedBoxGeometry(1, 1, 1, 2, round)
      : new THREE.BoxGeometry(1, 1, 1)
  const mesh = new THREE.InstancedMesh(g, material, items.length)
  const m = new THREE.Matrix4()
  const q = new THREE.Quaternion()
  const color = new THREE.Color()
  items.forEach((it, i) => {
    q.setFromAxisAngle(new THREE.Vector3(0, 1, 0), it.ry ?? 0)
    m.compose(new THREE.Vector3(it.x, it.y, it.z), q, new THREE.Vector3(it.w, it.h, it.d))
    mesh.setMatrixAt(i, m)
    color.set(it.color ?? 0xffffff)
    mesh.setColorAt(i, color)
  })
  mesh.castShadow = mesh.receiveShadow = true
  return mesh
}

// ------------------------------------------------------------------------------------------
// Stage: renderer, environment, post-processing

export function createStage({ width, height, quality: mode = 'still' }) {
  quality.mode = mode
  matCache.clear()
  geoCache.clear()
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  document.body.appendChild(canvas)
  const renderer = new THREE.WebGLRenderer({
    canvas,
    antialias: false,
    preserveDrawingBuffer: true,
    powerPreference: 'high-performance',
  })
  renderer.setPixelRatio(1)
  renderer.setSize(width, height, false)
  renderer.shadowMap.enabled = true
  renderer.shadowMap.type = THREE.PCFShadowMap
  renderer.toneMapping = THREE.ACESFilmicToneMapping
  renderer.toneMappingExposure = 0.9
  renderer.outputColorSpace = THREE.SRGBColorSpace

  const pmrem = new THREE.PMREMGenerator(renderer)
  const envTexture = pmrem.fromScene(new RoomEnvironment(), 0.04).texture

  return { canvas, renderer, envTexture, width, height, quality: mode }
}

/** A scene with image-based light from a neutral room, optional fog and background. */
export function createScene(stage, { background = 0xdfe3e8, fog, envIntensity = 0.55 } = {}) {
  const scene = new THREE.Scene()
  scene.background = background instanceof THREE.Texture ? background : new THREE.Color(background)
  if (stage.quality === 'still' || globalThis.FILM_ENV) {
    scene.environment = stage.envTexture
    scene.environmentIntensity = envIntensity
  } else {
    // films: no image-based light (its cube sampling is the dearest part of a CPU frame)
    scene.add(new THREE.HemisphereLight(0xf4f6fa, 0x5d5a55, envIntensity * 1.6))
  }
  if (fog) scene.fog = new THREE.Fog(fog.color, fog.near, fog.far)
  return scene
}

/** The key light: a directional sun or skylight with a large soft shadow map. */
export function keyLight(
  stage,
  scene,
  {
    color = 0xfff1e0,
    intensity = 2.2,
    pos = [10, 20, 8],
    target = [0, 0, 0],
    extent = 20,
    mapSize,
  } = {},
) {
  const light = new THREE.DirectionalLight(color, intensity)
  light.position.set(...pos)
  light.target.position.set(...target)
  light.castShadow = true
  // a shadow map is rasterized in full: on a CPU its size is a large part of a frame's cost
  const size = Math.min(
    mapSize ?? 4096,
    stage.quality !== 'still' ? 1024 : stage.width > 2500 ? 4096 : 2048,
  )
  light.shadow.mapSize.set(size, size)
  light.shadow.camera.left = light.shadow.camera.bottom = -extent
  light.shadow.camera.right = light.shadow.camera.top = extent
  light.shadow.camera.near = 0.5
  light.shadow.camera.far = 200
  light.shadow.bias = -0.0004
  light.shadow.normalBias = 0.02
  light.shadow.radius = stage.quality === 'still' ? 5 : 3
  scene.add(light, light.target)
  return light
}

/**
 * Renders one frame; stills get ground-truth ambient occlusion (GTAO). `smaa`: morphological
 * anti-aliasing after the output pass, for frames not supersampled (the hero film).
 */
export function makeRenderer(
  stage,
  scene,
  camera,
  { ao = true, aoRadius = 0.6, smaa = false } = {},
) {
  const { renderer, width, height } = stage
  camera.aspect = width / height
  camera.updateProjectionMatrix()
  if (!ao) return () => renderer.render(scene, camera)
  const composer = new EffectComposer(renderer)
  composer.setPixelRatio(1)
  composer.setSize(width, height)
  composer.addPass(new RenderPass(scene, camera))
  if (ao) {
    const gtao = new GTAOPass(scene, camera, width, height)
    gtao.updateGtaoMaterial({
      radius: aoRadius,
      distanceExponent: 1.5,
      thickness: 1,
      scale: 1,
      samples: 12,
    })
    gtao.updatePdMaterial({ samples: 8, rings: 2, radius: 6 })
    gtao.blendIntensity = 0.9
    composer.addPass(gtao)
  }
  composer.addPass(new OutputPass())
  if (smaa) composer.addPass(new SMAAPass())
  return () => composer.render()
}

export { THREE }
