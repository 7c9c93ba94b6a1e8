/**
 * nginx's copies of pages that showed changed content, purged (issue 35, ADR 041). nginx keeps a
 * page under the request target it was asked for (`$host$request_uri` and the encoding, see
 * deploy/nginx/starbridge.conf), which may differ from the site's own key (another order of the
 * query, tracking parameters), so each process remembers the targets it served a shareable page
 * for, with that page's content tags (a bounded LRU), and on a change asks nginx's purge listener
 * (NGINX_PURGE_URL, reachable from loopback only) to drop each target in each encoding it keeps.
 * Every process on one content database gets every change, so each purges what it served.
 */
import { LRUCache } from 'lru-cache'
import pLimit from 'p-limit'
import { env } from './env.server'
import { logger } from './logger.server'

/** The encodings nginx keeps a copy in (its `$starbridge_encoding`: br, gzip, none). */
const ENCODINGS = ['br', 'gzip', 'identity']

const served = new LRUCache<string, { host: string; target: string; tags: ReadonlySet<string> }>({
  max: 20_000,
})
const purging = pLimit(8)

/** Whether there is a shared cache to purge. */
export const purgesSharedCache = () => Boolean(env().NGINX_PURGE_URL)

/** This process answered `target` on `host` with a page that read `tags`. */
export function noteServed(host: string, target: string, tags: ReadonlySet<string>): void {
  if (!purgesSharedCache() || !tags.size) return
  served.set(`${host} ${target}`, { host, target, tags })
}

/** Purges every served page that read one of `tags`; settles when nginx has answered each. */
export async function purgeShared(tags: ReadonlySet<string>): Promise<number> {
  const base = env().NGINX_PURGE_URL
  if (!base) return 0
  const due = [...served.entries()].filter(([, page]) =>
    [...page.tags].some((tag) => tags.has(tag)),
  )
  for (const [key] of due) served.delete(key)
  let failed = 0
  await Promise.all(
    due.flatMap(([, page]) =>
      ENCODINGS.map((encoding) =>
        purging(async () => {
          try {
            const response = await fetch(new URL(page.target, base), {
              method: 'PURGE',
              headers: { host: page.host, 'accept-encoding': encoding },
              signal: AbortSignal.timeout(5_000),
            })
            await response.body?.cancel()
            // 404: nginx held no copy in this encoding.
            if (response.status !== 200 && response.status !== 404) failed++
          } catch {
            failed++
          }
        }),
      ),
    ),
  )
  if (failed)
    logger.warn({ event: 'content.purge_failed', failed, pages: due.length }, 'nginx purge failed')
  return due.length
}
