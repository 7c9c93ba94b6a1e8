/**
 * The geometry of a layer diagram, computed where the labels are known (on the server, with the
 * page copy), so the browser only draws rectangles, lines and text (ADR 011).
 */
export interface DiagramRow {
  /** A name for the layer, drawn at the left ("Planning", "AGV transport"). */
  label?: string
  nodes: readonly string[]
  /** Goods move from each node to the next (arrows); otherwise the nodes sit side by side. */
  flow?: boolean
  /** `field` draws the nodes as equipment (accent), the default as systems (brand). */
  tone?: 'system' | 'field'
}

export interface DiagramProps {
  title: string
  /** What the diagram shows, for screen readers (with the layers and flow spelled out). */
  description: string
  /** Layers from top (business systems) to bottom (equipment); data runs between layers. */
  rows: readonly DiagramRow[]
  /** Systems beside all layers (digital twin, analytics), linked to every layer. */
  aside?: readonly string[]
  legend: { goods?: string; data: string }
}

const WIDTH = 1000
const PAD = 24
const ROW_HEIGHT = 88
const ROW_GAP = 52
const LABEL_WIDTH = 132
const ASIDE_WIDTH = 168
const MAX_LINES = 3

/** Rough advance width of one character at font size 1: CJK is square, Latin about half. */
function charWidth(ch: string): number {
  const code = ch.codePointAt(0) ?? 0
  if (code >= 0x0e31 && code <= 0x0e4e && code !== 0x0e32 && code !== 0x0e33 && code < 0x0e40)
    return 0 // Thai vowel and tone marks sit above or below the previous letter
  if (code >= 0x0e47 && code <= 0x0e4e) return 0
  if (code >= 0x2e80) return 1
  if (ch === ' ') return 0.3
  return 0.58
}

const measure = (text: string, size: number) =>
  [...text].reduce((sum, ch) => sum + charWidth(ch), 0) * size

/** Breakable pieces: words, and each CJK character on its own. */
function tokens(text: string): string[] {
  return (
    text.match(
      /[\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]|[^\s\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]+\s*|\s+/g,
    ) ?? [text]
  )
}

/** A word too long for any line, cut into pieces that fit, with a hyphen where Latin is cut. */
function split(token: string, width: number, size: number): string[] {
  const pieces: string[] = []
  let piece = ''
  for (const ch of token) {
    const latin = /[A-Za-z\u00c0-\u024f\u0400-\u04ff]/.test(ch)
    if (piece && measure(piece + ch + (latin ? '-' : ''), size) > width) {
      pieces.push(/[A-Za-z\u00c0-\u024f\u0400-\u04ff]$/.test(piece) ? `${piece}-` : piece)
      piece = ch
    } else piece += ch
  }
  return piece ? [...pieces, piece] : pieces
}

function lay(pieces: readonly string[], width: number, size: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const token of pieces) {
    const next = line + token
    if (line && measure(next.trimEnd(), size) > width) {
      lines.push(line.trimEnd())
      line = token.trimStart()
    } else line = next
  }
  if (line.trim()) lines.push(line.trimEnd())
  return lines
}

/**
 * Lines of a label that fit `width`, at the largest size from 15 down to 11 that fits in three
 * lines; at the smallest size, words longer than a line are cut.
 */
export function wrapLabel(text: string, width: number): { size: number; lines: string[] } {
  for (let size = 15; size >= 12; size--) {
    const lines = lay(tokens(text), width, size)
    if (lines.length <= MAX_LINES && lines.every((l) => measure(l, size) <= width))
      return { size, lines }
  }
  const size = 11
  const pieces = tokens(text).flatMap((token) =>
    measure(token.trimEnd(), size) > width ? split(token.trimEnd(), width, size) : [token],
  )
  return { size, lines: lay(pieces, width, size) }
}

/** The text a screen reader gets: the description, then each layer and its flow. */
export function diagramText({ description, rows, aside }: DiagramProps): string {
  const layers = rows.map(
    (row) => `${row.label ? `${row.label}: ` : ''}${row.nodes.join(row.flow ? ' → ' : ', ')}.`,
  )
  return [description, ...layers, ...(aside?.length ? [`${aside.join(', ')}.`] : [])].join(' ')
}

export interface DiagramLabel {
  x: number
  y: number
  size: number
  lines: string[]
  color: string
  weight?: number
}

export interface DiagramLayout {
  title: string
  /** The description with the layers and flow spelled out, for screen readers. */
  text: string
  width: number
  height: number
  rects: Array<{
    x: number
    y: number
    w: number
    h: number
    rx: number
    fill: string
    stroke?: string
  }>
  /** Data and control links (dashed). */
  links: Array<[number, number, number, number]>
  /** Goods flow (arrows). */
  arrows: Array<[number, number, number, number]>
  /** Accent bars beside the layer names. */
  bars: Array<[number, number, number, number]>
  labels: DiagramLabel[]
}

/** A label centred on (x, y), wrapped to `width`, as lines of text. */
function label(x: number, y: number, width: number, text: string, color: string): DiagramLabel {
  const { size, lines } = wrapLabel(text, width - 16)
  const lineHeight = size * 1.25
  return { x, y: y - ((lines.length - 1) * lineHeight) / 2, size, lines, color, weight: 600 }
}

export function layoutDiagram(props: DiagramProps): DiagramLayout {
  const { title, rows, aside, legend } = props
  const hasLabels = rows.some((row) => row.label)
  const left = PAD + (hasLabels ? LABEL_WIDTH : 0)
  const right = WIDTH - PAD - (aside?.length ? ASIDE_WIDTH + 28 : 0)
  const rowY = (i: number) => PAD + i * (ROW_HEIGHT + ROW_GAP)
  const rowsBottom = rowY(rows.length - 1) + ROW_HEIGHT
  const legendY = rowsBottom + 44
  const layout: DiagramLayout = {
    title,
    text: diagramText(props),
    width: WIDTH,
    height: legendY + 28,
    rects: [],
    links: [],
    arrows: [],
    bars: [],
    labels: [],
  }

  const boxes = rows.map((row) => {
    const gap = row.flow ? 34 : 20
    const w = (right - left - gap * (row.nodes.length - 1)) / row.nodes.length
    return row.nodes.map((text, i) => ({
      text,
      x: left + i * (w + gap),
      w,
      cx: left + i * (w + gap) + w / 2,
    }))
  })

  rows.forEach((row, r) => {
    const y = rowY(r)
    if (row.label) {
      layout.bars.push([PAD, y + 8, PAD, y + ROW_HEIGHT - 8])
      layout.labels.push(
        label(PAD + LABEL_WIDTH / 2, y + ROW_HEIGHT / 2, LABEL_WIDTH - 8, row.label, '#475569'),
      )
    }
    const field = row.tone === 'field'
    const row_ = boxes[r] ?? []
    row_.forEach((b, i) => {
      layout.rects.push({
        x: b.x,
        y,
        w: b.w,
        h: ROW_HEIGHT,
        rx: 10,
        fill: field ? '#fff7e8' : '#0b2545',
        stroke: field ? '#f5a524' : '#13315c',
      })
      layout.labels.push(
        label(b.cx, y + ROW_HEIGHT / 2, b.w, b.text, field ? '#0b2545' : '#ffffff'),
      )
      const next = row_[i + 1]
      if (row.flow && next)
        layout.arrows.push([b.x + b.w + 3, y + ROW_HEIGHT / 2, next.x - 3, y + ROW_HEIGHT / 2])
    })
    // Data between this layer and the next: a bus joined to the nodes on both sides.
    const below = boxes[r + 1]
    if (below) {
      const busY = y + ROW_HEIGHT + ROW_GAP / 2
      const joined = [...row_, ...below].map((b) => b.cx)
      layout.links.push([Math.min(...joined), busY, Math.max(...joined), busY])
      for (const b of row_) layout.links.push([b.cx, y + ROW_HEIGHT, b.cx, busY])
      for (const b of below) layout.links.push([b.cx, busY, b.cx, rowY(r + 1)])
    }
  })

  if (aside?.length) {
    const x = WIDTH - PAD - ASIDE_WIDTH
    layout.rects.push({
      x,
      y: PAD,
      w: ASIDE_WIDTH,
      h: rowsBottom - PAD,
      rx: 12,
      fill: '#eef4fb',
      stroke: '#8fb3de',
    })
    layout.links.push([right, (PAD + rowsBottom) / 2, x, (PAD + rowsBottom) / 2])
    const slot = (rowsBottom - PAD - 24) / aside.length
    aside.forEach((text, i) => {
      const y = PAD + 12 + i * slot
      layout.rects.push({ x: x + 12, y, w: ASIDE_WIDTH - 24, h: slot - 12, rx: 8, fill: '#13315c' })
      layout.labels.push(
        label(x + ASIDE_WIDTH / 2, y + (slot - 12) / 2, ASIDE_WIDTH - 24, text, '#ffffff'),
      )
    })
  }

  const dataX = legend.goods ? WIDTH / 2 : PAD
  if (legend.goods) {
    layout.arrows.push([PAD, legendY, PAD + 40, legendY])
    layout.labels.push({
      x: PAD + 52,
      y: legendY,
      size: 14,
      lines: [legend.goods],
      color: '#475569',
    })
  }
  layout.links.push([dataX, legendY, dataX + 40, legendY])
  layout.labels.push({
    x: dataX + 52,
    y: legendY,
    size: 14,
    lines: [legend.data],
    color: '#475569',
  })
  return layout
}
