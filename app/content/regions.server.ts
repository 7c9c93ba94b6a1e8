/** The region tree of the city picker, from `localtion/list`, through the per-process cache. */
import { logger } from '../lib/logger.server'
import { cmsClient } from './cms.server'
import type { components } from '../../contract/api.gen'
import { SwrCache } from './swr-cache.server'

export type Region = components['schemas']['Region']

const cache = new SwrCache<Region[]>({
  ttlMs: 6 * 60 * 60 * 1000,
  coldWaitMs: 10_000,
  retryAfterMs: 5_000,
  fallback: [],
  onFailure: (key, error) =>
    logger.warn({ event: 'cms.regions_failed', key, err: (error as Error).message }),
})

export function regions(): Promise<Region[]> {
  return cache.get('regions', async () => {
    const { data } = await cmsClient().GET('/localtion/list')
    if (data?.code !== 0 || !data.data?.length)
      throw new Error(`localtion/list: code ${data?.code}`)
    return data.data
  })
}
