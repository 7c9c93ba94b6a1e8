/**
 * What every page route shares: its loader (page copy in the page's locale, through the query
 * cache, so the server render and the hydration agree without a second request) and its head.
 */
import type { QueryClient } from '@tanstack/react-query'
import { isLocale, type Locale } from '../i18n/locales'
import { seoHead, shareImage } from '../lib/seo'
import { companyName, companyPhone, documentTitle, siteConfig } from '../lib/site-config'
import { homeQueries } from './home.queries'
import { pageCopyQueries } from './page-copy.queries'
import type { PageCopy } from './page-copy.server'
import type { PageId } from './registry'
import type { RelatedPage } from './related'
import { relatedQueries } from './related.queries'

export interface LoaderArgs {
  context: { queryClient: QueryClient; locale?: Locale }
  params: { lang?: string }
}

/** The loader of a page: its copy in the route's locale ("/" uses the detected locale). */
export function pageLoader<P extends PageId>(page: P) {
  return async ({ context, params }: LoaderArgs) => {
    const lang: Locale = isLocale(params.lang) ? params.lang : (context.locale ?? 'zh-CN')
    const copy = await context.queryClient.ensureQueryData(pageCopyQueries.page(lang, page))
    return { lang, copy }
  }
}

/** The home page's loader: its copy and its content strips (latest cases, news, industries). */
export function homeLoader() {
  const copy = pageLoader('home')
  return async (args: LoaderArgs) => {
    const data = await copy(args)
    const strips = await args.context.queryClient.ensureQueryData(homeQueries.strips(data.lang))
    return { ...data, strips }
  }
}

/** A content view of a detail page: an article, a case study or a job (see structuredItem). */
interface DetailView {
  status: string
  date?: string
  image?: { src: string } | null
  place?: string
  responsibilities?: string[]
}

interface HeadArgs {
  loaderData?: { lang: Locale; copy: PageCopy; view?: unknown }
  match: { routeId: string; pathname: string; search: unknown }
  matches: ReadonlyArray<{ routeId: string; loaderData?: unknown }>
}

/** Query parameters that name what a page shows (an item, a filter, a page of a list). */
function canonicalSearch(search: unknown): string {
  if (!search || typeof search !== 'object') return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search).sort(([a], [b]) => a.localeCompare(b))) {
    // ?anchor= scrolls within the same page; it is not another page.
    if (key === 'anchor' || value === undefined || value === null || value === '') continue
    params.set(key, String(value))
  }
  return params.toString()
}

/** The page's own schema.org item: a product, an article or a job posting. */
function structuredItem(
  routeId: string,
  copy: PageCopy,
  view: DetailView | undefined,
  origin: string,
  lang: Locale,
): Record<string, unknown> | undefined {
  const organization = { '@id': `${origin}/#organization` }
  if (/\/(AGVDetails|pilerDetails)$/.test(routeId)) {
    return {
      '@type': 'Product',
      name: copy.title,
      description: copy.description,
      image: `${origin}${shareImage.path}`,
      brand: { '@type': 'Brand', name: siteConfig.shortName.en },
      manufacturer: organization,
    }
  }
  if (!view || view.status !== 'ok') return undefined
  if (view.responsibilities) {
    return {
      '@type': 'JobPosting',
      title: copy.title,
      description: [copy.description, ...view.responsibilities].join(' '),
      datePosted: view.date,
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: companyName(lang), sameAs: origin },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: view.place },
      },
    }
  }
  if (view.date) {
    return {
      '@type': 'Article',
      headline: copy.title,
      description: copy.description,
      datePublished: view.date,
      image: `${origin}${view.image?.src ?? shareImage.path}`,
      author: organization,
      publisher: organization,
    }
  }
  return undefined
}

/**
 * head(): "{page title} - {company name}", the meta description, and what search engines and
 * link previews read (canonical, hreflang alternates, Open Graph, Twitter, JSON-LD; lib/seo.ts).
 * The public origin comes from the root route's loader (the server decides it).
 */
export function pageHead({ loaderData, match, matches }: HeadArgs) {
  if (!loaderData) return {}
  const { lang, copy } = loaderData
  const view =
    loaderData.view && typeof loaderData.view === 'object'
      ? (loaderData.view as DetailView)
      : undefined
  const origin = (matches[0]?.loaderData as { origin?: string } | undefined)?.origin ?? ''
  const path = match.pathname === '/' ? '/' : match.pathname.replace(/\/+$/, '')
  const search = canonicalSearch(match.search)
  const title = documentTitle(copy.title, lang)
  // Breadcrumbs: a detail page ends with its item, named by its title.
  const trail = copy.trail.map((crumb) => ({ ...crumb }))
  const last = trail[trail.length - 1]
  const here = { name: copy.title, path: `${path}${search ? `?${search}` : ''}` }
  if (match.routeId.includes('$articleId')) trail.push(here)
  else if (last) Object.assign(last, here)
  const seo = seoHead({
    origin,
    lang,
    path: match.routeId === '/' ? '/' : path,
    search,
    title,
    description: copy.description,
    siteName: companyName(lang),
    organization: {
      name: companyName(lang),
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
      telephone: companyPhone(lang),
      email: siteConfig.email,
      tickerSymbol: `SZSE:${siteConfig.stockCode}`,
    },
    trail,
    item: structuredItem(match.routeId, copy, view, origin, lang),
    ogType: view?.date ? 'article' : 'website',
  })
  return { ...seo, meta: [{ title }, ...seo.meta] }
}

/** The loader of a product or solution page: its copy and its related content. */
export function relatedLoader<P extends RelatedPage>(page: P) {
  const copy = pageLoader(page)
  return async (args: LoaderArgs) => {
    const data = await copy(args)
    const related = await args.context.queryClient.ensureQueryData(
      relatedQueries.page(data.lang, page),
    )
    return { ...data, related }
  }
}
