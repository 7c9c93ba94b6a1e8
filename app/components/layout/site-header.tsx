import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import { navigationQueries } from '../../content/navigation.queries'
import { useLocale } from '../../i18n/use-locale'
import { companyShortName } from '../../lib/site-config'
import { activeSectionOf } from '../../pages/menu'
import { LanguagePicker } from './language-picker'
import { LogoMark } from './logo'
import { MegaMenu } from './mega-menu'
import { MobilePanel } from './mobile-panel'

export function SiteHeader() {
  const locale = useLocale()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const { data: menu } = useSuspenseQuery(navigationQueries.menu(locale))
  // The active section comes from the second path segment, through the page registry.
  const activeSection = activeSectionOf(menu, pathname.split('/').slice(2).join('/'))

  return (
    <header
      className="sticky top-0 z-40 bg-[#0b2545] text-white shadow-md"
      data-testid="site-header"
    >
      <div className="container-site relative flex h-16 items-center gap-4">
        <Link
          to="/$lang"
          params={{ lang: locale }}
          // Current only on the home page itself, not on every page below /{lang}.
          activeOptions={{ exact: true, includeSearch: false }}
          className="mr-2 flex shrink-0 items-center gap-3 rounded focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-amber-400"
        >
          <LogoMark className="size-9" />
          <span className="text-lg font-semibold tracking-wide">{companyShortName(locale)}</span>
        </Link>
        <MegaMenu menu={menu} locale={locale} activeSection={activeSection} />
        <div className="ml-auto flex items-center gap-2">
          <LanguagePicker label={menu.labels.language} />
          <MobilePanel menu={menu} locale={locale} activeSection={activeSection} />
        </div>
      </div>
    </header>
  )
}
