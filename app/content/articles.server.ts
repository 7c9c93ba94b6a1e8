/**
 * The latest case studies and news for the home page, through the per-process SWR cache: a failed
 * or empty answer keeps the last good list; with none, the list is empty and the page shows its
 * empty state.
 */
import type { components } from '../../contract/api.gen'
import { contentLanguage, type Locale } from '../i18n/locales'
import { env } from '../lib/env.server'
import { logger } from '../lib/logger.server'
import { cmsClient } from './cms.server'
import { SwrCache } from './swr-cache.server'

export type ArticleSummary = components['schemas']['ArticleSummary']

let cache: SwrCache<ArticleSummary[]> | undefined
function articleCache() {
  cache ??= new SwrCache<ArticleSummary[]>({
    ttlMs: env().CMS_CACHE_TTL_SECONDS * 1000,
    coldWaitMs: 1_500,
    retryAfterMs: 5_000,
    fallback: [],
    onFailure: (key, error) =>
      logger.warn(
        { event: 'cms.articles_refresh_failed', key, err: (error as Error).message },
        'serving the last good value',
      ),
    onRecovery: (key) => logger.info({ event: 'cms.articles_refresh_recovered', key }),
  })
  return cache
}

/** The newest articles of a type in the locale's content language. */
export function latestArticles(
  locale: Locale,
  type: 'case' | 'news',
  size: number,
): Promise<ArticleSummary[]> {
  const language = contentLanguage(locale)
  return articleCache().get(`latest:${type}:${language}:${size}`, async () => {
    const { data } = await cmsClient().GET('/article/list', {
      params: { query: { language, type, pageNum: 1, pageSize: size } },
    })
    if (data?.code !== 0 || !data.data) throw new Error(`article/list: code ${data?.code}`)
    return data.data.list
  })
}
