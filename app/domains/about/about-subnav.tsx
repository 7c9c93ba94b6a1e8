import { useEffect, useRef, type ReactNode } from 'react'
import { AppLink } from '../../components/ui/app-link'
import { linkHref } from '../../lib/route-path'
import type { SubNav } from '../../site/subnav.server'
import type { PageCopy } from '../../site/page-copy.server'
import { PageIntro } from '../../site/page-intro'

/**
 * The pages of an about group (1-4, 5-7 or 8-10) under the page hero: page links, the current
 * page marked for screen readers (`aria-current`) and by its look. Scrolls sideways on a phone.
 */
export function AboutSubNav({ nav }: { nav: SubNav }) {
  const scroller = useRef<HTMLDivElement>(null)
  // The current page is scrolled into the middle of the row (the last pages of a group sit off
  // the right edge of a phone); the row scrolls sideways only, the page does not move.
  useEffect(() => {
    const row = scroller.current
    const current = row?.querySelector('[aria-current="page"]')
    if (!row || !current || row.scrollWidth <= row.clientWidth) return
    const r = current.getBoundingClientRect()
    const box = row.getBoundingClientRect()
    row.scrollLeft += r.left + r.width / 2 - (box.left + box.width / 2)
  }, [nav])
  return (
    <nav
      aria-label={nav.label}
      className="border-b border-slate-200 bg-surface"
      data-testid="about-subnav"
    >
      <div ref={scroller} className="container-site flex items-center gap-6 overflow-x-auto">
        <p className="shrink-0 py-4 text-sm font-semibold text-ink-muted">{nav.title}</p>
        <ul className="flex gap-1">
          {nav.items.map((item) => (
            <li key={linkHref(item.link)} className="shrink-0">
              <AppLink
                link={item.link}
                aria-current={item.current ? 'page' : undefined}
                className={
                  item.current
                    ? 'focus-ring block border-b-2 border-accent-400 px-3 py-4 text-sm font-semibold text-brand-900'
                    : 'focus-ring block border-b-2 border-transparent px-3 py-4 text-sm text-ink-muted hover:border-slate-300 hover:text-brand-900'
                }
              >
                {item.label}
              </AppLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  )
}

/**
 * The page intro of an about child, with its group's sub-navigation under the hero (kept out of
 * `PageIntro`, so pages outside the about section do not download it).
 */
export function AboutIntro({
  page,
  copy,
  children,
}: {
  page: string
  copy: PageCopy
  children?: ReactNode
}) {
  return (
    <PageIntro page={page} copy={copy} nav={copy.subnav && <AboutSubNav nav={copy.subnav} />}>
      {children}
    </PageIntro>
  )
}
