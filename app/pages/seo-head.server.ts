/**
 * What search engines and link previews read about a page, built on the server only (the code and
 * its strings never reach the browser): canonical, hreflang alternates, Open Graph and Twitter
 * tags, and JSON-LD of the page's type (lib/seo.ts). Called by `withSeo` (seo-loader.ts).
 */
import { getRequestUrl } from '@tanstack/react-start/server'
import type { Locale } from '../i18n/locales'
import { publicOriginFor } from '../lib/public-origin.server'
import { seoHead, shareImage, type SeoHead } from '../lib/seo'
import { companyName, companyPhone, documentTitle, siteConfig } from '../lib/site-config'
import type { PageCopy } from './page-copy.server'

/** The public origin (app/lib/public-origin.server.ts); never a forwarded header's scheme. */
function publicOrigin(): string {
  return publicOriginFor(getRequestUrl({ xForwardedProto: false }))
}

/** Query parameters that name what a page shows; others (tracking, ?anchor=) are not another page. */
const namingParams = new Set(['id', 'category', 'place', 'page', 'q', 'tag', 'v'])

/** A content view of a detail page: an article, a case study or a job (see structuredItem). */
interface DetailView {
  status: string
  date?: string
  image?: { src: string } | null
  place?: string
  responsibilities?: string[]
}

/** The query that names what a page shows (an item, a filter, a page of a list), sorted. */
function canonicalSearch(search: unknown): string {
  if (!search || typeof search !== 'object') return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search).sort(([a], [b]) => a.localeCompare(b))) {
    if (!namingParams.has(key) || value === undefined || value === null || value === '') continue
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

export interface SeoArgs {
  routeId: string
  pathname: string
  search: unknown
  lang: Locale
  copy: PageCopy
  view: unknown
}

export function buildSeoHead(args: SeoArgs): SeoHead {
  const { lang, copy, routeId } = args
  const origin = publicOrigin()
  const view = args.view && typeof args.view === 'object' ? (args.view as DetailView) : undefined
  const path = args.pathname === '/' ? '/' : args.pathname.replace(/\/+$/, '')
  const search = canonicalSearch(args.search)
  // Breadcrumbs: a detail page ends with its item, named by its title.
  const trail = copy.trail.map((crumb) => ({ ...crumb }))
  const last = trail[trail.length - 1]
  const here = { name: copy.title, path: `${path}${search ? `?${search}` : ''}` }
  if (routeId.includes('$articleId')) trail.push(here)
  else if (last) Object.assign(last, here)
  return seoHead({
    origin,
    lang,
    path: routeId === '/' ? '/' : path,
    search,
    title: documentTitle(copy.title, lang),
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
    item: structuredItem(routeId, copy, view, origin, lang),
    ogType: view?.date ? 'article' : 'website',
  })
}
