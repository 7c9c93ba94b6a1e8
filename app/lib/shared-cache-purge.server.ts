/**
 * nginx's copies of pages that showed changed content, purged (issue 35, ADR 041). nginx keeps a
 * page under the request target it was asked for (`$host$request_uri` and the encoding, see
 * deploy/nginx/starbridge.conf), which may differ from the site's own key (another order of the
 * query, tracking parameters), so each process remembers the targets it served a shareable page
 * for, with that page's content tags (a bounded LRU), and on a change asks nginx's purge listener
 * (NGINX_PURGE_URL, reachable from loopback only) to drop each target in each encoding it keeps.
 * Every process on one content database gets every change, so each purges what it served.
 */
import { Agent, request } from 'node:http'
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
const agent = new Agent({ keepAlive: true, maxSockets: 8 })

/**
 * One PURGE with the page's Host (fetch would send the purge listener's own: Host is a header
 * the Fetch standard sets itself) and the encoding whose copy goes; its status.
 */
function purge(url: URL, host: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      { method: 'PURGE', agent, headers: { host, 'accept-encoding': encoding }, timeout: 5_000 },
      (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
      },
    )
    sent.on('timeout', () => sent.destroy(new Error('purge timed out')))
    sent.on('error', reject)
    sent.end()
  })
}

/** Whether there is a shared cache to purge. */
export const purgesSharedCache = () => Boolean(env().NGINX_PURGE_URL)

/** This process answered `target` on `host` with a page that read `tags`. */
export function noteServed(host: string, target: string, tags: ReadonlySet<string>): void {
  if (!purgesSharedCache() || !tags.size) return
  // The fast path calls this on every hit: a target already noted with these tags costs a lookup.
  const key = `${host} ${target}`
  if (served.peek(key)?.tags === tags) return
  served.set(key, { host, target, tags })
}

/**
 * Purges every served page that read one of `tags`, and the `canonical` targets of the change on
 * the public host (PUBLIC_SITE_URL); settles when nginx has answered each.
 */
export async function purgeShared(
  tags: ReadonlySet<string>,
  canonical: readonly string[] = [],
): Promise<number> {
  const { NGINX_PURGE_URL: base, PUBLIC_SITE_URL } = env()
  if (!base) return 0
  const due = [...served.entries()].filter(([, page]) =>
    [...page.tags].some((tag) => tags.has(tag)),
  )
  for (const [key] of due) served.delete(key)
  // The canonical targets on the public host, whichever process served them.
  const host = PUBLIC_SITE_URL && new URL(PUBLIC_SITE_URL).host
  if (host)
    for (const target of canonical)
      if (!served.has(`${host} ${target}`)) due.push([`${host} ${target}`, { host, target, tags }])
  let failed = 0
  await Promise.all(
    due.flatMap(([, page]) =>
      ENCODINGS.map((encoding) =>
        purging(async () => {
          try {
            const status = await purge(new URL(page.target, base), page.host, encoding)
            // 404: nginx held no copy in this encoding.
            if (status !== 200 && status !== 404) failed++
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
