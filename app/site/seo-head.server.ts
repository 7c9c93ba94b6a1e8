/**
 * What search engines and link previews read about a page, built on the server only (the code and
 * its strings never reach the browser): canonical, hreflang alternates, Open Graph and Twitter
 * tags, and JSON-LD of the page's type (lib/seo.ts). Called by `withSeo` (seo-loader.ts).
 */
import { getRequestUrl } from '@tanstack/react-start/server'
import type { Locale } from '../i18n/locales'
import { publicOriginFor } from '../lib/public-origin.server'
import { seoHead, shareImage, type SeoHead, type SeoInput } from '../lib/seo'
import { companyName, companyPhone, documentTitle, siteConfig } from '../lib/site-config'
import type { PageCopy } from './page-copy.server'
import type { VideoItem } from '../domains/videos/videos.server'
import type { StoryLanguages } from './story-languages.server'

/** The public origin (app/lib/public-origin.server.ts); never a forwarded header's scheme. */
function publicOrigin(): string {
  return publicOriginFor(getRequestUrl({ xForwardedProto: false }))
}

/** Query parameters that name what a page shows; others (tracking, ?anchor=) are not another page. */
const namingParams = new Set(['id', 'category', 'place', 'page', 'q', 'tag', 'v'])

/**
 * Query parameters that filter a list (a topic, a search, a category, a workplace, the selected
 * video or document): such a URL is not indexed, names its unfiltered list as canonical and
 * offers no language versions (their ids differ per language, ADR 025).
 */
const filterParams: Readonly<Record<string, readonly string[]>> = {
  '/$lang/aboutUs/journalism': ['q', 'tag'],
  '/$lang/investor-news': ['q', 'tag'],
  '/$lang/joinUs': ['category', 'place'],
  '/$lang/aboutUs/videoDetails': ['v'],
  '/$lang/aboutUs/downloadCenter': ['id'],
}

function filtered(routeId: string, search: unknown): boolean {
  const params = filterParams[routeId]
  if (!params || !search || typeof search !== 'object') return false
  return params.some((key) => {
    const value = (search as Record<string, unknown>)[key]
    return value !== undefined && value !== null && value !== ''
  })
}

/** A content view of a detail page: an article, a case study or a job (see structuredItem). */
interface DetailView {
  story?: StoryLanguages
  status: string
  id?: number
  date?: string
  image?: { src: string } | null
  place?: string
  responsibilities?: string[]
  /** The video center's videos. */
  current?: VideoItem | null
  others?: VideoItem[]
}

/** How long a job posting stays valid after it was posted, for `validThrough`. */
const JOB_POSTING_DAYS = 90

function daysAfter(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`)
  at.setUTCDate(at.getUTCDate() + days)
  return at.toISOString().slice(0, 10)
}

/** The company as the publisher or employer of an item: its name and raster logo. */
function employer(origin: string, lang: Locale) {
  return {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: companyName(lang),
    logo: { '@type': 'ImageObject', url: `${origin}${siteConfig.logo.path}` },
    sameAs: `${origin}/`,
  }
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
): Record<string, unknown> | Array<Record<string, unknown>> | undefined {
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
  if (view?.current) {
    // The video center: one VideoObject per video.
    return [view.current, ...(view.others ?? [])].map((video) => ({
      '@type': 'VideoObject',
      name: video.title,
      description: video.description || video.title,
      thumbnailUrl: `${origin}${video.poster.src}`,
      uploadDate: video.date,
      duration: video.durationIso,
      contentUrl: `${origin}${video.src}`,
      url: `${origin}${video.href}`,
      publisher: employer(origin, lang),
    }))
  }
  if (!view || view.status !== 'ok') return undefined
  if (view.responsibilities && view.date) {
    return {
      '@type': 'JobPosting',
      title: copy.title,
      description: [copy.description, ...view.responsibilities].join(' '),
      identifier: {
        '@type': 'PropertyValue',
        name: siteConfig.shortName.en,
        value: String(view.id ?? ''),
      },
      datePosted: view.date,
      validThrough: daysAfter(view.date, JOB_POSTING_DAYS),
      employmentType: 'FULL_TIME',
      hiringOrganization: employer(origin, lang),
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: view.place,
          addressCountry: siteConfig.address.addressCountry,
        },
      },
    }
  }
  if (view.date) {
    const image = `${origin}${view.image?.src ?? shareImage.path}`
    return {
      '@type': routeId.includes('$articleId') ? 'NewsArticle' : 'Article',
      headline: copy.title,
      description: copy.description,
      datePublished: view.date,
      dateModified: view.date,
      image,
      author: employer(origin, lang),
      publisher: employer(origin, lang),
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
      logo: {
        url: `${origin}${siteConfig.logo.path}`,
        width: siteConfig.logo.width,
        height: siteConfig.logo.height,
      },
      telephone: companyPhone(lang),
      email: siteConfig.email,
      tickerSymbol: `SZSE:${siteConfig.stockCode}`,
      address: siteConfig.address,
      sameAs: [siteConfig.external.investorRelations, siteConfig.external.cloudPlatform],
    },
    trail,
    item: structuredItem(routeId, copy, view, origin, lang),
    ogType: view?.date ? 'article' : 'website',
    ...languageVersions(routeId, path, args.search, view),
  })
}

/** What a story or a filtered list says of its language versions and indexing (ADR 025). */
function languageVersions(
  routeId: string,
  path: string,
  search: unknown,
  view: DetailView | undefined,
): Pick<SeoInput, 'alternates' | 'noindex' | 'canonicalPath' | 'inLanguage'> {
  if (filtered(routeId, search)) return { alternates: [], noindex: true, canonicalPath: path }
  const story = view?.story
  if (!story) return {}
  return {
    alternates: story.alternates,
    noindex: Boolean(story.fallback),
    inLanguage: story.inLanguage,
  }
}
