/**
 * Dividends per 10 shares as a bar chart drawn in SVG (numbers and years only; the table beside
 * it holds every figure for screen readers, so the chart is one named image).
 */
export function DividendChart({
  title,
  bars,
}: {
  title: string
  bars: ReadonlyArray<{ label: string; value: number; text: string }>
}) {
  const width = 560
  const height = 260
  const top = 30
  const bottom = 36
  const max = Math.max(...bars.map((b) => b.value))
  const slot = width / bars.length
  const barWidth = Math.min(56, slot * 0.56)
  const scale = (height - top - bottom) / max
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-label={title}
      className="h-auto w-full"
      data-testid="dividend-chart"
    >
      <line
        x1="0"
        x2={width}
        y1={height - bottom}
        y2={height - bottom}
        className="stroke-slate-300"
      />
      {bars.map((bar, i) => {
        const h = bar.value * scale
        const x = i * slot + (slot - barWidth) / 2
        const y = height - bottom - h
        return (
          <g key={bar.label}>
            <rect x={x} y={y} width={barWidth} height={h} rx="4" className="fill-brand-600" />
            <text
              x={x + barWidth / 2}
              y={y - 8}
              textAnchor="middle"
              className="fill-brand-900 text-[13px] font-semibold"
            >
              {bar.text}
            </text>
            <text
              x={x + barWidth / 2}
              y={height - bottom + 22}
              textAnchor="middle"
              className="fill-slate-600 text-[13px]"
            >
              {bar.label}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
