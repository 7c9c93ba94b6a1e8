import { useId } from 'react'
import type { DiagramLayout } from './layout'

/**
 * An architecture diagram as inline SVG, drawn from a layout computed with the page's labels
 * (`layoutDiagram`): systems above equipment, goods flow as arrows, data as dashed lines. An image
 * named by its title and described by its layers and flow; on narrow screens it scrolls sideways
 * in a focusable region.
 */
export function LayerDiagram({ layout }: { layout: DiagramLayout }) {
  const id = useId()
  const { title, text, width, height } = layout
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
          viewBox={`0 0 ${width} ${height}`}
          width={width}
          height={height}
          className="h-auto w-full min-w-[720px]"
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{text}</desc>
          <defs>
            <marker
              id={`${id}-arrow`}
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto"
            >
              <path d="M0 0 10 5 0 10z" fill="#c27a0a" />
            </marker>
          </defs>
          <g stroke="#f5a524" strokeWidth={3}>
            {layout.bars.map(([x1, y1, x2, y2], i) => (
              <line key={i} x1={x1} y1={y1} x2={x2} y2={y2} />
            ))}
          </g>
          <g stroke="#5286c4" strokeWidth={2} strokeDasharray="6 5">
            {layout.links.map(([x1, y1, x2, y2], i) => (
              <line key={i} x1={x1} y1={y1} x2={x2} y2={y2} />
            ))}
          </g>
          <g strokeWidth={2}>
            {layout.rects.map((r, i) => (
              <rect
                key={i}
                x={r.x}
                y={r.y}
                width={r.w}
                height={r.h}
                rx={r.rx}
                fill={r.fill}
                stroke={r.stroke}
              />
            ))}
          </g>
          <g stroke="#c27a0a" strokeWidth={2.5}>
            {layout.arrows.map(([x1, y1, x2, y2], i) => (
              <line key={i} x1={x1} y1={y1} x2={x2} y2={y2} markerEnd={`url(#${id}-arrow)`} />
            ))}
          </g>
          {layout.labels.map((l, i) => (
            <text
              key={i}
              x={l.x}
              y={l.y}
              fontSize={l.size}
              fontWeight={l.weight}
              fill={l.color}
              textAnchor={l.weight ? 'middle' : 'start'}
              dominantBaseline="central"
            >
              {l.lines.map((line, n) => (
                <tspan key={n} x={l.x} y={l.y + n * l.size * 1.25}>
                  {line}
                </tspan>
              ))}
            </text>
          ))}
        </svg>
      </div>
    </figure>
  )
}
