import { AppLink } from '../../components/ui/app-link'
import { cn } from '../../lib/cn'
import type { RouteLink } from '../../lib/route-path'

export interface PaginationLabels {
  /** Name of the navigation landmark ("Pages"). */
  label: string
  previous: string
  next: string
  /** "Page {page}", the accessible name of a page link. */
  page: string
}

/** The pages to show: the first, the last, and two on each side of the current one. */
export function pageWindow(page: number, pageCount: number): Array<number | 'gap'> {
  const shown = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2])
  const pages = [...shown].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b)
  return pages.flatMap((p, i) => (i > 0 && p - pages[i - 1]! > 1 ? ['gap' as const, p] : [p]))
}

const item =
  'focus-ring inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-medium'

/**
 * Page links of a list: real links (crawlable, and they keep the list's other search params),
 * the current page marked with `aria-current="page"`; nothing when there is one page.
 */
export function Pagination({
  page,
  pageCount,
  link,
  labels,
}: {
  page: number
  pageCount: number
  /** The list at a page (page 1: the bare list). */
  link: (page: number) => RouteLink
  labels: PaginationLabels
}) {
  if (pageCount <= 1) return null
  const pageName = (p: number) => labels.page.replace('{page}', String(p))
  return (
    <nav aria-label={labels.label} className="mt-12" data-block="pagination">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <AppLink
              link={link(page - 1)}
              rel="prev"
              className={cn(
                item,
                'border-slate-300 bg-surface text-brand-800 hover:border-brand-400',
              )}
            >
              <span aria-hidden="true">←</span>
              <span className="ml-1">{labels.previous}</span>
            </AppLink>
          ) : (
            <span aria-disabled="true" className={cn(item, 'border-slate-200 text-slate-400')}>
              <span aria-hidden="true">←</span>
              <span className="ml-1">{labels.previous}</span>
            </span>
          )}
        </li>
        {pageWindow(page, pageCount).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={p}>
              <AppLink
                link={link(p)}
                aria-label={pageName(p)}
                aria-current={p === page ? 'page' : undefined}
                className={cn(
                  item,
                  p === page
                    ? 'border-brand-800 bg-brand-800 text-white'
                    : 'border-slate-300 bg-surface text-brand-800 hover:border-brand-400',
                )}
              >
                {p}
              </AppLink>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <AppLink
              link={link(page + 1)}
              rel="next"
              className={cn(
                item,
                'border-slate-300 bg-surface text-brand-800 hover:border-brand-400',
              )}
            >
              <span className="mr-1">{labels.next}</span>
              <span aria-hidden="true">→</span>
            </AppLink>
          ) : (
            <span aria-disabled="true" className={cn(item, 'border-slate-200 text-slate-400')}>
              <span className="mr-1">{labels.next}</span>
              <span aria-hidden="true">→</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}
