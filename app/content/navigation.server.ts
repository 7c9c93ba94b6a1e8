/**
 * Header and footer data (case categories, partner links) through the per-process SWR cache.
 * A failure, a non-zero code or no data keeps the last good list; with none, the list is empty.
 */
import type { Locale } from '../i18n/locales'
import { contentLanguage } from '../i18n/locales'
import { env } from '../lib/env.server'
import { logger } from '../lib/logger.server'
import { cmsClient } from './cms.server'
import type { components } from '../../contract/api.gen'
import { SwrCache } from './swr-cache.server'

export type CaseCategory = Pick<
  components['schemas']['ClassifyNode'],
  'id' | 'classifyName' | 'outLink'
>
export type PartnerLink = Pick<
  components['schemas']['Blogroll'],
  'id' | 'blogrollName' | 'blogrollLink'
>

class EmptyAnswer extends Error {
  constructor(what: string, code: number | undefined) {
    super(`${what}: code ${code ?? 'missing'} or no data`)
  }
}

function cache<T>() {
  return new SwrCache<T[]>({
    ttlMs: env().CMS_CACHE_TTL_SECONDS * 1000,
    coldWaitMs: 1_500,
    retryAfterMs: 5_000,
    fallback: [],
    onFailure: (key, error) =>
      logger.warn(
        { event: 'cms.menu_refresh_failed', key, err: (error as Error).message },
        'serving the last good value',
      ),
    onRecovery: (key) => logger.info({ event: 'cms.menu_refresh_recovered', key }),
  })
}

let caches: { categories: SwrCache<CaseCategory[]>; links: SwrCache<PartnerLink[]> } | undefined
function navigationCaches() {
  caches ??= { categories: cache<CaseCategory>(), links: cache<PartnerLink>() }
  return caches
}

export function caseCategories(locale: Locale): Promise<CaseCategory[]> {
  const language = contentLanguage(locale)
  return navigationCaches().categories.get(`categories:${language}`, async () => {
    const { data } = await cmsClient().GET('/classify/treeData', {
      params: { query: { classifyType: 0, language } },
    })
    const children = data?.code === 0 ? data.data?.[0]?.children : undefined
    if (!children?.length) throw new EmptyAnswer('classify/treeData', data?.code)
    return children.map(({ id, classifyName, outLink }) => ({ id, classifyName, outLink }))
  })
}

export function partnerLinks(locale: Locale): Promise<PartnerLink[]> {
  const language = contentLanguage(locale)
  return navigationCaches().links.get(`links:${language}`, async () => {
    const { data } = await cmsClient().GET('/blogroll/list', { params: { query: { language } } })
    if (data?.code !== 0 || !data.data?.length) throw new EmptyAnswer('blogroll/list', data?.code)
    return data.data.map(({ id, blogrollName, blogrollLink }) => ({
      id,
      blogrollName,
      blogrollLink,
    }))
  })
}
