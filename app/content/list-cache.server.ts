/**
 * The caches of content-service reads, with the site's settings:
 * - lists (articles, downloads, menus): fresh for CMS_CACHE_TTL_SECONDS, the first load awaited
 *   1.5 s at most, an empty list when nothing good was ever loaded, and one log line per outage
 *   and per recovery;
 * - pages of a list (`pageCache`): the same, but null (the list's error state) when nothing good
 *   was ever loaded;
 * - items by id (`detailCache`): a bounded LRU, so scanning ids cannot grow memory.
 */
import { LRUCache } from 'lru-cache'
import { env } from '../lib/env.server'
import { noteContentOutage } from '../lib/content-outage.server'
import { logger } from '../lib/logger.server'
import { CmsError } from './client'
import { SwrCache } from './swr-cache.server'

export function listCache<T>(kind: string): SwrCache<T[]> {
  return new SwrCache<T[]>({
    ttlMs: env().CMS_CACHE_TTL_SECONDS * 1000,
    coldWaitMs: 1_500,
    retryAfterMs: 5_000,
    fallback: [],
    onFailure: (key, error) =>
      logger.warn(
        { event: `cms.${kind}_refresh_failed`, key, err: (error as Error).message },
        'serving the last good value',
      ),
    onRecovery: (key) => logger.info({ event: `cms.${kind}_refresh_recovered`, key }),
    onFallback: fallbackServed(kind),
  })
}

/** Pages of a list: null when the service cannot answer and nothing was cached (error state). */
export function pageCache<T>(kind: string): SwrCache<T | null> {
  return new SwrCache<T | null>({
    ttlMs: env().CMS_CACHE_TTL_SECONDS * 1000,
    coldWaitMs: 5_000,
    retryAfterMs: 5_000,
    fallback: null,
    onFailure: (key, error) =>
      logger.warn(
        { event: `cms.${kind}_refresh_failed`, key, err: (error as Error).message },
        'serving the last good value',
      ),
    onFallback: fallbackServed(kind),
  })
}

/** A list shown empty or as its note: the page must not be kept as it is (content-outage.server.ts). */
const fallbackServed = (kind: string) => (key: string) =>
  noteContentOutage('partial', `content service: no ${kind} for ${key}`)

/**
 * Items looked up by an id anyone can vary: a bounded LRU (1,000 entries). A found item and a 404
 * ('missing') are kept for the cache TTL; when a refresh fails, the stale item is served.
 */
export function detailCache<T extends NonNullable<unknown>>(
  kind: string,
  load: (id: number) => Promise<T>,
): LRUCache<number, T | 'missing'> {
  return new LRUCache<number, T | 'missing'>({
    max: 1_000,
    ttl: env().CMS_CACHE_TTL_SECONDS * 1000,
    allowStaleOnFetchRejection: true,
    fetchMethod: async (id) => {
      try {
        return await load(id)
      } catch (error) {
        // The client rejects every non-2xx answer; a 404 is an answer: there is no such item.
        if (error instanceof CmsError && error.status === 404) return 'missing'
        logger.warn({ event: `cms.${kind}_failed`, id, err: (error as Error).message })
        throw error
      }
    },
  })
}

/** One item from a detail cache; 'missing' when the service has no such id; null when it is down. */
export async function cachedDetail<T extends NonNullable<unknown>>(
  cache: LRUCache<number, T | 'missing'>,
  id: number,
): Promise<T | 'missing' | null> {
  const item = await cache.fetch(id).catch((error: unknown) => {
    noteContentOutage('partial', `content service: ${(error as Error).message}`)
    return undefined
  })
  return item ?? null
}
