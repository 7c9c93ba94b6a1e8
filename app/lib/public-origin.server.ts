/**
 * The one origin of absolute URLs (canonical, hreflang, Open Graph, JSON-LD, sitemap, robots.txt)
 * and whether a request may be answered from, or fill, a shared cache (docs/security.md).
 * - PUBLIC_SITE_URL set (production): that origin, whatever the request says.
 * - unset (development, tests): the request's own origin; but only a request for one of
 *   SITE_HOSTS is this site's own. A page for any other Host (a forged Host header or an
 *   absolute request line) is rendered for that request alone and never cached, so its name
 *   never reaches another visitor.
 * The scheme is the request URL's, which the server entry sets from the connection or a trusted
 * proxy only (app/lib/client-address.server.ts); no forwarded header is read here.
 */
import { env } from './env.server'

/** The public origin for a request to `requestUrl`, without a trailing slash. */
export function publicOriginFor(requestUrl: URL): string {
  return (env().PUBLIC_SITE_URL ?? requestUrl.origin).replace(/\/+$/, '')
}

/** Whether an answer to `requestUrl` may be kept by a cache: no request header chose its URLs. */
export function sharedCacheAllowed(requestUrl: URL): boolean {
  if (env().PUBLIC_SITE_URL) return true
  return env().SITE_HOSTS.includes(requestUrl.hostname.toLowerCase())
}
