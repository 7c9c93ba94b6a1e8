/**
 * sitemap.xml: every page of the registry in every locale, and the content service's detail pages
 * (case categories, case studies, news and investor articles, jobs), each `<url>` with `xhtml:link`
 * alternates for the 13 locales and x-default, the same set a page's own head names
 * (lib/seo.ts). Content pages carry `lastmod` from their publication date. Past 10,000 URLs or
 * 10 MB the sitemap becomes an index of numbered parts (`/sitemap-1.xml`...). Built at most every
 * five minutes (the content reads are cached too).
 */
import { articlePage } from '../content/articles.server'
import { jobPage } from '../content/jobs.server'
import { caseCategories } from '../content/navigation.server'
import { locales, type Locale } from '../i18n/locales'
import { defaultPath, localizedPath } from '../lib/seo'
import { newsPath } from './news-paths'
import { pagePath, pages, type PageEntry } from './registry'

interface SitemapPage {
  /** Below the locale prefix, with its query: "aboutUs", "caseDetails?id=3", "" for home. */
  path: string
  lastmod?: string
}

const MAX_URLS = 10_000
const MAX_BYTES = 10 * 1024 * 1024 - 64 * 1024
const TTL_MS = 5 * 60_000
/** The content service's largest page. */
const PAGE = 100

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The pages of the registry that need no id or slug. */
function staticPages(): SitemapPage[] {
  return (pages as readonly PageEntry[])
    .filter((p) => !p.detail)
    .map((p) => ({ path: pagePath(p) }))
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

/** Detail pages of the content service, in both content languages. */
async function contentPages(): Promise<SitemapPage[]> {
  const byLanguage: Locale[] = ['zh-CN', 'en']
  const found: SitemapPage[] = []
  const categories = await caseCategories('en')
  for (const c of categories) found.push({ path: `succeedCase/${c.outLink}` })
  const articles = (locale: Locale, type: 'case' | 'news' | 'investor') =>
    everyItem((pageNum) => articlePage(locale, { type, pageNum, pageSize: PAGE }))
  for (const locale of byLanguage) {
    const [cases, news, investor, jobs] = await Promise.all([
      articles(locale, 'case'),
      articles(locale, 'news'),
      articles(locale, 'investor'),
      everyItem((pageNum) =>
        jobPage(locale, { categoryId: null, workPlaceId: null, pageNum, pageSize: PAGE }),
      ),
    ])
    for (const a of cases) found.push({ path: `caseDetails?id=${a.id}`, lastmod: a.publishDate })
    for (const a of news) found.push({ path: `${newsPath.news}/${a.id}`, lastmod: a.publishDate })
    for (const a of investor)
      found.push({ path: `${newsPath.investor}/${a.id}`, lastmod: a.publishDate })
    for (const j of jobs) found.push({ path: `join-details?id=${j.id}`, lastmod: j.publishDate })
  }
  return found
}

/** One `<url>` per locale of a page, each listing the whole alternate set. */
function urlEntries(origin: string, page: SitemapPage): string[] {
  const [path = '', query] = page.path.split('?')
  const search = query ? `?${query}` : ''
  const base = `/en${path ? `/${path}` : ''}`
  const links = [
    ...locales.map(
      (to) =>
        `<xhtml:link rel="alternate" hreflang="${to}" href="${escapeXml(`${origin}${localizedPath(base, 'en', to)}${search}`)}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${origin}${defaultPath(base, 'en')}${search}`)}"/>`,
  ].join('')
  const lastmod = page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : ''
  return locales.map(
    (locale) =>
      `<url><loc>${escapeXml(`${origin}${localizedPath(base, 'en', locale)}${search}`)}</loc>${lastmod}${links}</url>`,
  )
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
  if (!cached || cached.origin !== origin || Date.now() - cached.at > TTL_MS) {
    const all = [...staticPages(), ...(await contentPages())]
    cached = { origin, at: Date.now(), files: buildSitemaps(origin, all) }
  }
  if (index > 0 && cached.files.length === 1) return null
  return cached.files[index] ?? null
}

export { type SitemapPage }
