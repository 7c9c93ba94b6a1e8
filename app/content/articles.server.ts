/**
 * The latest case studies and news (of all categories or of one), through the per-process SWR
 * cache: a failed or empty answer keeps the last good list; with none, the list is empty and the
 * page shows its empty state.
 */
import type { components } from '../../contract/api.gen'
import { contentLanguage, type Locale } from '../i18n/locales'
import { cmsClient } from './cms.server'
import { listCache } from './list-cache.server'
import type { SwrCache } from './swr-cache.server'

export type ArticleSummary = components['schemas']['ArticleSummary']

let cache: SwrCache<ArticleSummary[]> | undefined
function articleCache() {
  cache ??= listCache<ArticleSummary>('articles')
  return cache
}

/** The newest articles of a type in the locale's content language, optionally of one category. */
export function latestArticles(
  locale: Locale,
  type: 'case' | 'news',
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
