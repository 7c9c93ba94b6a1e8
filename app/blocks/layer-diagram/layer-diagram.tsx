import { useId } from 'react'

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

function Label({
  x,
  y,
  width,
  text,
  color,
}: {
  x: number
  y: number
  width: number
  text: string
  color: string
}) {
  const { size, lines } = wrapLabel(text, width - 16)
  const lineHeight = size * 1.25
  const top = y - ((lines.length - 1) * lineHeight) / 2
  return (
    <text
      x={x}
      y={top}
      fontSize={size}
      fill={color}
      textAnchor="middle"
      dominantBaseline="central"
      fontWeight={600}
    >
      {lines.map((line, i) => (
        <tspan key={i} x={x} y={top + i * lineHeight}>
          {line}
        </tspan>
      ))}
    </text>
  )
}

/** The text a screen reader gets: the description, then each layer and its flow. */
export function diagramText({ description, rows, aside }: DiagramProps): string {
  const layers = rows.map(
    (row) => `${row.label ? `${row.label}: ` : ''}${row.nodes.join(row.flow ? ' → ' : ', ')}.`,
  )
  return [description, ...layers, ...(aside?.length ? [`${aside.join(', ')}.`] : [])].join(' ')
}

/**
 * An architecture diagram drawn as SVG from labels in the page's language: layers of systems
 * above the equipment, goods flow as arrows, data as dashed lines, optional systems at the side.
 * Wide diagrams scroll sideways on narrow screens in a focusable region.
 */
export function LayerDiagram(props: DiagramProps) {
  const { title, rows, aside, legend } = props
  const id = useId()
  const hasLabels = rows.some((row) => row.label)
  const left = PAD + (hasLabels ? LABEL_WIDTH : 0)
  const right = WIDTH - PAD - (aside?.length ? ASIDE_WIDTH + 28 : 0)
  const contentWidth = right - left
  const rowY = (i: number) => PAD + i * (ROW_HEIGHT + ROW_GAP)
  const rowsBottom = rowY(rows.length - 1) + ROW_HEIGHT
  const legendY = rowsBottom + 44
  const height = legendY + 28

  const boxes = rows.map((row, r) => {
    const gap = row.flow ? 34 : 20
    const w = (contentWidth - gap * (row.nodes.length - 1)) / row.nodes.length
    return row.nodes.map((label, i) => ({
      label,
      x: left + i * (w + gap),
      y: rowY(r),
      w,
      cx: left + i * (w + gap) + w / 2,
    }))
  })

  return (
    <figure data-block="layer-diagram" className="m-0">
      <div
        role="region"
        aria-label={title}
        tabIndex={0}
        className="focus-ring overflow-x-auto rounded-card border border-slate-200 bg-surface p-2"
      >
        <svg
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
          viewBox={`0 0 ${WIDTH} ${height}`}
          width={WIDTH}
          height={height}
          className="h-auto w-full min-w-[720px]"
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{diagramText(props)}</desc>
          <defs>
            <marker
              id={`${id}-arrow`}
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto-start-reverse"
            >
              <path d="M0 0 10 5 0 10z" fill="#c27a0a" />
            </marker>
          </defs>
          {hasLabels &&
            rows.map(
              (row, r) =>
                row.label && (
                  <g key={`label-${r}`}>
                    <line
                      x1={PAD}
                      x2={PAD}
                      y1={rowY(r) + 8}
                      y2={rowY(r) + ROW_HEIGHT - 8}
                      stroke="#f5a524"
                      strokeWidth={3}
                    />
                    <Label
                      x={PAD + LABEL_WIDTH / 2}
                      y={rowY(r) + ROW_HEIGHT / 2}
                      width={LABEL_WIDTH - 8}
                      text={row.label}
                      color="#475569"
                    />
                  </g>
                ),
            )}
          {/* Data between layers: a dashed bus under each layer, joined to the nodes on both sides. */}
          {rows.slice(0, -1).map((_, r) => {
            const busY = rowY(r) + ROW_HEIGHT + ROW_GAP / 2
            const joined = [...(boxes[r] ?? []), ...(boxes[r + 1] ?? [])].map((b) => b.cx)
            return (
              <g
                key={`bus-${r}`}
                stroke="#5286c4"
                strokeWidth={2}
                strokeDasharray="6 5"
                fill="none"
              >
                <line x1={Math.min(...joined)} x2={Math.max(...joined)} y1={busY} y2={busY} />
                {(boxes[r] ?? []).map((b) => (
                  <line key={`u${b.cx}`} x1={b.cx} x2={b.cx} y1={b.y + ROW_HEIGHT} y2={busY} />
                ))}
                {(boxes[r + 1] ?? []).map((b) => (
                  <line key={`d${b.cx}`} x1={b.cx} x2={b.cx} y1={busY} y2={b.y} />
                ))}
              </g>
            )
          })}
          {rows.map((row, r) =>
            (boxes[r] ?? []).map((b, i) => {
              const field = row.tone === 'field'
              const next = (boxes[r] ?? [])[i + 1]
              return (
                <g key={`${r}-${i}`}>
                  <rect
                    x={b.x}
                    y={b.y}
                    width={b.w}
                    height={ROW_HEIGHT}
                    rx={10}
                    fill={field ? '#fff7e8' : '#0b2545'}
                    stroke={field ? '#f5a524' : '#13315c'}
                    strokeWidth={2}
                  />
                  <Label
                    x={b.cx}
                    y={b.y + ROW_HEIGHT / 2}
                    width={b.w}
                    text={b.label}
                    color={field ? '#0b2545' : '#ffffff'}
                  />
                  {row.flow && next && (
                    <line
                      x1={b.x + b.w + 3}
                      x2={next.x - 3}
                      y1={b.y + ROW_HEIGHT / 2}
                      y2={b.y + ROW_HEIGHT / 2}
                      stroke="#c27a0a"
                      strokeWidth={2.5}
                      markerEnd={`url(#${id}-arrow)`}
                    />
                  )}
                </g>
              )
            }),
          )}
          {aside && aside.length > 0 && (
            <g>
              <rect
                x={WIDTH - PAD - ASIDE_WIDTH}
                y={PAD}
                width={ASIDE_WIDTH}
                height={rowsBottom - PAD}
                rx={12}
                fill="#eef4fb"
                stroke="#8fb3de"
                strokeWidth={2}
              />
              <line
                x1={right}
                x2={WIDTH - PAD - ASIDE_WIDTH}
                y1={(PAD + rowsBottom) / 2}
                y2={(PAD + rowsBottom) / 2}
                stroke="#5286c4"
                strokeWidth={2}
                strokeDasharray="6 5"
              />
              {aside.map((label, i) => {
                const slot = (rowsBottom - PAD - 24) / aside.length
                const y = PAD + 12 + i * slot
                return (
                  <g key={label}>
                    <rect
                      x={WIDTH - PAD - ASIDE_WIDTH + 12}
                      y={y}
                      width={ASIDE_WIDTH - 24}
                      height={slot - 12}
                      rx={8}
                      fill="#13315c"
                    />
                    <Label
                      x={WIDTH - PAD - ASIDE_WIDTH / 2}
                      y={y + (slot - 12) / 2}
                      width={ASIDE_WIDTH - 24}
                      text={label}
                      color="#ffffff"
                    />
                  </g>
                )
              })}
            </g>
          )}
          <g fontSize={14} fill="#475569">
            {legend.goods && (
              <>
                <line
                  x1={PAD}
                  x2={PAD + 40}
                  y1={legendY}
                  y2={legendY}
                  stroke="#c27a0a"
                  strokeWidth={2.5}
                  markerEnd={`url(#${id}-arrow)`}
                />
                <text x={PAD + 52} y={legendY} dominantBaseline="central">
                  {legend.goods}
                </text>
              </>
            )}
            <line
              x1={legend.goods ? WIDTH / 2 : PAD}
              x2={(legend.goods ? WIDTH / 2 : PAD) + 40}
              y1={legendY}
              y2={legendY}
              stroke="#5286c4"
              strokeWidth={2}
              strokeDasharray="6 5"
            />
            <text x={(legend.goods ? WIDTH / 2 : PAD) + 52} y={legendY} dominantBaseline="central">
              {legend.data}
            </text>
          </g>
        </svg>
      </div>
    </figure>
  )
}
