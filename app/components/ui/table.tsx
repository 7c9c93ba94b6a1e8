import type { ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { plainText } from '../../lib/line-breaks'
import { BreakableText } from './breakable-text'

/**
 * A data table in a horizontally scrolling region on narrow screens. The region is focusable and
 * named by the caption, so keyboard users can scroll it and screen readers announce it.
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
      className={cn(
        'focus-ring overflow-x-auto rounded-card border border-slate-200 bg-surface',
        className,
      )}
    >
      <table className="w-full border-collapse text-left text-sm">
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
