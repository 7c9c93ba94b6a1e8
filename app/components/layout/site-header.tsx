import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import { navigationQueries } from '../../content/navigation.queries'
import { useLocale } from '../../i18n/use-locale'
import { companyShortName } from '../../lib/site-config'
import * as m from '../../paraglide/messages.js'
import { LanguagePicker } from './language-picker'
import { LogoMark } from './logo'
import { MegaMenu } from './mega-menu'
import { MobilePanel } from './mobile-panel'
import { buildMenu, type MenuItem } from './nav-model'

export function SiteHeader() {
  const locale = useLocale()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const { data: categories } = useSuspenseQuery(navigationQueries.caseCategories(locale))
  const sections = buildMenu(locale, categories)
  const second = pathname.split('/')[2] ?? ''
  const activeSection =
    second === ''
      ? 'home'
      : second === 'joinUs' || second === 'join-details'
        ? 'joinUs'
        : sections.find((s) => s.segments.includes(second))?.id

  const home: MenuItem = { kind: 'internal', key: 'home', path: '', label: m.nav_home() }
  const joinUs: MenuItem | undefined =
    locale === 'zh-CN'
      ? { kind: 'internal', key: 'joinUs', path: 'joinUs', label: m.nav_join_us() }
      : undefined
  const cases: MenuItem = {
    kind: 'internal',
    key: 'cases',
    path: 'succeedCase/AllCase',
    label: m.nav_cases(),
  }

  return (
    <header
      className="sticky top-0 z-40 bg-[#0b2545] text-white shadow-md"
      data-testid="site-header"
    >
      <div className="container-site relative flex h-16 items-center gap-4">
        <Link
          to="/$lang"
          params={{ lang: locale }}
          className="mr-2 flex shrink-0 items-center gap-3 rounded focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-amber-400"
        >
          <LogoMark className="size-9" />
          <span className="text-lg font-semibold tracking-wide">{companyShortName(locale)}</span>
        </Link>
        <MegaMenu
          sections={sections}
          locale={locale}
          activeSection={activeSection}
          homeLabel={m.nav_home()}
          joinUs={joinUs}
        />
        <div className="ml-auto flex items-center gap-2">
          <LanguagePicker />
          <MobilePanel
            sections={sections}
            locale={locale}
            activeSection={activeSection}
            direct={[home, cases, ...(joinUs ? [joinUs] : [])]}
          />
        </div>
      </div>
    </header>
  )
}
