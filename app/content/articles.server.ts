/**
 * The latest case studies and news (of all categories or of one), through the per-process SWR
 * cache: a failed or empty answer keeps the last good list; with none, the list is empty and the
 * page shows its empty state.
 */
import type { components } from '../../contract/api.gen'
import type { LRUCache } from 'lru-cache'
import { contentLanguages, contentListQuery, type Locale } from '../i18n/locales'
import { cmsClient } from './cms.server'
import { contentTag, onContentChange, readContent } from './content-changes.server'
import { cachedDetail, detailCache, listCache, pageCache } from './list-cache.server'
import { readerScriptFor } from './reader-script.server'
import type { SwrCache } from './swr-cache.server'

export type ArticleSummary = components['schemas']['ArticleSummary']

let cache: SwrCache<ArticleSummary[]> | undefined
function articleCache() {
  cache ??= listCache<ArticleSummary>('articles')
  return cache
}

/**
 * The newest articles of a type in the locale's content language, optionally of one category, in
 * the reader's script (zh-TW: Traditional; the cache holds the service's zh, shared with zh-CN).
 */
export function latestArticles(
  locale: Locale,
  type: 'case' | 'news' | 'investor',
  size: number,
  classifyId?: number,
): Promise<ArticleSummary[]> {
  const { language, order } = contentListQuery(locale)
  const key = `latest:${type}:${language}:${size}:${classifyId ?? 'all'}`
  readContent(contentTag.list('articles', type))
  return articleCache()
    .get(key, async () => {
      const { data } = await cmsClient().GET('/article/list', {
        params: {
          query: {
            language,
            order,
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
    .then(readerScriptFor(locale))
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

let pages: SwrCache<ArticlePage | null> | undefined
let details: LRUCache<number, Article | 'missing'> | undefined

async function fetchPage(locale: Locale, query: ArticlePageQuery): Promise<ArticlePage> {
  const { type, classifyId, tagId, keyword, pageNum, pageSize } = query
  const { data } = await cmsClient().GET('/article/list', {
    params: {
      query: {
        ...contentListQuery(locale),
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
  const language = contentLanguages(locale)
  readContent(contentTag.list('articles', query.type))
  if (query.keyword)
    return fetchPage(locale, query)
      .catch(() => null)
      .then(readerScriptFor(locale))
  pages ??= pageCache<ArticlePage>('articles')
  const { type, classifyId, tagId, pageNum, pageSize } = query
  const key = `page:${language}:${type}:${classifyId ?? ''}:${tagId ?? ''}:${pageNum}:${pageSize}`
  return pages.get(key, () => fetchPage(locale, query)).then(readerScriptFor(locale))
}

/** Details by id, in a bounded LRU (`detailCache`): varying ids cannot grow memory. */
function articleDetails() {
  details ??= detailCache('article', async (id) => {
    const { data } = await cmsClient().GET('/articleDetails/{id}', { params: { path: { id } } })
    if (data?.code !== 0 || !data.data) throw new Error(`articleDetails: code ${data?.code}`)
    return data.data
  })
  return details
}

/** One article with its body; 'missing' when the service has no such id; null when it is down. */
export function articleById(locale: Locale, id: number): Promise<Article | 'missing' | null> {
  readContent(contentTag.id('articles', id))
  return cachedDetail(articleDetails(), id)
    .then((article) => {
      if (article && article !== 'missing')
        readContent(contentTag.key('articles', article.translationKey))
      return article
    })
    .then(readerScriptFor(locale))
}

// A change of an article, case or investor item: every list and version read anew.
onContentChange((change) => {
  if (change.collection !== 'articles') return
  cache?.clear()
  pages?.clear()
  details?.clear()
})

export type Tag = components['schemas']['Tag']

let tagCache: SwrCache<Tag[]> | undefined

/** The tags articles carry, in the locale's content language (empty when the service is down). */
export function articleTags(locale: Locale): Promise<Tag[]> {
  tagCache ??= listCache<Tag>('tags')
  const language = contentLanguages(locale)
  return tagCache
    .get(`tags:${language}`, async () => {
      const { data } = await cmsClient().GET('/tag/list', { params: { query: { language } } })
      if (data?.code !== 0 || !data.data) throw new Error(`tag/list: code ${data?.code}`)
      return data.data
    })
    .then(readerScriptFor(locale))
}
