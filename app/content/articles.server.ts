/**
 * The latest case studies and news (of all categories or of one), through the per-process SWR
 * cache: a failed or empty answer keeps the last good list; with none, the list is empty and the
 * page shows its empty state.
 */
import type { components } from '../../contract/api.gen'
import { LRUCache } from 'lru-cache'
import { contentLanguage, type Locale } from '../i18n/locales'
import { env } from '../lib/env.server'
import { logger } from '../lib/logger.server'
import { CmsError } from './client'
import { cmsClient } from './cms.server'
import { listCache } from './list-cache.server'
import { SwrCache } from './swr-cache.server'

export type ArticleSummary = components['schemas']['ArticleSummary']

let cache: SwrCache<ArticleSummary[]> | undefined
function articleCache() {
  cache ??= listCache<ArticleSummary>('articles')
  return cache
}

/** The newest articles of a type in the locale's content language, optionally of one category. */
export function latestArticles(
  locale: Locale,
  type: 'case' | 'news' | 'investor',
  size: number,
  classifyId?: number,
): Promise<ArticleSummary[]> {
  const language = contentLanguage(locale)
  const key = `latest:${type}:${language}:${size}:${classifyId ?? 'all'}`
  return articleCache().get(key, async () => {
    const { data } = await cmsClient().GET('/article/list', {
      params: {
        query: {
          language,
          type,
          pageNum: 1,
          pageSize: size,
          ...(classifyId ? { classifyId } : {}),
        },
      },
    })
    if (data?.code !== 0 || !data.data) throw new Error(`article/list: code ${data?.code}`)
    return data.data.list
  })
}

export type Article = components['schemas']['Article']

export interface ArticlePageQuery {
  type: 'case' | 'news' | 'investor'
  classifyId?: number
  tagId?: number
  keyword?: string
  pageNum: number
  pageSize: number
}

export interface ArticlePage {
  total: number
  pageNum: number
  pageSize: number
  list: ArticleSummary[]
}

let pageCache: SwrCache<ArticlePage | null> | undefined
let detailCache: LRUCache<number, Article | 'missing'> | undefined

const cacheOptions = () => ({
  ttlMs: env().CMS_CACHE_TTL_SECONDS * 1000,
  coldWaitMs: 5_000,
  retryAfterMs: 5_000,
  fallback: null,
  onFailure: (key: string, error: unknown) =>
    logger.warn(
      { event: 'cms.articles_refresh_failed', key, err: (error as Error).message },
      'serving the last good value',
    ),
})

async function fetchPage(language: 'zh' | 'en', query: ArticlePageQuery): Promise<ArticlePage> {
  const { type, classifyId, tagId, keyword, pageNum, pageSize } = query
  const { data } = await cmsClient().GET('/article/list', {
    params: {
      query: {
        language,
        type,
        pageNum,
        pageSize,
        ...(classifyId ? { classifyId } : {}),
        ...(tagId ? { tagId } : {}),
        ...(keyword ? { keyword } : {}),
      },
    },
  })
  if (data?.code !== 0 || !data.data) throw new Error(`article/list: code ${data?.code}`)
  return data.data
}

/**
 * One page of a list of articles in the locale's content language, or null when the service
 * cannot answer and nothing was cached. Searches (a keyword) are not cached: their keys are
 * unbounded; everything else is served from memory like the menus.
 */
export async function articlePage(
  locale: Locale,
  query: ArticlePageQuery,
): Promise<ArticlePage | null> {
  const language = contentLanguage(locale)
  if (query.keyword) return fetchPage(language, query).catch(() => null)
  pageCache ??= new SwrCache<ArticlePage | null>(cacheOptions())
  const { type, classifyId, tagId, pageNum, pageSize } = query
  const key = `page:${language}:${type}:${classifyId ?? ''}:${tagId ?? ''}:${pageNum}:${pageSize}`
  return pageCache.get(key, () => fetchPage(language, query))
}

/**
 * Details are looked up by id, which anyone can vary: a bounded LRU (1,000 entries) rather than
 * the menus' cache, so scanning ids cannot grow memory. A found article and a 404 ('missing') are
 * kept for the cache TTL; when a refresh fails, the stale article is served.
 */
function articleDetails() {
  detailCache ??= new LRUCache<number, Article | 'missing'>({
    max: 1_000,
    ttl: env().CMS_CACHE_TTL_SECONDS * 1000,
    allowStaleOnFetchRejection: true,
    fetchMethod: async (id) => {
      try {
        const { data } = await cmsClient().GET('/articleDetails/{id}', {
          params: { path: { id } },
        })
        if (data?.code !== 0 || !data.data) throw new Error(`articleDetails: code ${data?.code}`)
        return data.data
      } catch (error) {
        // The client rejects every non-2xx answer; a 404 is an answer: there is no such article.
        if (error instanceof CmsError && error.status === 404) return 'missing'
        logger.warn({ event: 'cms.article_failed', id, err: (error as Error).message })
        throw error
      }
    },
  })
  return detailCache
}

/** One article with its body; 'missing' when the service has no such id; null when it is down. */
export async function articleById(id: number): Promise<Article | 'missing' | null> {
  return (
    (await articleDetails()
      .fetch(id)
      .catch(() => undefined)) ?? null
  )
}

export type Tag = components['schemas']['Tag']

let tagCache: SwrCache<Tag[]> | undefined

/** The tags articles carry, in the locale's content language (empty when the service is down). */
export function articleTags(locale: Locale): Promise<Tag[]> {
  tagCache ??= listCache<Tag>('tags')
  const language = contentLanguage(locale)
  return tagCache.get(`tags:${language}`, async () => {
    const { data } = await cmsClient().GET('/tag/list', { params: { query: { language } } })
    if (data?.code !== 0 || !data.data) throw new Error(`tag/list: code ${data?.code}`)
    return data.data
  })
}
