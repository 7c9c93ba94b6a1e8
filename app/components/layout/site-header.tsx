import { Link, useRouterState } from '@tanstack/react-router'
import { useLocale } from '../../i18n/use-locale'
import { cn } from '../../lib/cn'
import { companyShortName } from '../../lib/site-config'
import * as m from '../../paraglide/messages.js'
import { LanguagePicker } from './language-picker'
import { LogoMark } from './logo'

interface NavItem {
  /** Second path segments that make this item active. */
  segments: string[]
  to: string
  label: () => string
  zhCnOnly?: boolean
}

const navItems: NavItem[] = [
  { segments: [''], to: '/$lang', label: m.nav_home },
  {
    segments: ['logisticsSolution', 'plantSolution', 'gardenSolution'],
    to: '/$lang/logisticsSolution',
    label: m.nav_solutions,
  },
  {
    segments: ['productCenter', 'AGVDetails', 'pilerDetails'],
    to: '/$lang/productCenter',
    label: m.nav_products,
  },
  {
    segments: ['succeedCase', 'caseDetails'],
    to: '/$lang/succeedCase/AllCase',
    label: m.nav_cases,
  },
  { segments: ['serviceSupport'], to: '/$lang/serviceSupport', label: m.nav_service },
  {
    segments: ['secretaries', 'investor', 'investor-news'],
    to: '/$lang/secretaries',
    label: m.nav_investor,
    zhCnOnly: true,
  },
  { segments: ['aboutUs'], to: '/$lang/aboutUs', label: m.nav_about },
  {
    segments: ['joinUs', 'join-details'],
    to: '/$lang/joinUs',
    label: m.nav_join_us,
    zhCnOnly: true,
  },
]

export function SiteHeader() {
  const locale = useLocale()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const second = pathname.split('/')[2] ?? ''
  const items = navItems.filter((item) => !item.zhCnOnly || locale === 'zh-CN')

  return (
    <header className="sticky top-0 z-40 bg-[#0b2545]/95 text-white shadow-md backdrop-blur">
      <div className="container-site flex h-16 items-center gap-6">
        <Link
          to="/$lang"
          params={{ lang: locale }}
          className="flex shrink-0 items-center gap-3 rounded focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-amber-400"
        >
          <LogoMark className="size-9" />
          <span className="text-lg font-semibold tracking-wide">{companyShortName(locale)}</span>
        </Link>
        <nav aria-label={m.nav_primary_label()} className="min-w-0 flex-1 overflow-x-auto">
          <ul className="flex items-center gap-1 whitespace-nowrap">
            {items.map((item) => {
              const active = item.segments.includes(second)
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    params={{ lang: locale }}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'inline-flex h-16 items-center border-b-2 px-3 text-sm transition-colors focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-amber-400',
                      active
                        ? 'border-amber-400 text-white'
                        : 'border-transparent text-slate-200 hover:text-white',
                    )}
                  >
                    {item.label()}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>
        <LanguagePicker />
      </div>
    </header>
  )
}
