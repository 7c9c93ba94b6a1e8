import { linkHref } from '../../lib/route-path'
import type { InternalItem, Menu } from '../../site/menu'
import { SiteLink } from './site-link'

/**
 * The footer's sitemap: every internal page the menus show, as plain links in the server HTML, so
 * crawlers and visitors whose script failed reach every page. Same visibility rules as the menus.
 */
export function SiteMapLinks({ menu }: { menu: Menu }) {
  const columns = menu.sections.map((section) => {
    const seen = new Set<string>()
    const items = [section.main, ...section.groups.flatMap((g) => g.items)].filter(
      (item): item is InternalItem => {
        if (item.kind !== 'internal') return false
        const href = linkHref(item.link)
        if (seen.has(href)) return false
        seen.add(href)
        return true
      },
    )
    return { id: section.id, label: section.label, items }
  })
  if (menu.careers) {
    columns.push({ id: 'careers', label: menu.careers.label, items: [menu.careers] })
  }
  return (
    <nav
      aria-label={menu.labels.sitemap}
      className="grid grid-cols-2 gap-x-6 gap-y-6 text-[13px] sm:grid-cols-3 lg:grid-cols-4 xl:grid-flow-col xl:auto-cols-fr xl:grid-cols-none"
      data-testid="footer-sitemap"
    >
      {columns.map((column) => (
        <div key={column.id}>
          <h2 className="text-xs font-semibold tracking-wider text-white uppercase">
            {column.label}
          </h2>
          {/* Each link at least 24 px tall (WCAG 2.5.8 target size), as dense as before. */}
          <ul className="mt-2">
            {column.items.map((item) => (
              <li key={linkHref(item.link)}>
                <SiteLink
                  item={item}
                  className="focus-ring inline-block rounded py-0.5 leading-5 text-slate-400 hover:text-white hover:underline"
                >
                  {item.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  )
}
