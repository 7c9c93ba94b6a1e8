/**
 * THE list of pages. Menus (desktop and mobile), active-section highlighting, unprefixed
 * redirects, the footer sitemap, the screenshot script and the route tests derive from it.
 * Adding a page = its route file + an entry here + its messages (docs/adding-a-page.md).
 *
 * Message keys are names (type-only import), resolved on the server; the browser never needs
 * this module (menus arrive built, see menu.server.ts).
 */
import { routePath } from '../lib/route-path'
import type * as messages from '../paraglide/messages.js'
import type { FileRoutesByTo } from '../routeTree.gen'
import type { LocalePolicy } from '../i18n/locales'

/** A Paraglide message that takes no inputs. */
export type MessageKey = {
  [K in keyof typeof messages]: (typeof messages)[K] extends (
    inputs?: Record<string, never>,
    ...rest: never[]
  ) => string
    ? K
    : never
}[keyof typeof messages]

/** Locale-prefixed routes of the router (every page lives under /{lang}). */
export type PageRoute = Extract<keyof FileRoutesByTo, `/$lang${string}`>

export type SectionId =
  'home' | 'solutions' | 'products' | 'cases' | 'service' | 'investor' | 'careers' | 'about'

/** What the page's call to action offers: sales talk fits products, not careers or investors. */
export type CallToAction = 'consult' | 'investor-relations' | 'careers' | 'none'

export interface PageEntry {
  id: string
  to: PageRoute
  section: SectionId
  title: MessageKey
  description: MessageKey
  /** Shown in the section's menu (in this group, at this position). */
  menu?: { group: string; order: number; label?: MessageKey }
  /** Menus show the page only where the locale policy says so; the page answers everywhere. */
  menuVisible?: (policy: LocalePolicy) => boolean
  /** Needs an id or slug: no menu entry of its own, not in the sitemap as such. */
  detail?: boolean
  /** Menu entries that deep-link into sections of the page (?anchor=N). */
  anchors?: ReadonlyArray<{ value: number; label: MessageKey }>
  cta: CallToAction
  /** The page above this one in breadcrumbs (home is above every page). */
  parent?: string
}

export const pages = [
  {
    id: 'home',
    to: '/$lang',
    section: 'home',
    title: 'page_home_title',
    description: 'page_home_intro',
    cta: 'consult',
  },
  {
    id: 'logisticsSolution',
    to: '/$lang/logisticsSolution',
    section: 'solutions',
    title: 'page_logistics_solution_title',
    description: 'page_logistics_solution_intro',
    menu: { group: 'solutions', order: 1 },
    cta: 'consult',
  },
  {
    id: 'plantSolution',
    to: '/$lang/plantSolution',
    section: 'solutions',
    title: 'page_plant_solution_title',
    description: 'page_plant_solution_intro',
    menu: { group: 'solutions', order: 2 },
    cta: 'consult',
  },
  {
    id: 'gardenSolution',
    to: '/$lang/gardenSolution',
    section: 'solutions',
    title: 'page_garden_solution_title',
    description: 'page_garden_solution_intro',
    menu: { group: 'solutions', order: 3 },
    cta: 'consult',
  },
  {
    id: 'productCenter',
    to: '/$lang/productCenter',
    section: 'products',
    title: 'page_product_center_title',
    description: 'page_product_center_intro',
    menu: { group: 'center', order: 0 },
    cta: 'consult',
  },
  {
    id: 'AGVDetails',
    parent: 'productCenter',
    to: '/$lang/AGVDetails',
    section: 'products',
    title: 'page_agv_details_title',
    description: 'page_agv_details_intro',
    menu: { group: 'equipment', order: 1 },
    cta: 'consult',
  },
  {
    id: 'pilerDetails',
    parent: 'productCenter',
    to: '/$lang/pilerDetails',
    section: 'products',
    title: 'page_piler_details_title',
    description: 'page_piler_details_intro',
    menu: { group: 'equipment', order: 2 },
    cta: 'consult',
  },
  {
    id: 'allCases',
    to: '/$lang/succeedCase/AllCase',
    section: 'cases',
    title: 'page_all_cases_title',
    description: 'page_all_cases_intro',
    menu: { group: 'cases', order: 99, label: 'nav_all_cases' },
    cta: 'consult',
  },
  {
    id: 'caseCategory',
    parent: 'allCases',
    to: '/$lang/succeedCase/$category',
    section: 'cases',
    title: 'page_case_category_title',
    description: 'page_case_category_intro',
    detail: true,
    cta: 'consult',
  },
  {
    id: 'caseDetails',
    parent: 'allCases',
    to: '/$lang/caseDetails',
    section: 'cases',
    title: 'page_case_details_title',
    description: 'page_case_details_intro',
    detail: true,
    cta: 'consult',
  },
  {
    id: 'serviceSupport',
    to: '/$lang/serviceSupport',
    section: 'service',
    title: 'page_service_support_title',
    description: 'page_service_support_intro',
    menu: { group: 'service', order: 1 },
    anchors: [
      { value: 1, label: 'service_1_title' },
      { value: 2, label: 'service_2_title' },
      { value: 3, label: 'service_3_title' },
      { value: 4, label: 'service_4_title' },
    ],
    cta: 'consult',
  },
  {
    id: 'secretaries',
    to: '/$lang/secretaries',
    section: 'investor',
    title: 'page_secretaries_title',
    description: 'page_secretaries_intro',
    menu: { group: 'investor', order: 1 },
    menuVisible: (policy) => policy.menus.investor,
    cta: 'investor-relations',
  },
  {
    id: 'investor',
    to: '/$lang/investor',
    section: 'investor',
    title: 'page_investor_title',
    description: 'page_investor_intro',
    menuVisible: (policy) => policy.menus.investor,
    cta: 'investor-relations',
  },
  {
    id: 'investorNews',
    to: '/$lang/investor-news',
    section: 'investor',
    title: 'page_investor_news_title',
    description: 'page_investor_news_intro',
    menuVisible: (policy) => policy.menus.investor,
    cta: 'investor-relations',
  },
  {
    id: 'joinUs',
    to: '/$lang/joinUs',
    section: 'careers',
    title: 'page_join_us_title',
    description: 'page_join_us_intro',
    menu: { group: 'careers', order: 1, label: 'nav_join_us' },
    menuVisible: (policy) => policy.menus.careers,
    cta: 'none',
  },
  {
    id: 'joinDetails',
    parent: 'joinUs',
    to: '/$lang/join-details',
    section: 'careers',
    title: 'page_join_details_title',
    description: 'page_join_details_intro',
    detail: true,
    cta: 'careers',
  },
  {
    id: 'aboutUs',
    to: '/$lang/aboutUs',
    section: 'about',
    title: 'page_about_us_title',
    description: 'page_about_us_intro',
    cta: 'consult',
  },
  // About children, numbered 1 to 10 in the spec's order; groups 1-4, 5-7, 8-10.
  {
    id: 'chairman',
    parent: 'aboutUs',
    to: '/$lang/aboutUs/chairman',
    section: 'about',
    title: 'page_about_chairman_title',
    description: 'page_about_chairman_intro',
    menu: { group: 'company', order: 1 },
    cta: 'consult',
  },
  {
    id: 'electricity',
    parent: 'aboutUs',
    to: '/$lang/aboutUs/electricity',
    section: 'about',
    title: 'page_about_electricity_title',
    description: 'page_about_electricity_intro',
    menu: { group: 'company', order: 2 },
    cta: 'consult',
  },
  {
    id: 'development',
    parent: 'aboutUs',
    to: '/$lang/aboutUs/development',
    section: 'about',
    title: 'page_about_development_title',
    description: 'page_about_development_intro',
    menu: { group: 'company', order: 3 },
    cta: 'consult',
  },
  {
    id: 'contactUs',
    parent: 'aboutUs',
    to: '/$lang/aboutUs/contactUs',
    section: 'about',
    title: 'page_about_contact_us_title',
    description: 'page_about_contact_us_intro',
    menu: { group: 'company', order: 4 },
    menuVisible: (policy) => policy.menus.contact,
    cta: 'consult',
  },
  {
    id: 'culture',
    parent: 'aboutUs',
    to: '/$lang/aboutUs/culture',
    section: 'about',
    title: 'page_about_culture_title',
    description: 'page_about_culture_intro',
    menu: { group: 'culture', order: 5 },
    cta: 'careers',
  },
  {
    id: 'responsibility',
    parent: 'aboutUs',
    to: '/$lang/aboutUs/responsibility',
    section: 'about',
    title: 'page_about_responsibility_title',
    description: 'page_about_responsibility_intro',
    menu: { group: 'culture', order: 6 },
    cta: 'none',
  },
  {
    id: 'certification',
    parent: 'aboutUs',
    to: '/$lang/aboutUs/certification',
    section: 'about',
    title: 'page_about_certification_title',
    description: 'page_about_certification_intro',
    menu: { group: 'culture', order: 7 },
    cta: 'consult',
  },
  {
    id: 'journalism',
    parent: 'aboutUs',
    to: '/$lang/aboutUs/journalism',
    section: 'about',
    title: 'page_about_journalism_title',
    description: 'page_about_journalism_intro',
    menu: { group: 'media', order: 8 },
    cta: 'none',
  },
  {
    id: 'videoDetails',
    parent: 'aboutUs',
    to: '/$lang/aboutUs/videoDetails',
    section: 'about',
    title: 'page_about_video_details_title',
    description: 'page_about_video_details_intro',
    menu: { group: 'media', order: 9 },
    cta: 'none',
  },
  {
    id: 'downloadCenter',
    parent: 'aboutUs',
    to: '/$lang/aboutUs/downloadCenter',
    section: 'about',
    title: 'page_about_download_center_title',
    description: 'page_about_download_center_intro',
    menu: { group: 'media', order: 10 },
    cta: 'consult',
  },
] as const satisfies readonly PageEntry[]

export type PageId = (typeof pages)[number]['id']

const byId = new Map<string, PageEntry>(pages.map((p) => [p.id, p]))

export function pageById(id: PageId): PageEntry {
  return byId.get(id)!
}

/** The page's path below the locale prefix: "/$lang/aboutUs/culture" -> "aboutUs/culture". */
/**
 * A page's URL under a locale (the typed `routePath`, app/lib/route-path.ts). A page with a
 * parameter besides the locale (an industry's case list) keeps it as a placeholder: breadcrumbs
 * replace their last entry with the page's real address (seo-head.server.ts).
 */
export function pageHref(
  page: Pick<PageEntry, 'to'>,
  locale: string,
  search?: Readonly<Record<string, string | number | null | undefined>>,
): string {
  return routePath(page.to as '/$lang', { lang: locale }, search)
}

export function pagePath(page: Pick<PageEntry, 'to'>): string {
  return page.to.replace(/^\/\$lang\/?/, '')
}

/** Whether the menus of a locale show this page. */
export function isInMenus(page: PageEntry, policy: LocalePolicy): boolean {
  return page.menuVisible ? page.menuVisible(policy) : true
}

const segmentPattern = (segment: string) =>
  segment.startsWith('$') ? '[A-Za-z0-9_-]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const unprefixed = pages
  .filter((p) => pagePath(p) !== '')
  .map((p) => new RegExp(`^/${pagePath(p).split('/').map(segmentPattern).join('/')}/?$`))

/** True when an unprefixed path (e.g. "/secretaries") names one of our pages. */
export function isKnownUnprefixedPath(pathname: string): boolean {
  return unprefixed.some((re) => re.test(pathname))
}

/**
 * One concrete URL (below the locale) per page, for tests, screenshots and benchmarks:
 * detail pages get a sample id or slug from the seed content.
 */
export const samplePaths: readonly string[] = pages.map((p) => {
  const path = pagePath(p)
  if (p.id === 'caseCategory') return 'succeedCase/tobacco'
  if (p.id === 'caseDetails' || p.id === 'joinDetails') return `${path}?id=1`
  if (p.id === 'serviceSupport') return `${path}?anchor=2`
  return path
})
