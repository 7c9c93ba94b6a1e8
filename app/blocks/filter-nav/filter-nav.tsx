import { AppLink } from '../../components/ui/app-link'
import { cn } from '../../lib/cn'
import { linkHref, type RouteLink } from '../../lib/route-path'

export interface FilterLink {
  link: RouteLink
  label: string
  current: boolean
  /** Language of the label when it differs from the page's. */
  lang?: string
}

/**
 * A row of links that filter a list (industries, categories), the current one marked with
 * `aria-current="page"`; a navigation landmark named by `label`.
 */
export function FilterNav({ label, links }: { label: string; links: readonly FilterLink[] }) {
  if (links.length === 0) return null
  return (
    <nav aria-label={label} className="mb-10" data-block="filter-nav">
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={linkHref(link.link)} lang={link.lang}>
            <AppLink
              link={link.link}
              aria-current={link.current ? 'page' : undefined}
              className={cn(
                'focus-ring inline-flex items-center rounded-full border px-4 py-2 text-sm font-medium',
                link.current
                  ? 'border-brand-800 bg-brand-800 text-white'
                  : 'border-brand-200 bg-surface text-brand-800 hover:border-accent-400 hover:bg-brand-50',
              )}
            >
              {link.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
