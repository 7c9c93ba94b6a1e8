import type { ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { plainText } from '../../lib/line-breaks'
import { BreakableText } from './breakable-text'

/**
 * A data table in a horizontally scrolling region on narrow screens. The region is focusable and
 * named by the caption, so keyboard users can scroll it and screen readers announce it.
 *
 * Below `md` the table is a stack of cards (issue 37, item 7; app.css `[data-stack-table]`): one
 * card a row, its row header on top and each cell on a line of its own, named by its column (the
 * cell's `data-label`), so a phone never scrolls a table sideways. The column headers stay for
 * screen readers, and explicit roles keep the table's semantics when its display changes.
 */
export function Table({
  caption,
  captionHidden,
  className,
  children,
}: {
  caption: string
  /** Keep the caption for screen readers only (a visible heading already says it). */
  captionHidden?: boolean
  className?: string
  children: ReactNode
}) {
  return (
    // A scrollable region must be reachable by keyboard (WCAG 2.1.1; axe scrollable-region-focusable).
    <div
      role="region"
      aria-label={plainText(caption)}
      tabIndex={0}
      data-slot="table-scroll"
      data-stack-table=""
      className={cn(
        'focus-ring overflow-x-auto rounded-card border border-slate-200 bg-surface',
        className,
      )}
    >
      <table role="table" className="w-full border-collapse text-left text-sm">
        <caption
          className={cn(
            'px-4 pt-4 pb-2 text-left text-base font-semibold text-ink',
            captionHidden && 'sr-only',
          )}
        >
          <BreakableText text={caption} />
        </caption>
        {children}
      </table>
    </div>
  )
}

/**
 * The roles of a stacked table's parts (the browser drops a table's own semantics when its
 * display is not a table's): spread on <thead>/<tbody>, <tr>, <th> and <td>.
 */
export const tableRoles = {
  group: { role: 'rowgroup' },
  row: { role: 'row' },
  columnHeader: { role: 'columnheader' },
  rowHeader: { role: 'rowheader' },
  cell: (label: string) => ({ role: 'cell', 'data-label': plainText(label) }),
} as const
