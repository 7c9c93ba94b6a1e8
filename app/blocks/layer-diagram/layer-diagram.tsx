import { Fragment, useId } from 'react'
import { cn } from '../../lib/cn'
import type { DiagramLayout } from './layout'

/**
 * The diagram of narrow screens: the same layers top to bottom as lists, in type of the page's
 * size, each layer's goods flow downwards, data as a dashed joint between the layers, the systems
 * beside all layers after them (issue 27, item 3: the 1000-unit drawing was a 745 px scroll box
 * with 9 px text on a phone).
 */
function VerticalDiagram({ layout }: { layout: DiagramLayout }) {
  const { rows, aside, legend } = layout.narrow
  const dataJoint = (
    <div aria-hidden="true" className="mx-auto h-6 w-0 border-l-2 border-dashed border-[#5286c4]" />
  )
  return (
    <div className="rounded-card border border-slate-200 bg-surface p-3 lg:hidden">
      <ol aria-label={layout.title} className="m-0 list-none p-0">
        {rows.map((row, r) => {
          const field = row.tone === 'field'
          return (
            <li key={r}>
              {r > 0 && dataJoint}
              <div className="border-l-[3px] border-[#f5a524] pl-3">
                {row.label && (
                  <p className="mb-2 text-sm font-semibold text-slate-600">{row.label}</p>
                )}
                <ul
                  className={cn(
                    'm-0 grid list-none gap-2 p-0',
                    !row.flow && row.nodes.length > 1 && 'grid-cols-2',
                  )}
                >
                  {row.nodes.map((node, i) => (
                    <Fragment key={i}>
                      {row.flow && i > 0 && (
                        <li
                          aria-hidden="true"
                          className="-my-1 text-center text-lg leading-none text-[#c27a0a]"
                        >
                          ↓
                        </li>
                      )}
                      <li
                        className={cn(
                          'flex min-h-12 items-center justify-center rounded-lg border-2 px-3 py-2 text-center text-sm font-semibold',
                          field
                            ? 'border-[#f5a524] bg-[#fff7e8] text-brand-900'
                            : 'border-[#13315c] bg-[#0b2545] text-white',
                        )}
                      >
                        {node}
                      </li>
                    </Fragment>
                  ))}
                </ul>
              </div>
            </li>
          )
        })}
      </ol>
      {aside && aside.length > 0 && (
        <>
          {dataJoint}
          <ul className="m-0 grid list-none grid-cols-2 gap-2 rounded-xl border-2 border-[#8fb3de] bg-[#eef4fb] p-2">
            {aside.map((node, i) => (
              <li
                key={i}
                className="flex min-h-12 items-center justify-center rounded-lg bg-[#13315c] px-3 py-2 text-center text-sm font-semibold text-white"
              >
                {node}
              </li>
            ))}
          </ul>
        </>
      )}
      <p aria-hidden="true" className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
        {legend.goods && (
          <span className="inline-flex items-center gap-2">
            <span className="text-[#c27a0a]">↓</span>
            {legend.goods}
          </span>
        )}
        <span className="inline-flex items-center gap-2">
          <span className="inline-block h-4 w-0 border-l-2 border-dashed border-[#5286c4]" />
          {legend.data}
        </span>
      </p>
    </div>
  )
}

/**
 * An architecture diagram as inline SVG, drawn from a layout computed with the page's labels
 * (`layoutDiagram`): systems above equipment, goods flow as arrows, data as dashed lines. An image
 * named by its title and described by its layers and flow; below the `lg` breakpoint the same
 * layers read top to bottom as lists instead (no sideways scrolling, no shrunken type).
 */
export function LayerDiagram({ layout }: { layout: DiagramLayout }) {
  const id = useId()
  const { title, text, width, height } = layout
  return (
    <figure data-block="layer-diagram" className="m-0">
      <VerticalDiagram layout={layout} />
      <div className="hidden rounded-card border border-slate-200 bg-surface p-2 lg:block">
        <svg
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
          viewBox={`0 0 ${width} ${height}`}
          width={width}
          height={height}
          className="h-auto w-full"
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
