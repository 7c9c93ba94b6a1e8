/**
 * Site search on the content service (issue 38, ADR 042): the ranked hits of a query, and the
 * site's pages sent to its index (in process, or through the management API of a service that
 * runs apart).
 */
import createClient from 'openapi-fetch'
import type { paths as AdminPaths } from '../../contract/admin-api.gen'
import type { components } from '../../contract/api.gen'
import type { ContentLanguage } from '../../contract/content-language'
import { contentLanguages, localePolicy, type Locale } from '../i18n/locales'
import { deadlineSignal } from '../lib/process-context.server'
import { env } from '../lib/env.server'
import { logger } from '../lib/logger.server'
import { CmsError } from './client'
import { cmsClient, inProcessCms, usesInProcessCms } from './cms.server'
import { readContent, contentTag } from './content-changes.server'
import { readerScriptFor } from './reader-script.server'

export type SearchType = components['schemas']['SearchType']
export type SearchHit = components['schemas']['SearchHit']
export type SearchAnswer = components['schemas']['SearchResult']

/** What a search gave: hits, or why there are none to show. */
export type SearchOutcome =
  | { status: 'ok'; result: SearchAnswer }
  /** The visitor searched too often (the service's rate limit). */
  | { status: 'limited' }
  | { status: 'unavailable' }

let beforeSearch: () => Promise<void> = () => Promise.resolve()

/**
 * What runs before a search reaches the service: the server entry (app/server.ts) makes it send
 * the site's own pages to the index once (app/pages/search-pages.server.ts, ADR 042).
 */
export function beforeEachSearch(hook: () => Promise<void>): void {
  beforeSearch = hook
}

export async function searchContent(
  locale: Locale,
  query: { q: string; type: SearchType | null; page: number; size: number },
  headers: Record<string, string>,
): Promise<SearchOutcome> {
  // Any change of content may change the hits: a cached search page goes with it (ADR 041).
  readContent(contentTag.any)
  await beforeSearch()
  const { chain, own } = localePolicy[locale].content
  const fallback = chain.filter((l) => !(own as readonly string[]).includes(l))
  try {
    const { data } = await cmsClient().GET('/search', {
      params: {
        query: {
          q: query.q,
          language: contentLanguages(locale),
          ...(fallback.length ? { fallback: fallback.join(',') } : {}),
          ...(query.type ? { type: query.type } : {}),
          page: query.page,
          size: query.size,
        },
      },
      headers,
    })
    if (!data || data.code !== 0) return { status: 'unavailable' }
    return { status: 'ok', result: readerScriptFor(locale)(data.data) }
  } catch (error) {
    if (error instanceof CmsError && error.status === 429) return { status: 'limited' }
    // A query the service refuses (it never should: the site cleans it first) finds nothing.
    if (error instanceof CmsError && error.status === 400)
      return {
        status: 'ok',
        result: { list: [], total: 0, page: query.page, size: query.size, suggestions: [] },
      }
    logger.warn({ event: 'search.failed', err: (error as Error).message })
    return { status: 'unavailable' }
  }
}

/** A page of the site in one locale, as the index takes it. */
export interface SitePageDocument {
  id: string
  locale: Locale
  title: string
  text: string
  path: string
}

/**
 * Sends the site's pages to the search index: to the in-process service directly, or per locale
 * to `PUT /cms/admin/api/search/pages/{locale}` with CMS_ADMIN_TOKEN. Unchanged pages are not
 * rewritten (content hash), so every start of every process may send them.
 */
export async function indexSitePages(pages: readonly SitePageDocument[]): Promise<void> {
  if (usesInProcessCms()) {
    const cms = await inProcessCms()
    const result = await cms.indexPages(
      pages.map((p) => ({ ...p, locale: p.locale as ContentLanguage })),
    )
    logger.info({ event: 'search.pages_indexed', ...result })
    return
  }
  const { CMS_BASE_URL, CMS_ADMIN_TOKEN, CMS_TIMEOUT_MS } = env()
  if (!CMS_ADMIN_TOKEN) {
    logger.warn({ event: 'search.pages_not_sent', reason: 'CMS_ADMIN_TOKEN unset' })
    return
  }
  const admin = createClient<AdminPaths>({
    baseUrl: `${CMS_BASE_URL!.replace(/\/+$/, '')}/cms/admin/api`,
    headers: { authorization: `Bearer ${CMS_ADMIN_TOKEN}` },
  })
  for (const locale of new Set(pages.map((p) => p.locale))) {
    const { response } = await admin.PUT('/search/pages/{locale}', {
      params: { path: { locale } },
      body: {
        pages: pages
          .filter((p) => p.locale === locale)
          .map(({ id, title, text, path }) => ({ id, title, text, path })),
      },
      signal: deadlineSignal(CMS_TIMEOUT_MS),
    })
    if (!response.ok) logger.warn({ event: 'search.pages_refused', status: response.status })
  }
  logger.info({ event: 'search.pages_sent', pages: pages.length })
}
