/**
 * The answers of the crawler files (robots.txt and the sitemap server routes): absolute URLs on
 * the public origin, kept by shared caches only when no request header chose that origin.
 */
import { sitemapFile } from './sitemap.server'
import { publicOriginFor, sharedCacheAllowed } from '../lib/public-origin.server'

export const crawlerCacheControl = (url: URL) =>
  sharedCacheAllowed(url) ? 'public, max-age=300' : 'private, no-store'

/** Sitemap file `part` (0: /sitemap.xml), or a 404 when there is no such part. */
export async function sitemapResponse(url: URL, part: number): Promise<Response> {
  const xml = part < 0 ? null : await sitemapFile(publicOriginFor(url), part)
  if (xml === null)
    return new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': crawlerCacheControl(url),
    },
  })
}
