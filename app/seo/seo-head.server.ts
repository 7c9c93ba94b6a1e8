/**
 * What search engines and link previews read about a page, built on the server only (the code and
 * its strings never reach the browser): canonical, hreflang alternates, Open Graph and Twitter
 * tags, and JSON-LD of the page's type (lib/seo.ts). Called by `withSeo` (seo-loader.ts).
 */
import { getRequestUrl } from '@tanstack/react-start/server'
import type { Locale } from '../i18n/locales'
import { publicOriginFor } from '../lib/public-origin.server'
import { linkHref, type RouteLink } from '../lib/route-path'
import { seoHead, shareImage, type SeoHead, type SeoInput } from '../lib/seo'
import {
  companyName,
  companyPhone,
  documentDescription,
  documentTitle,
  siteConfig,
} from '../lib/site-config'
import type { PageCopy } from '../site/page-copy.server'
import type { StoryLanguages } from '../site/story-languages.server'
import { pageOfRouteId, type PageEntry } from '../site/registry'
import { shareImagePath } from '../share-images/share-image.server'

/** The public origin (app/lib/public-origin.server.ts); never a forwarded header's scheme. */
function publicOrigin(): string {
  return publicOriginFor(getRequestUrl({ xForwardedProto: false }))
}

/** A query value that names something: not absent and not empty. */
const given = (value: unknown) => value !== undefined && value !== null && value !== ''

/**
 * Whether the URL filters a list (the page's `filterSearch` in the registry): such a URL is not
 * indexed, names its unfiltered list as canonical and offers no language versions (ADR 025).
 */
function filtered(page: PageEntry | undefined, search: unknown): boolean {
  if (!page?.filterSearch || !search || typeof search !== 'object') return false
  return page.filterSearch.some((key) => given((search as Record<string, unknown>)[key]))
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
  /** A job past its last day, and that day (ADR 037). */
  closed?: boolean
  validThrough?: string
  /** Shown with `?preview=` (preview.server.ts): never indexed, no language versions. */
  preview?: unknown
  /** The video center's videos. */
  current?: VideoFacts | null
  others?: VideoFacts[]
}

/** What a video's JSON-LD says of it (the video center's view carries more). */
interface VideoFacts {
  link: RouteLink
  title: string
  description: string
  src: string
  poster: { src: string }
  durationIso: string
  date: string
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

/**
 * The query that names what a page shows (an item, a filter, a page of a list: the page's
 * `canonicalSearch` in the registry), sorted; any other parameter is not another page.
 */
function canonicalSearch(page: PageEntry | undefined, search: unknown): string {
  if (!page?.canonicalSearch || !search || typeof search !== 'object') return ''
  const params = new URLSearchParams()
  for (const key of [...page.canonicalSearch].sort()) {
    const value = (search as Record<string, unknown>)[key]
    if (given(value)) params.set(key, String(value))
  }
  return params.toString()
}

/**
 * The page's own schema.org item, of the page's `structuredData` type in the registry: a
 * product, the video center's videos, a job posting, an article.
 */
function structuredItem(
  page: PageEntry | undefined,
  copy: PageCopy,
  view: DetailView | undefined,
  origin: string,
  lang: Locale,
  sharePath = shareImage.path,
): Record<string, unknown> | Array<Record<string, unknown>> | undefined {
  const organization = { '@id': `${origin}/#organization` }
  switch (page?.structuredData) {
    case 'Product':
      return {
        '@type': 'Product',
        name: copy.title,
        description: copy.description,
        image: `${origin}${sharePath}`,
        brand: { '@type': 'Brand', name: siteConfig.shortName.en },
        manufacturer: organization,
      }
    case 'VideoObject':
      // The video center: one VideoObject per video.
      if (!view?.current) return undefined
      return [view.current, ...(view.others ?? [])].map((video) => ({
        '@type': 'VideoObject',
        name: video.title,
        description: video.description || video.title,
        thumbnailUrl: `${origin}${video.poster.src}`,
        uploadDate: video.date,
        duration: video.durationIso,
        contentUrl: `${origin}${video.src}`,
        url: `${origin}${linkHref(video.link)}`,
        publisher: employer(origin, lang),
      }))
    case 'JobPosting':
      // A closed posting is no JobPosting (ADR 037).
      if (view?.status !== 'ok' || !view.date || view.closed) return undefined
      return {
        '@type': 'JobPosting',
        title: copy.title,
        description: [copy.description, ...(view.responsibilities ?? [])].join(' '),
        identifier: {
          '@type': 'PropertyValue',
          name: siteConfig.shortName.en,
          value: String(view.id ?? ''),
        },
        datePosted: view.date,
        ...(view.validThrough ? { validThrough: view.validThrough } : {}),
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
    case 'Article':
    case 'NewsArticle':
      // A closed posting is no JobPosting (ADR 037).
      if (view?.status !== 'ok' || !view.date || view.closed) return undefined
      return {
        '@type': page.structuredData,
        headline: copy.title,
        description: copy.description,
        datePublished: view.date,
        dateModified: view.date,
        image: `${origin}${view.image?.src ?? shareImage.path}`,
        author: employer(origin, lang),
        publisher: employer(origin, lang),
      }
    default:
      return undefined
  }
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
  const page = pageOfRouteId(routeId)
  const origin = publicOrigin()
  const view = args.view && typeof args.view === 'object' ? (args.view as DetailView) : undefined
  const path = args.pathname === '/' ? '/' : args.pathname.replace(/\/+$/, '')
  const search = canonicalSearch(page, args.search)
  // Breadcrumbs end with the page itself: its real address (its item's, on a detail page, named
  // by the item's title).
  const trail = copy.trail.map((crumb) => ({ ...crumb }))
  // The page's preview: its title over its picture (share-image.server.ts).
  const sharePath = page ? shareImagePath(lang, page, storyId(page, args)) : undefined
  const plainTitle = copy.title.replace(/[\u200b\u2060]/g, '')
  const last = trail[trail.length - 1]
  if (last) Object.assign(last, { name: copy.title, path: `${path}${search ? `?${search}` : ''}` })
  return seoHead({
    origin,
    lang,
    path: routeId === '/' ? '/' : path,
    search,
    title: documentTitle(copy.title, lang),
    description: documentDescription(copy.description, lang),
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
    item: structuredItem(page, copy, view, origin, lang, sharePath),
    ...(sharePath ? { image: { path: sharePath, alt: plainTitle } } : {}),
    ogType: view?.date ? 'article' : 'website',
    ...languageVersions(page, path, args.search, view),
  })
}

/** The id of the story a detail (`?id=`) or an article (its last path segment) page shows. */
function storyId(page: PageEntry, args: SeoArgs): number | undefined {
  const raw =
    page.kind === 'article'
      ? args.pathname.split('/').filter(Boolean).at(-1)
      : page.kind === 'detail' && args.search && typeof args.search === 'object'
        ? (args.search as Record<string, unknown>).id
        : undefined
  const id = Number(raw)
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/** What a story, a filtered list or an outage says of language versions and indexing (ADR 025). */
function languageVersions(
  page: PageEntry | undefined,
  path: string,
  search: unknown,
  view: DetailView | undefined,
): Pick<SeoInput, 'alternates' | 'noindex' | 'canonicalPath' | 'inLanguage'> {
  if (filtered(page, search)) return { alternates: [], noindex: true, canonicalPath: path }
  if (page?.noindex) return { noindex: true }
  // What the content service could not give is no page to index (a 503 or a list's note).
  if (view?.status === 'unavailable' || view?.preview) return { alternates: [], noindex: true }
  const story = view?.story
  if (!story) return {}
  return {
    alternates: story.alternates,
    noindex: Boolean(story.fallback) || Boolean(view.closed),
    inLanguage: story.inLanguage,
  }
}
