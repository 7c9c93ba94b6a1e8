/**
 * sitemap.xml: every page of the registry in every locale, with `xhtml:link` alternates for the
 * 13 locales and x-default (the same set a page's own head names, lib/seo.ts); and the content
 * service's stories (case studies, news and investor articles, jobs) only where they are real
 * (ADR 025): a story's URL in each locale whose own language has a version, each listing exactly
 * that set and x-default, with `lastmod` from the version's publication date. Fallback pages (a
 * Japanese page showing the English version) are not listed. Case categories are lists, listed in
 * every locale. Past 10,000 URLs or 10 MB the sitemap becomes an index of numbered parts
 * (`/sitemap-1.xml`...). Built at most every five minutes (the content reads are cached too).
 */
import { contentTag, onContentChange, readContent } from '../content/content-changes.server'
import { articlePage } from '../content/articles.server'
import { jobPage } from '../content/jobs.server'
import { caseCategories } from '../content/navigation.server'
import { isOwnContent, locales, type Locale } from '../i18n/locales'
import { localeRoot } from '../lib/route-path'
import { defaultPath, localizedPath } from '../lib/seo'
import { allPages, pageById, pagePath, type pages } from '../site/registry'
import { storyAlternates, storyPath, type Alternate, type StoryKind } from '../site/story-versions'

/** One page in its language versions: the URLs to list, each naming every alternate. */
interface SitemapPage {
  urls: Array<{ path: string; lastmod?: string }>
  alternates: Alternate[]
}

const MAX_URLS = 10_000
const MAX_BYTES = 10 * 1024 * 1024 - 64 * 1024
const TTL_MS = 5 * 60_000
/** The content service's largest page. */
const PAGE = 100

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A page that is the same page in all 13 locales (the registry's, a case category). */
function everyLocale(path: string): SitemapPage {
  const base = localeRoot('en', path)
  const localized = locales.map((locale) => ({
    locale,
    path: localizedPath(base, 'en', locale),
  }))
  return {
    urls: localized.map(({ path }) => ({ path })),
    alternates: [
      ...localized.map(({ locale, path }) => ({ hrefLang: locale, path })),
      { hrefLang: 'x-default', path: defaultPath(base, 'en') },
    ],
  }
}

/** The pages the registry lists in every locale (`sitemap: 'locales'`). */
function staticPages(): SitemapPage[] {
  return allPages.filter((p) => p.sitemap === 'locales').map((p) => everyLocale(pagePath(p)))
}

/** Every item of a paged list (the service answers at most 100 a page). */
async function everyItem<T>(
  page: (pageNum: number) => Promise<{ total: number; list: T[] } | null>,
): Promise<T[]> {
  const items: T[] = []
  for (let pageNum = 1; pageNum <= 100; pageNum++) {
    const result = await page(pageNum)
    if (!result) break
    items.push(...result.list)
    if (result.list.length === 0 || items.length >= result.total) break
  }
  return items
}

interface Listed {
  id: number
  language: string
  translationKey: string
  publishDate: string
}

/**
 * The stories of one kind with their real versions: each locale's list (its content-language
 * chain, one entry per story) tells which story it shows in its own language, and with which id.
 */
async function stories(
  kind: StoryKind,
  list: (locale: Locale) => Promise<Listed[]>,
): Promise<SitemapPage[]> {
  const byKey = new Map<string, Map<Locale, Listed>>()
  for (const locale of locales) {
    for (const item of await list(locale)) {
      if (!isOwnContent(locale, item.language)) continue
      const versions = byKey.get(item.translationKey) ?? new Map<Locale, Listed>()
      versions.set(locale, item)
      byKey.set(item.translationKey, versions)
    }
  }
  return [...byKey.values()].map((versions) => {
    const shown = [...versions.values()]
    return {
      urls: [...versions].map(([locale, item]) => ({
        path: storyPath(kind, locale, item.id),
        lastmod: item.publishDate,
      })),
      alternates: storyAlternates(kind, shown),
    }
  })
}

/** Every story of one kind of article, in a locale's list. */
const articles = (type: 'case' | 'news' | 'investor') => (locale: Locale) =>
  everyItem((pageNum) => articlePage(locale, { type, pageNum, pageSize: PAGE }))

/** The pages the registry lists per item of the content service (`sitemap: 'items'`). */
type ItemPage = Extract<(typeof pages)[number], { sitemap: 'items' }>['id']

/**
 * Each such page's items: case categories in every locale, stories where they are real. A page
 * listed per item without its list here fails typecheck.
 */
const itemPages: Record<ItemPage, () => Promise<SitemapPage[]>> = {
  caseCategory: async () => {
    const path = pagePath(pageById('caseCategory'))
    return (await caseCategories('en')).map((c) =>
      everyLocale(path.replace('$category', c.outLink)),
    )
  },
  caseDetails: () => stories('case', articles('case')),
  newsArticle: () => stories('news', articles('news')),
  investorArticle: () => stories('investor', articles('investor')),
  joinDetails: () =>
    stories('job', (locale) =>
      everyItem((pageNum) =>
        jobPage(locale, { categoryId: null, workPlaceId: null, pageNum, pageSize: PAGE }),
      ),
    ),
}

/** The content service's pages. */
async function contentPages(): Promise<SitemapPage[]> {
  const found = await Promise.all(Object.values(itemPages).map((list) => list()))
  return found.flat()
}

/** One `<url>` per listed URL of a page, each naming the page's whole alternate set. */
function urlEntries(origin: string, page: SitemapPage): string[] {
  const links = page.alternates
    .map(
      (a) =>
        `<xhtml:link rel="alternate" hreflang="${a.hrefLang}" href="${escapeXml(`${origin}${a.path}`)}"/>`,
    )
    .join('')
  return page.urls.map(({ path, lastmod }) => {
    const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : ''
    return `<url><loc>${escapeXml(`${origin}${path}`)}</loc>${modified}${links}</url>`
  })
}

const urlsetOpen =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'

/** The sitemap's files: one urlset, or an index (first) followed by its parts. */
export function buildSitemaps(origin: string, all: readonly SitemapPage[]): string[] {
  const parts: string[][] = [[]]
  let bytes = 0
  for (const page of all) {
    for (const entry of urlEntries(origin, page)) {
      const current = parts[parts.length - 1]!
      if (current.length >= MAX_URLS || bytes + entry.length > MAX_BYTES) {
        parts.push([])
        bytes = 0
      }
      parts[parts.length - 1]!.push(entry)
      bytes += entry.length
    }
  }
  const files = parts.map((entries) => `${urlsetOpen}\n${entries.join('\n')}\n</urlset>\n`)
  if (files.length === 1) return files
  const index = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map(
      (_, i) => `<sitemap><loc>${escapeXml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n')
  return [index, ...files]
}

let cached: { origin: string; at: number; files: string[] } | undefined

/** File 0 is /sitemap.xml; file N is /sitemap-N.xml when the sitemap is an index. */
export async function sitemapFile(origin: string, index: number): Promise<string | null> {
  readContent(contentTag.any)
  if (!cached || cached.origin !== origin || Date.now() - cached.at > TTL_MS) {
    const all = [...staticPages(), ...(await contentPages())]
    cached = { origin, at: Date.now(), files: buildSitemaps(origin, all) }
  }
  if (index > 0 && cached.files.length === 1) return null
  return cached.files[index] ?? null
}

export { type SitemapPage }

// A change of content: built anew on the next request.
onContentChange(() => {
  cached = undefined
})
