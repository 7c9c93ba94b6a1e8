/**
 * The one origin of absolute URLs (canonical, hreflang, Open Graph, JSON-LD, sitemap, robots.txt)
 * and whether a request may be answered from, or fill, a shared cache (docs/security.md).
 * - PUBLIC_SITE_URL set (production): that origin, whatever the request says.
 * - unset (development, tests): the request's own origin; but only a request for the server's own
 *   origin is this site's: plain HTTP to one of SITE_HOSTS on its port (PORT unless the entry
 *   names one). A page for any other origin (a forged Host or port, an absolute request line, a
 *   scheme a trusted proxy reported) is rendered for that request alone and never cached, so its
 *   URLs never reach another visitor.
 * The scheme is the request URL's, which the server entry sets from the connection or a trusted
 * proxy only (app/lib/client-address.server.ts); no forwarded header is read here.
 */
import { env } from './env.server'

/** The public origin for a request to `requestUrl`, without a trailing slash. */
export function publicOriginFor(requestUrl: URL): string {
  return (env().PUBLIC_SITE_URL ?? requestUrl.origin).replace(/\/+$/, '')
}

/** A SITE_HOSTS entry as host and port: `name`, `name:port`, `[v6]` or `[v6]:port`. */
function hostAndPort(entry: string): [string, string] {
  const [, host, port] = /^(.*?)(?::(\d+))?$/.exec(entry)!
  return [host!, port ?? String(env().PORT)]
}

/** Whether an answer to `requestUrl` may be kept by a cache: no request header chose its URLs. */
export function sharedCacheAllowed(requestUrl: URL): boolean {
  if (env().PUBLIC_SITE_URL) return true
  if (requestUrl.protocol !== 'http:') return false
  // The URL parser lowercases the name and drops the default port.
  const port = requestUrl.port || '80'
  return env().SITE_HOSTS.some((entry) => {
    const [host, entryPort] = hostAndPort(entry)
    return host === requestUrl.hostname && entryPort === port
  })
}
