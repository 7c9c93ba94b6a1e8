/**
 * The SWR cache of one kind of content-service list (articles, downloads, menus), with the site's
 * settings: fresh for CMS_CACHE_TTL_SECONDS, the first load awaited 1.5 s at most, an empty list
 * when nothing good was ever loaded, and one log line per outage and per recovery.
 */
import { env } from '../lib/env.server'
import { logger } from '../lib/logger.server'
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
  })
}
