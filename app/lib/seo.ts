/**
 * What a page's <head> tells search engines and link previews, from strings the server already
 * resolved: a self-referencing canonical URL on the public origin, `hreflang` alternates for the
 * 13 locales plus x-default, Open Graph and Twitter tags, and JSON-LD (Organization on every page,
 * plus the page's own type). Runs on the server and in the browser (client navigation); it reads
 * no messages and no environment.
 */
import { locales, type Locale } from '../i18n/locales'
import { relocalizedPath } from './route-path'

/** Open Graph locale codes (language_TERRITORY). */
export const ogLocales: Readonly<Record<Locale, string>> = {
  'zh-CN': 'zh_CN',
  en: 'en_US',
  'zh-TW': 'zh_TW',
  de: 'de_DE',
  ja: 'ja_JP',
  ko: 'ko_KR',
  th: 'th_TH',
  it: 'it_IT',
  hu: 'hu_HU',
  ru: 'ru_RU',
  kk: 'kk_KZ',
  ms: 'ms_MY',
  vi: 'vi_VN',
}

/**
 * og:locale:alternate, one per other locale. The router's head keeps one meta per property, so
 * the root document renders these itself (app/routes/__root.tsx).
 */
export function ogLocaleAlternates(lang: Locale): string[] {
  return locales.filter((other) => other !== lang).map((other) => ogLocales[other])
}

/** The picture of link previews (1200 x 630). */
export const shareImage = { path: '/og/starbridge-share.jpg', width: 1200, height: 630 }

export interface Crumb {
  name: string
  /** Path below the origin, e.g. "/en/aboutUs". */
  path: string
}

export interface Organization {
  name: string
  url: string
  /** A raster logo (search engines do not take SVG). */
  logo: { url: string; width: number; height: number }
  telephone: string
  email: string
  tickerSymbol: string
  address: Record<string, string>
  /** Other pages that are the company's own (investor relations, the cloud platform). */
  sameAs: readonly string[]
}

export interface SeoInput {
  origin: string
  lang: Locale
  /** The page's path (with its locale prefix) and the query that names what it shows. */
  path: string
  search?: string
  title: string
  description: string
  siteName: string
  organization: Organization
  /** Home, the sections above the page, and the page itself (empty on home). */
  trail: readonly Crumb[]
  /** The page's own structured data (Product, Article, JobPosting, videos), if any. */
  item?: Record<string, unknown> | ReadonlyArray<Record<string, unknown>>
  ogType?: 'website' | 'article'
  /**
   * The page's language versions, when not the same page in all 13 locales (a story's real
   * translations, ADR 025): paths with their hreflang, x-default included; [] for none.
   */
  alternates?: ReadonlyArray<{ hrefLang: string; path: string }>
  /** Not to be indexed (a fallback story, a filtered list): `noindex, follow`. */
  noindex?: boolean
  /** The canonical address when it is another page (a filtered list names its unfiltered list). */
  canonicalPath?: string
  /** The language of the page's item (JSON-LD `inLanguage`), when not the page's. */
  inLanguage?: string
  /** The page's own preview picture (path below the origin, 1200 x 630); else the site's. */
  image?: { path: string; alt: string }
}

/** The path of the same page in another locale: "/en/aboutUs" -> "/de/aboutUs"; "/" -> "/de". */
export function localizedPath(path: string, lang: Locale, to: Locale): string {
  return relocalizedPath(path, to, lang)
}

/** x-default: the unprefixed address, answered in the visitor's detected language. */
export function defaultPath(path: string, lang: Locale): string {
  const rest = path.replace(new RegExp(`^/${lang}(?=/|$)`), '')
  return rest === '' ? '/' : rest
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the tag. */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

export type SeoHead = ReturnType<typeof seoHead>

export function seoHead(input: SeoInput) {
  const { origin, lang, title, description } = input
  const query = input.search ? `?${input.search}` : ''
  const url = (path: string) => `${origin}${path}`
  const self = url(`${input.path === '/' ? '/' : input.path}${query}`)
  const canonical = input.canonicalPath ? url(input.canonicalPath) : self
  const image = url(input.image?.path ?? shareImage.path)
  const imageAlt = input.image?.alt ?? input.siteName

  const alternates = input.alternates
    ? input.alternates.map((a) => ({ rel: 'alternate', hrefLang: a.hrefLang, href: url(a.path) }))
    : [
        ...locales.map((to) => ({
          rel: 'alternate',
          hrefLang: to,
          href: url(`${localizedPath(input.path, lang, to)}${query}`),
        })),
        {
          rel: 'alternate',
          hrefLang: 'x-default',
          href: url(`${defaultPath(input.path, lang)}${query}`),
        },
      ]
  const localeAlternates = input.alternates
    ? input.alternates.flatMap((a) =>
        a.hrefLang !== lang && a.hrefLang in ogLocales ? [ogLocales[a.hrefLang as Locale]] : [],
      )
    : ogLocaleAlternates(lang)

  const organization = {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: input.organization.name,
    url: input.organization.url,
    logo: { '@type': 'ImageObject', ...input.organization.logo },
    telephone: input.organization.telephone,
    email: input.organization.email,
    tickerSymbol: input.organization.tickerSymbol,
    address: { '@type': 'PostalAddress', ...input.organization.address },
    sameAs: input.organization.sameAs,
  }
  const graph: Array<Record<string, unknown>> = [organization]
  if (input.trail.length > 1) {
    graph.push({
      '@type': 'BreadcrumbList',
      itemListElement: input.trail.map((crumb, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: crumb.name,
        item: url(crumb.path),
      })),
    })
  }
  const items = input.item ? (Array.isArray(input.item) ? input.item : [input.item]) : []
  for (const item of items)
    graph.push({ url: self, inLanguage: input.inLanguage ?? lang, ...(item as object) })

  return {
    meta: [
      { name: 'description', content: description },
      ...(input.noindex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
      { property: 'og:type', content: input.ogType ?? 'website' },
      { property: 'og:site_name', content: input.siteName },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: canonical },
      { property: 'og:image', content: image },
      { property: 'og:image:width', content: String(shareImage.width) },
      { property: 'og:image:height', content: String(shareImage.height) },
      { property: 'og:image:alt', content: imageAlt },
      { property: 'og:locale', content: ogLocales[lang] },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: image },
      { name: 'twitter:image:alt', content: imageAlt },
    ],
    links: [{ rel: 'canonical', href: canonical }, ...alternates],
    scripts: [
      {
        type: 'application/ld+json',
        children: jsonLd({ '@context': 'https://schema.org', '@graph': graph }),
      },
    ],
    /** og:locale:alternate, rendered by the root document (see ogLocaleAlternates). */
    localeAlternates,
  }
}
