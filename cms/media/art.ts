/**
 * Our own illustrations, drawn by code: covers, posters and thumbnails are SVG scenes named
 * `{kind}-{n}` (e.g. `stacker-3`), 1200 x 675, deterministic for a name.
 */
import type { Illustration } from '../seed/types'

export const ILLUSTRATION_WIDTH = 1200
export const ILLUSTRATION_HEIGHT = 675

const kinds: Illustration[] = [
  'stacker',
  'agv',
  'shuttle',
  'conveyor',
  'sorter',
  'palletizer',
  'cold-store',
  'control-room',
  'factory-line',
  'park',
  'report',
  'handshake',
]

const palettes = [
  ['#0b2545', '#13315c', '#1d4e89', '#f5a524'],
  ['#102a43', '#243b53', '#3e6a8a', '#4fd1c5'],
  ['#1a1f36', '#2d3561', '#4a5ba8', '#f6ad55'],
  ['#0f2a2e', '#174449', '#2c7a7b', '#f6e05e'],
  ['#1b2a41', '#324a5f', '#5b7b99', '#fc8181'],
]

function rng(seed: number) {
  let s = seed >>> 0 || 1
  return () => {
    s ^= s << 13
    s ^= s >>> 17
    s ^= s << 5
    return ((s >>> 0) % 10_000) / 10_000
  }
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${fill}" ${extra}/>`

function racks(
  r: () => number,
  x0: number,
  cols: number,
  rows: number,
  accent: string,
  light: string,
) {
  let out = ''
  for (let c = 0; c < cols; c++) {
    const x = x0 + c * 70
    out += rect(x, 150, 6, 420, light)
    for (let row = 0; row < rows; row++) {
      const y = 170 + row * (400 / rows)
      out += rect(x, y + 400 / rows - 8, 70, 5, light)
      if (r() > 0.25)
        out += rect(
          x + 10,
          y + 8,
          50,
          400 / rows - 18,
          r() > 0.85 ? accent : '#c7d2e0',
          'rx="3" opacity="0.9"',
        )
    }
  }
  return out
}

function scene(kind: Illustration, r: () => number, [, mid, light, accent]: string[]): string {
  switch (kind) {
    case 'stacker':
    case 'cold-store':
      return `${racks(r, 80, 6, 7, accent!, light!)}${racks(r, 720, 6, 7, accent!, light!)}
        ${rect(560, 110, 16, 470, accent!)}${rect(600, 110, 16, 470, accent!)}${rect(548, 300 + r() * 150, 80, 40, '#ffffff', 'rx="4"')}
        ${kind === 'cold-store' ? '<g stroke="#e6f6ff" stroke-width="6" stroke-linecap="round" opacity="0.8"><path d="M1060 90v80M1020 130h80M1032 102l56 56M1032 158l56-56"/></g>' : ''}`
    case 'shuttle':
      return `${racks(r, 120, 14, 6, accent!, light!)}${Array.from({ length: 5 }, () => rect(140 + Math.floor(r() * 13) * 70, 180 + Math.floor(r() * 6) * 66, 60, 18, accent!, 'rx="4"')).join('')}`
    case 'agv':
    case 'factory-line':
      return `${rect(0, 560, 1200, 4, light!)}${Array.from({ length: 4 }, (_, i) => {
        const x = 120 + i * 260 + r() * 40
        return `${rect(x, 500, 170, 50, accent!, 'rx="10"')}<circle cx="${x + 35}" cy="555" r="12" fill="#0b1220"/><circle cx="${x + 135}" cy="555" r="12" fill="#0b1220"/>${rect(x + 20, 380, 130, 120, '#c7d2e0', 'rx="4" opacity="0.9"')}${rect(x + 20, 380, 130, 10, light!)}`
      }).join(
        '',
      )}${kind === 'factory-line' ? rect(80, 180, 1040, 120, mid!, 'rx="12" opacity="0.9"') + Array.from({ length: 6 }, (_, i) => rect(120 + i * 170, 200, 120, 80, light!, 'rx="8"')).join('') : ''}`
    case 'conveyor':
    case 'sorter':
      return `${Array.from({ length: 3 }, (_, i) => `${rect(60, 250 + i * 120, 1080, 30, light!, 'rx="15"')}${Array.from({ length: 8 }, (_, j) => rect(90 + j * 130 + r() * 40, 200 + i * 120, 60 + r() * 30, 48, j % 3 === 0 ? accent! : '#c7d2e0', 'rx="4"')).join('')}`).join('')}
        ${kind === 'sorter' ? Array.from({ length: 6 }, (_, i) => `<path d="M${150 + i * 170} 600 l40 -60 h60 l40 60z" fill="${mid}" stroke="${light}" stroke-width="3"/>`).join('') : ''}`
    case 'palletizer':
      return `${rect(700, 470, 260, 30, light!)}${Array.from({ length: 12 }, (_, i) => rect(710 + (i % 4) * 62, 410 - Math.floor(i / 4) * 60, 58, 56, i % 5 === 0 ? accent! : '#c7d2e0', 'rx="3"')).join('')}
        <g stroke="${accent}" stroke-width="34" stroke-linecap="round" fill="none"><path d="M360 540 L360 380 L560 260 L680 300"/></g><circle cx="360" cy="380" r="30" fill="${light}"/><circle cx="560" cy="260" r="26" fill="${light}"/>${rect(300, 540, 120, 40, light!, 'rx="6"')}`
    case 'control-room':
      return `${Array.from({ length: 3 }, (_, i) => `${rect(110 + i * 340, 140, 300, 190, '#0b1220', `rx="10" stroke="${light}" stroke-width="4"`)}<polyline fill="none" stroke="${i === 1 ? accent : '#4fd1c5'}" stroke-width="5" points="${Array.from({ length: 8 }, (_, k) => `${130 + i * 340 + k * 37},${300 - r() * 130}`).join(' ')}"/>`).join('')}${rect(160, 430, 880, 60, mid!, 'rx="12"')}${rect(200, 490, 800, 80, light!, 'rx="12" opacity="0.5"')}`
    case 'park':
      return `${Array.from({ length: 5 }, (_, i) => rect(80 + i * 220, 300 - r() * 150, 180, 600, i % 2 ? mid! : light!, 'rx="6" opacity="0.95"')).join('')}${rect(0, 560, 1200, 115, '#0b1220', 'opacity="0.6"')}${Array.from({ length: 3 }, (_, i) => `${rect(150 + i * 350, 500, 220, 70, accent!, 'rx="8"')}${rect(370 + i * 350, 520, 60, 50, '#c7d2e0', 'rx="6"')}`).join('')}`
    case 'report':
      return `${rect(330, 90, 540, 500, '#ffffff', 'rx="14" opacity="0.95"')}${Array.from({ length: 6 }, (_, i) => rect(390 + i * 75, 520 - (80 + r() * 260), 50, 80 + r() * 0 + 0, i === 5 ? accent! : light!, '')).join('')}
        ${Array.from({ length: 6 }, (_, i) => {
          const h = 80 + r() * 280
          return rect(390 + i * 75, 540 - h, 50, h, i === 5 ? accent! : mid!, 'rx="4"')
        }).join(
          '',
        )}${rect(390, 130, 300, 18, mid!, 'rx="9"')}${rect(390, 162, 200, 14, light!, 'rx="7"')}`
    case 'handshake':
      return `${Array.from({ length: 14 }, () => {
        const x = 150 + r() * 900,
          y = 130 + r() * 420
        return `<line x1="600" y1="340" x2="${x.toFixed(0)}" y2="${y.toFixed(0)}" stroke="${light}" stroke-width="3" opacity="0.7"/><circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(10 + r() * 16).toFixed(0)}" fill="${r() > 0.7 ? accent : '#c7d2e0'}"/>`
      }).join('')}<circle cx="600" cy="340" r="60" fill="${accent}"/>`
  }
}

export function renderIllustration(name: string): string | undefined {
  const match = /^([a-z-]+?)-(\d{1,4})$/.exec(name)
  if (!match) return undefined
  const kind = match[1] as Illustration
  if (!kinds.includes(kind)) return undefined
  const n = Number(match[2])
  const r = rng(n * 7919 + kind.length * 104_729)
  const palette = palettes[n % palettes.length]!
  const [dark, mid] = palette
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ILLUSTRATION_WIDTH} ${ILLUSTRATION_HEIGHT}" width="${ILLUSTRATION_WIDTH}" height="${ILLUSTRATION_HEIGHT}" role="img">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
<g opacity="0.12" stroke="#ffffff">${Array.from({ length: 12 }, (_, i) => `<line x1="${i * 100}" y1="0" x2="${i * 100}" y2="${ILLUSTRATION_HEIGHT}"/>`).join('')}</g>
${scene(kind, r, palette)}
</svg>`
}
