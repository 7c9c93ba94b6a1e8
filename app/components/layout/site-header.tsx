import { useRouterState } from '@tanstack/react-router'
import { useLocale } from '../../i18n/use-locale'
import { companyShortName } from '../../lib/site-config'
import { activeSectionOf } from '../../site/menu'
import { HeaderSearch } from './header-search'
import { SearchIcon } from '../ui/icons'
import { LanguagePicker } from './language-picker'
import { LogoMark } from './logo'
import { MegaMenu } from './mega-menu'
import { MobilePanel } from './mobile-panel'
import { SiteLink } from './site-link'
import { useMenu } from './use-menu'

export function SiteHeader() {
  const locale = useLocale()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const menu = useMenu()
  // The active section comes from the second path segment, through the page registry.
  const activeSection = activeSectionOf(menu, pathname.split('/').slice(2).join('/'))

  return (
    <header
      className="sticky top-0 z-40 bg-brand-800 text-white shadow-md"
      data-testid="site-header"
      data-sticky-header=""
    >
      <div className="container-site relative flex h-16 items-center gap-4">
        <SiteLink
          item={menu.home}
          // Current only on the home page itself, not on every page below /{lang}.
          aria-current={activeSection === 'home' ? 'page' : undefined}
          className="focus-ring mr-2 flex shrink-0 items-center gap-3 rounded"
        >
          <LogoMark className="size-9" />
          <span className="text-lg font-semibold tracking-wide">{companyShortName(locale)}</span>
        </SiteLink>
        <MegaMenu menu={menu} activeSection={activeSection} />
        <div className="ml-auto flex items-center gap-2">
          {/* The field from 1280 px; below, the menu of a long locale leaves it no room: the
              search page's own field is one step away. */}
          <HeaderSearch search={menu.search} className="hidden xl:flex" />
          <a
            href={menu.search.action}
            aria-label={menu.search.label}
            data-testid="header-search-link"
            className="focus-ring hidden size-10 items-center justify-center rounded-md border border-white/30 bg-white/10 text-white hover:bg-white/20 lg:inline-flex xl:hidden"
          >
            <SearchIcon />
          </a>
          <LanguagePicker label={menu.labels.language} />
          <MobilePanel menu={menu} activeSection={activeSection} />
        </div>
      </div>
    </header>
  )
}
