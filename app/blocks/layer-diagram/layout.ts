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
/** The smallest type of a label, however long its longest word. */
const MIN_SIZE = 8

/**
 * Advance width of one character at font size 1, by script and letter class (semibold system
 * sans): CJK and Hangul are square, Thai marks take no width, Latin and Cyrillic letters vary
 * from `i` to `W`. An estimate made where the labels are laid out (on the server), so the browser
 * only draws (ADR 029).
 */
function charWidth(ch: string): number {
  const code = ch.codePointAt(0) ?? 0
  if (code === 0x200b || code === 0x2060) return 0 // break marks
  // Thai vowel and tone marks sit above or below the previous letter.
  if (
    (code >= 0x0e31 && code <= 0x0e3a && code !== 0x0e32 && code !== 0x0e33) ||
    (code >= 0x0e47 && code <= 0x0e4e)
  )
    return 0
  if (code >= 0x0e00 && code <= 0x0e7f) return 0.6
  if (code >= 0x2e80) return 1
  if (ch === ' ') return 0.28
  if (/[iljtfrI.,:;'!|()-]/.test(ch)) return 0.32
  if (/[mwMW]/.test(ch)) return 0.86
  if (/[A-Z\u0410-\u042f]/.test(ch)) return 0.68
  if (/[\u0430-\u044f\u0451\u0456\u04d9\u0493\u049b\u04a3\u04e9\u04b1\u04af\u04bb]/.test(ch))
    return 0.6
  if (/[0-9]/.test(ch)) return 0.58
  return 0.56
}

const measure = (text: string, size: number) =>
  [...text].reduce((sum, ch) => sum + charWidth(ch), 0) * size

const cjkOrThai = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u
const BREAK = '\u200b'
const JOIN = '\u2060'

const segmenters = new Map<string, Intl.Segmenter>()
/** Words of a CJK or Thai run (ICU's dictionary), so a label never breaks inside one. */
function words(run: string): string[] {
  const language = /\p{Script=Thai}/u.test(run)
    ? 'th'
    : /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(run)
      ? 'ja'
      : 'zh'
  let segmenter = segmenters.get(language)
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: 'word' })
    segmenters.set(language, segmenter)
  }
  return [...segmenter.segment(run)].map((s) => s.segment)
}

/**
 * Breakable pieces, each with its trailing space: Latin and Cyrillic words whole (hyphenated
 * compounds such as Goods-to-person too); CJK and Thai by the server's break marks (a label
 * marked by `withLineBreaks`), else by ICU's words. A piece is never cut.
 */
function tokens(text: string): string[] {
  const runs = text.match(/\S+\s*|\s+/g) ?? [text]
  return runs.flatMap((run) => {
    if (run.includes(BREAK)) return run.split(BREAK).filter(Boolean)
    if (!cjkOrThai.test(run) || run.includes(JOIN)) return [run]
    const pieces = words(run.trimEnd())
    const tail = run.slice(run.trimEnd().length)
    return pieces.map((piece, i) => (i === pieces.length - 1 ? piece + tail : piece))
  })
}

const plain = (line: string) => line.replace(/[\u200b\u2060]/g, '')

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
  return lines.map(plain)
}

/** Lines a label may take at a size: three at the usual sizes, four once the type is small. */
const maxLines = (size: number) => (size >= 12 ? MAX_LINES : MAX_LINES + 1)

/**
 * Lines of a label that fit `width`, at the largest size from 15 down that fits in three lines
 * (four below 12). Words are never cut: when the longest word is wider than the box, the type
 * shrinks until it fits (down to 8).
 */
export function wrapLabel(text: string, width: number): { size: number; lines: string[] } {
  const pieces = tokens(text)
  for (let size = 15; size >= MIN_SIZE; size -= size > 11 ? 1 : 0.5) {
    const lines = lay(pieces, width, size)
    if (lines.length <= maxLines(size) && lines.every((l) => measure(l, size) <= width))
      return { size, lines }
  }
  return { size: MIN_SIZE, lines: lay(pieces, width, MIN_SIZE) }
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
  /** The same layers as text, for the vertical layout of narrow screens (issue 27, item 3). */
  narrow: Pick<DiagramProps, 'rows' | 'aside' | 'legend'>
}

/** The size a label's longest word should keep where the row has room for it. */
const WORD_SIZE = 13

/**
 * Widths of a row's boxes from their labels' measured words: equal when every label's longest
 * word fits its share at 13 px; otherwise each box gets what its longest word needs plus an equal
 * part of what is left of the row (in proportion to the needs when even those do not fit).
 */
function boxWidths(nodes: readonly string[], total: number): number[] {
  const share = total / nodes.length
  const needs = nodes.map(
    (text) => Math.max(...tokens(text).map((t) => measure(t.trimEnd(), WORD_SIZE))) + 16,
  )
  if (needs.every((need) => need <= share)) return nodes.map(() => share)
  const sum = needs.reduce((a, b) => a + b, 0)
  if (sum > total) return needs.map((need) => (total * need) / sum)
  const slack = (total - sum) / nodes.length
  return needs.map((need) => need + slack)
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
    narrow: { rows, ...(aside ? { aside } : {}), legend },
  }

  const boxes = rows.map((row) => {
    const gap = row.flow ? 34 : 20
    const widths = boxWidths(row.nodes, right - left - gap * (row.nodes.length - 1))
    let x = left
    return row.nodes.map((text, i) => {
      const w = widths[i] ?? 0
      const box = { text, x, w, cx: x + w / 2 }
      x += w + gap
      return box
    })
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
