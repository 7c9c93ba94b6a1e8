/**
 * THE list of pages: every route under `app/routes/$lang/` has exactly one entry here (checked by
 * typecheck below and by registry.test.ts against the route tree). Derived from it: menus
 * (desktop, mobile, footer sitemap) and active-section highlighting, unprefixed redirects and URL
 * normalization (url-normalize.ts), sitemap.xml, the SEO head's canonical query and JSON-LD type
 * (seo-head.server.ts), the routes whose loader is split with their component (vite.config.ts),
 * and the page lists of the tests and scripts (samplePaths, screenshots, Lighthouse, budgets,
 * benchmarks, scale test). Adding a page = its route file + an entry here + its messages
 * (docs/adding-a-page.md).
 *
 * Message keys are names (type-only import), resolved on the server; the browser never needs
 * this module (menus arrive built, see menu.server.ts).
 */
// With its extension: vite.config.ts imports this module (Vite's native config loader needs it).
import { linkHref, routeLink, type RouteLink } from '../lib/route-path.ts'
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

/**
 * - `page`: its own copy (messages and the domain's copy), maybe a strip of content;
 * - `list`: a list of the content service (cases, news, jobs, videos, downloads);
 * - `detail`: one item of the content service named by `?id=`;
 * - `article`: one item of the content service named by its path (`…/$articleId`).
 */
export type PageKind = 'page' | 'list' | 'detail' | 'article'

/** The schema.org type of the page's own item in its JSON-LD (seo-head.server.ts). */
export type StructuredDataType =
  'Product' | 'Article' | 'NewsArticle' | 'JobPosting' | 'VideoObject'

export interface PageEntry {
  id: string
  to: PageRoute
  kind: PageKind
  section: SectionId
  title: MessageKey
  description: MessageKey
  /** Shown in the section's menu (in this group, at this position, with this line under it). */
  menu?: { group: MenuGroupId; order: number; label?: MessageKey; description?: MessageKey }
  /** Menus show the page only where the locale policy says so; the page answers everywhere. */
  menuVisible?: (policy: LocalePolicy) => boolean
  /** Menu entries that deep-link into sections of the page (?anchor=N). */
  anchors?: ReadonlyArray<{ value: number; label: MessageKey }>
  /** A menu item of the page navigates this long after the click (the spec's service menu). */
  navDelayMs?: number
  cta: CallToAction
  /** The page above this one in breadcrumbs (home is above every page). */
  parent?: string
  /**
   * How sitemap.xml lists the page: `locales`, once in each of the 13 locales; `items`, once per
   * item of the content service where it is real (case categories, stories in the locales of
   * their versions: sitemap.server.ts); `false`, not at all.
   */
  sitemap: 'locales' | 'items' | false
  /**
   * Query parameters that name what the page shows, kept in its canonical URL; any other (a
   * tracking parameter, `?anchor=`) is not another page.
   */
  canonicalSearch?: readonly string[]
  /**
   * Those of `canonicalSearch` that filter a list (a topic, a search, a workplace, the selected
   * video or document): such a URL is not indexed, names its unfiltered list as canonical and
   * offers no language versions (their ids differ per language, ADR 025).
   */
  filterSearch?: readonly string[]
  /** The type of the page's own item in its JSON-LD, when it has one. */
  structuredData?: StructuredDataType
  /**
   * The route's loader reads the content service and is split with its component, out of the
   * main chunk (vite.config.ts, ADR 010). Lists, details and articles always are.
   */
  splitLoader?: true
  /**
   * One concrete URL below the locale, for tests, scripts and benchmarks, where the path is not
   * one (a parameter, a query): a seed's id or slug. An article has none: its ids are the
   * content service's (cases and news share one table), so it is found on its list (`parent`).
   */
  sample?: string
  // How tests, audits and benchmarks choose pages: by these, never by path.
  /**
   * A page of the same page type as that one (the same kind of view on other copy, or the same
   * view on another feed): what measures one page per type (the page-weight budgets, bench:js)
   * measures that one.
   */
  sameTypeAs?: string
  /**
   * Stands for its page type where an audit takes only a handful: Lighthouse audits these five,
   * the screenshots take those of kind `page`, the throughput benchmark a product and a list.
   */
  representative?: true
  /** One of the dozen pages of the scale test's mixed load (scripts/scale-test.ts). */
  loadMix?: true
  /**
   * Never indexed by search engines, whatever its query (the site search's results, ADR 042).
   * Such a page is also kept out of the site search's own index.
   */
  noindex?: true
  /**
   * The page has a form that works without JavaScript and takes its POST (ADR 030): the route's
   * `server.handlers.POST` (app/forms/page-post.server.ts).
   */
  takesPost?: true
  /**
   * The full-bleed picture of a landing page that opens with the page intro (issue 37): a site
   * picture (app/site/site-images.server.ts) and its alt text. Pages with a Hero block name their
   * own in their copy.
   */
  hero?: { picture: string; alt: MessageKey }
  /** The picture behind the title of its share image, where not its hero's or its section's. */
  sharePicture?: string
  /** Its share image shows the story its URL names (title and cover): `/og/<locale>/<id>/<n>.jpg`. */
  shareStory?: true
  /** Shows content of the content service related to it (app/site/related.server.ts). */
  related?: true
}

export const pages = [
  {
    id: 'home',
    to: '/$lang',
    kind: 'page',
    section: 'home',
    title: 'page_home_title',
    description: 'page_home_intro',
    cta: 'consult',
    sitemap: 'locales',
    representative: true,
    loadMix: true,
    sharePicture: 'home-film',
  },
  {
    id: 'logisticsSolution',
    to: '/$lang/logisticsSolution',
    kind: 'page',
    section: 'solutions',
    title: 'page_logistics_solution_title',
    description: 'page_logistics_solution_intro',
    menu: { group: 'solutions', order: 1, description: 'solutions_logistics_desc' },
    cta: 'consult',
    sitemap: 'locales',
    loadMix: true,
    sharePicture: 'solution-sl',
    related: true,
  },
  {
    id: 'plantSolution',
    to: '/$lang/plantSolution',
    kind: 'page',
    section: 'solutions',
    title: 'page_plant_solution_title',
    description: 'page_plant_solution_intro',
    menu: { group: 'solutions', order: 2, description: 'solutions_plant_desc' },
    cta: 'consult',
    sitemap: 'locales',
    loadMix: true,
    sharePicture: 'solution-sp',
    related: true,
  },
  {
    id: 'gardenSolution',
    to: '/$lang/gardenSolution',
    kind: 'page',
    section: 'solutions',
    title: 'page_garden_solution_title',
    description: 'page_garden_solution_intro',
    menu: { group: 'solutions', order: 3, description: 'solutions_garden_desc' },
    cta: 'consult',
    sitemap: 'locales',
    sharePicture: 'solution-sg',
    related: true,
  },
  {
    id: 'productCenter',
    to: '/$lang/productCenter',
    kind: 'page',
    section: 'products',
    title: 'page_product_center_title',
    description: 'page_product_center_intro',
    menu: { group: 'center', order: 0 },
    cta: 'consult',
    sitemap: 'locales',
    loadMix: true,
    sharePicture: 'product-family',
  },
  {
    id: 'AGVDetails',
    parent: 'productCenter',
    to: '/$lang/AGVDetails',
    kind: 'page',
    section: 'products',
    title: 'page_agv_details_title',
    description: 'page_agv_details_intro',
    menu: { group: 'equipment', order: 1, description: 'equipment_agv_desc' },
    cta: 'consult',
    sitemap: 'locales',
    structuredData: 'Product',
    representative: true,
    loadMix: true,
    sharePicture: 'agv-hero',
    related: true,
  },
  {
    id: 'pilerDetails',
    parent: 'productCenter',
    to: '/$lang/pilerDetails',
    kind: 'page',
    section: 'products',
    title: 'page_piler_details_title',
    description: 'page_piler_details_intro',
    menu: { group: 'equipment', order: 2, description: 'equipment_piler_desc' },
    cta: 'consult',
    sitemap: 'locales',
    structuredData: 'Product',
    loadMix: true,
    sharePicture: 'stacker-hero',
    related: true,
  },
  {
    id: 'allCases',
    to: '/$lang/succeedCase/AllCase',
    kind: 'list',
    section: 'cases',
    title: 'page_all_cases_title',
    description: 'page_all_cases_intro',
    menu: { group: 'cases', order: 99, label: 'nav_all_cases' },
    cta: 'consult',
    sitemap: 'locales',
    canonicalSearch: ['page'],
    representative: true,
    hero: { picture: 'cases-hero', alt: 'hero_cases_alt' },
  },
  {
    id: 'caseCategory',
    parent: 'allCases',
    to: '/$lang/succeedCase/$category',
    kind: 'list',
    section: 'cases',
    title: 'page_case_category_title',
    description: 'page_case_category_intro',
    cta: 'consult',
    sitemap: 'items',
    canonicalSearch: ['page'],
    sample: 'succeedCase/tobacco',
    hero: { picture: 'cases-hero', alt: 'hero_cases_alt' },
  },
  {
    id: 'caseDetails',
    parent: 'allCases',
    to: '/$lang/caseDetails',
    kind: 'detail',
    section: 'cases',
    title: 'page_case_details_title',
    description: 'page_case_details_intro',
    cta: 'consult',
    sitemap: 'items',
    canonicalSearch: ['id'],
    structuredData: 'Article',
    sample: 'caseDetails?id=1',
    representative: true,
    shareStory: true,
  },
  {
    id: 'serviceSupport',
    to: '/$lang/serviceSupport',
    kind: 'page',
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
    navDelayMs: 300,
    cta: 'consult',
    sitemap: 'locales',
    sample: 'serviceSupport?anchor=2',
    loadMix: true,
    sharePicture: 'service-support',
  },
  {
    id: 'secretaries',
    to: '/$lang/secretaries',
    kind: 'page',
    section: 'investor',
    title: 'page_secretaries_title',
    description: 'page_secretaries_intro',
    menu: { group: 'investor', order: 1 },
    menuVisible: (policy) => policy.menus.investor,
    cta: 'investor-relations',
    sitemap: 'locales',
    sameTypeAs: 'investor',
  },
  {
    id: 'investor',
    to: '/$lang/investor',
    kind: 'page',
    section: 'investor',
    title: 'page_investor_title',
    description: 'page_investor_intro',
    menuVisible: (policy) => policy.menus.investor,
    cta: 'investor-relations',
    sitemap: 'locales',
    // Its latest reports come from the content service.
    splitLoader: true,
    loadMix: true,
    hero: { picture: 'investor-hero', alt: 'hero_investor_alt' },
  },
  {
    id: 'investorNews',
    to: '/$lang/investor-news',
    kind: 'list',
    section: 'investor',
    title: 'page_investor_news_title',
    description: 'page_investor_news_intro',
    menuVisible: (policy) => policy.menus.investor,
    cta: 'investor-relations',
    sitemap: 'locales',
    canonicalSearch: ['page', 'q', 'tag'],
    filterSearch: ['q', 'tag'],
    sameTypeAs: 'journalism',
    hero: { picture: 'investor-hero', alt: 'hero_investor_alt' },
  },
  {
    id: 'investorArticle',
    parent: 'investorNews',
    to: '/$lang/investor-news/$articleId',
    kind: 'article',
    section: 'investor',
    title: 'page_investor_news_title',
    description: 'page_investor_news_intro',
    menuVisible: (policy) => policy.menus.investor,
    cta: 'investor-relations',
    sitemap: 'items',
    structuredData: 'NewsArticle',
    sameTypeAs: 'newsArticle',
    shareStory: true,
  },
  {
    id: 'joinUs',
    to: '/$lang/joinUs',
    kind: 'list',
    section: 'careers',
    title: 'page_join_us_title',
    description: 'page_join_us_intro',
    menu: { group: 'careers', order: 1, label: 'nav_join_us' },
    menuVisible: (policy) => policy.menus.careers,
    cta: 'none',
    sitemap: 'locales',
    canonicalSearch: ['category', 'page', 'place'],
    filterSearch: ['category', 'place'],
    loadMix: true,
    hero: { picture: 'careers-hero', alt: 'hero_careers_alt' },
  },
  {
    id: 'joinDetails',
    parent: 'joinUs',
    to: '/$lang/join-details',
    kind: 'detail',
    section: 'careers',
    title: 'page_join_details_title',
    description: 'page_join_details_intro',
    cta: 'careers',
    sitemap: 'items',
    canonicalSearch: ['id'],
    structuredData: 'JobPosting',
    sample: 'join-details?id=1',
    takesPost: true,
  },
  {
    // The consultation form as a page: where the consult buttons lead without JavaScript (with
    // it, they open the dialog); `?sent=1` is its confirmation (ADR 030).
    id: 'consultation',
    to: '/$lang/consultation',
    kind: 'page',
    section: 'service',
    title: 'consult_title',
    description: 'consult_intro',
    cta: 'none',
    sitemap: false,
    takesPost: true,
  },
  {
    id: 'aboutUs',
    to: '/$lang/aboutUs',
    kind: 'page',
    section: 'about',
    title: 'page_about_us_title',
    description: 'page_about_us_intro',
    cta: 'consult',
    sitemap: 'locales',
    loadMix: true,
    hero: { picture: 'about-hero', alt: 'hero_about_alt' },
  },
  // About children, numbered 1 to 10 in the spec's order; groups 1-4, 5-7, 8-10.
  {
    id: 'chairman',
    parent: 'aboutUs',
    to: '/$lang/aboutUs/chairman',
    kind: 'page',
    section: 'about',
    title: 'page_about_chairman_title',
    description: 'page_about_chairman_intro',
    menu: { group: 'company', order: 1 },
    cta: 'consult',
    sitemap: 'locales',
    sameTypeAs: 'culture',
  },
  {
    id: 'electricity',
    parent: 'aboutUs',
    to: '/$lang/aboutUs/electricity',
    kind: 'page',
    section: 'about',
    title: 'page_about_electricity_title',
    description: 'page_about_electricity_intro',
    menu: { group: 'company', order: 2 },
    cta: 'consult',
    sitemap: 'locales',
    sameTypeAs: 'culture',
    sharePicture: 'about-energy',
  },
  {
    id: 'development',
    parent: 'aboutUs',
    to: '/$lang/aboutUs/development',
    kind: 'page',
    section: 'about',
    title: 'page_about_development_title',
    description: 'page_about_development_intro',
    menu: { group: 'company', order: 3 },
    cta: 'consult',
    sitemap: 'locales',
    sameTypeAs: 'culture',
  },
  {
    id: 'contactUs',
    parent: 'aboutUs',
    to: '/$lang/aboutUs/contactUs',
    kind: 'page',
    section: 'about',
    title: 'page_about_contact_us_title',
    description: 'page_about_contact_us_intro',
    menu: { group: 'company', order: 4 },
    menuVisible: (policy) => policy.menus.contact,
    cta: 'consult',
    sitemap: 'locales',
    sameTypeAs: 'culture',
  },
  {
    id: 'culture',
    parent: 'aboutUs',
    to: '/$lang/aboutUs/culture',
    kind: 'page',
    section: 'about',
    title: 'page_about_culture_title',
    description: 'page_about_culture_intro',
    menu: { group: 'culture', order: 5 },
    cta: 'careers',
    sitemap: 'locales',
    representative: true,
    loadMix: true,
  },
  {
    id: 'responsibility',
    parent: 'aboutUs',
    to: '/$lang/aboutUs/responsibility',
    kind: 'page',
    section: 'about',
    title: 'page_about_responsibility_title',
    description: 'page_about_responsibility_intro',
    menu: { group: 'culture', order: 6 },
    cta: 'none',
    sitemap: 'locales',
    sameTypeAs: 'culture',
  },
  {
    id: 'certification',
    parent: 'aboutUs',
    to: '/$lang/aboutUs/certification',
    kind: 'page',
    section: 'about',
    title: 'page_about_certification_title',
    description: 'page_about_certification_intro',
    menu: { group: 'culture', order: 7 },
    cta: 'consult',
    sitemap: 'locales',
  },
  {
    id: 'journalism',
    parent: 'aboutUs',
    to: '/$lang/aboutUs/journalism',
    kind: 'list',
    section: 'about',
    title: 'page_about_journalism_title',
    description: 'page_about_journalism_intro',
    menu: { group: 'media', order: 8 },
    cta: 'none',
    sitemap: 'locales',
    canonicalSearch: ['page', 'q', 'tag'],
    filterSearch: ['q', 'tag'],
    loadMix: true,
    hero: { picture: 'news-hero', alt: 'hero_news_alt' },
  },
  {
    id: 'newsArticle',
    parent: 'journalism',
    to: '/$lang/aboutUs/journalism/$articleId',
    kind: 'article',
    section: 'about',
    title: 'page_about_journalism_title',
    description: 'page_about_journalism_intro',
    cta: 'none',
    sitemap: 'items',
    structuredData: 'NewsArticle',
    shareStory: true,
  },
  {
    id: 'videoDetails',
    parent: 'aboutUs',
    to: '/$lang/aboutUs/videoDetails',
    kind: 'list',
    section: 'about',
    title: 'page_about_video_details_title',
    description: 'page_about_video_details_intro',
    menu: { group: 'media', order: 9 },
    cta: 'none',
    sitemap: 'locales',
    canonicalSearch: ['v'],
    filterSearch: ['v'],
    structuredData: 'VideoObject',
  },
  {
    id: 'downloadCenter',
    parent: 'aboutUs',
    to: '/$lang/aboutUs/downloadCenter',
    kind: 'list',
    section: 'about',
    title: 'page_about_download_center_title',
    description: 'page_about_download_center_intro',
    menu: { group: 'media', order: 10 },
    cta: 'consult',
    sitemap: 'locales',
    canonicalSearch: ['id'],
    filterSearch: ['id'],
    takesPost: true,
  },
  {
    // Site search (issue 38, ADR 042): results of a query, never indexed, in no sitemap or menu
    // (the header's search field leads here).
    id: 'search',
    to: '/$lang/search',
    kind: 'list',
    section: 'home',
    title: 'site_search_title',
    description: 'site_search_intro',
    cta: 'none',
    sitemap: false,
    noindex: true,
    canonicalSearch: ['page', 'q', 'type'],
    filterSearch: ['q', 'type'],
  },
] as const satisfies readonly PageEntry[]

export type PageId = (typeof pages)[number]['id']

/** The groups of the menus (a section's columns or tabs; the about groups' sub-navigation). */
export type MenuGroupId =
  | 'solutions'
  | 'platform'
  | 'center'
  | 'equipment'
  | 'cases'
  | 'service'
  | 'investor'
  | 'careers'
  | 'company'
  | 'culture'
  | 'media'

/** The title of each menu group that shows one (careers is a single entry). */
export const menuGroupTitles: Record<Exclude<MenuGroupId, 'careers'>, MessageKey> = {
  solutions: 'nav_solutions',
  platform: 'products_tab_platform',
  center: 'page_product_center_title',
  equipment: 'products_tab_equipment',
  cases: 'nav_cases',
  service: 'nav_service',
  investor: 'nav_investor',
  company: 'about_group_company',
  culture: 'about_group_culture',
  media: 'about_group_media',
}

export interface SectionEntry {
  /** The picture behind the share image of its pages that have none of their own. */
  sharePicture: string
  /** Its entry in the menus: its label, the page the entry opens, its groups in menu order. */
  menu?: { label: MessageKey; main: PageId; groups: readonly Exclude<MenuGroupId, 'careers'>[] }
}

/** Each section, in menu order. */
export const sections: Record<SectionId, SectionEntry> = {
  home: { sharePicture: 'home-film' },
  solutions: {
    sharePicture: 'solution-sl',
    menu: { label: 'nav_solutions', main: 'logisticsSolution', groups: ['solutions'] },
  },
  products: {
    sharePicture: 'product-family',
    menu: {
      label: 'nav_products',
      main: 'productCenter',
      groups: ['platform', 'center', 'equipment'],
    },
  },
  cases: {
    sharePicture: 'cases-hero',
    menu: { label: 'nav_cases', main: 'allCases', groups: ['cases'] },
  },
  service: {
    sharePicture: 'service-support',
    menu: { label: 'nav_service', main: 'serviceSupport', groups: ['service'] },
  },
  investor: {
    sharePicture: 'investor-hero',
    menu: { label: 'nav_investor', main: 'secretaries', groups: ['investor'] },
  },
  careers: { sharePicture: 'careers-hero' },
  about: {
    sharePicture: 'about-hero',
    menu: { label: 'nav_about', main: 'aboutUs', groups: ['company', 'culture', 'media'] },
  },
}

/** The pages that show related content (`related`). */
export type RelatedPage = Extract<(typeof pages)[number], { related: true }>['id']

export const relatedPages = pages.flatMap((p) => ('related' in p ? [p.id] : [])) as [
  RelatedPage,
  ...RelatedPage[],
]

/** The entries as `PageEntry`s (every optional field readable), for filters by property. */
export const allPages: readonly PageEntry[] = pages

const byId = new Map<string, PageEntry>(allPages.map((p) => [p.id, p]))

export function pageById(id: PageId): PageEntry {
  return byId.get(id)!
}

/**
 * Each route of the router to its entry. A route under app/routes/$lang/ without an entry fails
 * typecheck here, naming the route (registry.test.ts checks the same against the route tree).
 */
const entryOfRoute: Record<PageRoute, PageEntry> = Object.fromEntries(
  pages.map((p) => [p.to, p]),
) as Record<(typeof pages)[number]['to'], PageEntry>

/**
 * The entry of a route by the router's route id: `/$lang/` and `/$lang/aboutUs/` for index
 * routes, `/$lang/aboutUs/journalism_/$articleId` for a route not nested in its parent's, `/`
 * for the home page at the root. Undefined for a route that is not a page, such as `/$lang`,
 * the locale's layout (`$lang/route.tsx`).
 */
export function pageOfRouteId(routeId: string): PageEntry | undefined {
  if (routeId === '/') return entryOfRoute['/$lang']
  if (routeId === '/$lang') return undefined
  const to = routeId.replace(/_(?=\/|$)/g, '').replace(/(.)\/$/, '$1')
  return (entryOfRoute as Partial<Record<string, PageEntry>>)[to]
}

/**
 * A page under a locale, as a link for the router (`AppLink`, app/components/ui/app-link.tsx):
 * the typed `routeLink` of app/lib/route-path.ts. A page with a parameter besides the locale (an
 * industry's case list, an article) gets no value for it: link those with `routeLink`.
 */
export function pageLink(
  page: Pick<PageEntry, 'to'>,
  locale: string,
  search?: Readonly<Record<string, string | number | null | undefined>>,
): RouteLink {
  return routeLink(page.to as '/$lang', { lang: locale }, search)
}

/**
 * A page's URL under a locale (`pageLink`'s address). A page with a parameter besides the locale
 * keeps it as a placeholder: breadcrumbs replace their last entry with the page's real address
 * (seo-head.server.ts).
 */
export function pageHref(...args: Parameters<typeof pageLink>): string {
  return linkHref(pageLink(...args))
}

/** The page's path below the locale prefix: "/$lang/aboutUs/culture" -> "aboutUs/culture". */
export function pagePath(page: Pick<PageEntry, 'to'>): string {
  return page.to.replace(/^\/\$lang\/?/, '')
}

/** Whether the menus of a locale show this page. */
export function isInMenus(page: PageEntry, policy: LocalePolicy): boolean {
  return page.menuVisible ? page.menuVisible(policy) : true
}

/** Whether the route's loader is split with its component (vite.config.ts, ADR 010). */
export function hasSplitLoader(page: PageEntry): boolean {
  return page.kind !== 'page' || page.splitLoader === true
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const segmentPattern = (segment: string) =>
  segment.startsWith('$') ? '[A-Za-z0-9_-]+' : escapeRegExp(segment)

const unprefixed = allPages
  .filter((p) => pagePath(p) !== '')
  .map((p) => new RegExp(`^/${pagePath(p).split('/').map(segmentPattern).join('/')}/?$`))

/** True when an unprefixed path (e.g. "/secretaries") names one of our pages. */
export function isKnownUnprefixedPath(pathname: string): boolean {
  return unprefixed.some((re) => re.test(pathname))
}

const posted = allPages
  .filter((p) => p.takesPost)
  .map((p) => new RegExp(`^/([^/]+)/${pagePath(p)}$`))

/** The locale segment of a path of a page that takes a form's POST (its exact spelling), or null. */
export function postedPageLocale(pathname: string): string | null {
  for (const re of posted) {
    const match = re.exec(pathname)
    if (match) return match[1]!
  }
  return null
}

/**
 * A link to the page in a list's HTML, below "/{locale}/": its path with each parameter as an id
 * or slug, and for a detail page its `?id=`. To find an article or a detail on its list (`parent`).
 */
export function linkPattern(page: PageEntry): RegExp {
  const path = pagePath(page).split('/').map(segmentPattern).join('\\/')
  const key = page.kind === 'detail' ? (page.canonicalSearch?.[0] ?? 'id') : undefined
  return new RegExp(key ? `${path}\\?${key}=\\d+` : path)
}

/**
 * The page's concrete URL below the locale ("" for home), for tests, screenshots and benchmarks:
 * its `sample` (a seed's id or slug) or its path; undefined for an article, which is found on its
 * list (`linkPattern`).
 */
export function samplePath(page: PageEntry): string | undefined {
  if (page.sample !== undefined) return page.sample
  return page.kind === 'article' ? undefined : pagePath(page)
}

/** One concrete URL (below the locale) per page that has one: every page but the articles. */
export const samplePaths: readonly string[] = allPages.flatMap((p) => {
  const sample = samplePath(p)
  return sample === undefined ? [] : [sample]
})
