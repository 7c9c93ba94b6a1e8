/**
 * The site's rules for a request before a page renders, run by Start as global request
 * middleware (app/start.ts):
 * - pages take GET and HEAD (OPTIONS answers which), the endpoints under /api/ POST (and answer
 *   GET themselves), and the pages with a form that works without JavaScript POST at their
 *   exact path in a real locale (ADR 030); server functions answer their own methods;
 * - one URL per page: the registry's spelling wins (301, relative Location, so the Host header
 *   never chooses where a redirect goes; repeated slashes collapse in the server entry);
 * - a known page without a locale prefix goes to the visitor's locale (302, varies on Cookie and
 *   Accept-Language).
 */
import { detectLocaleFromRequest } from '../i18n/detect'
import { SERVER_FN_PREFIX } from '../lib/request-headers'
import { isLocale } from '../i18n/locales'
import { isKnownUnprefixedPath, postedPageLocale } from '../site/registry'
import { normalizedPath } from '../site/url-normalize'

/** The answer the rules give instead of the page, or null when the request goes on. */
export function ruleAnswer(request: Request, pathname: string): Response | null {
  if (pathname.startsWith(SERVER_FN_PREFIX)) return null
  // The upload endpoints under /api/ take POST; their routes answer GET themselves.
  const api = pathname.startsWith('/api/')
  if (api && ['GET', 'HEAD', 'POST'].includes(request.method)) return null
  if (request.method === 'POST' && isLocale(postedPageLocale(pathname))) return null
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const headers = { Allow: api ? 'POST' : 'GET, HEAD, OPTIONS', 'Cache-Control': 'no-store' }
    return request.method === 'OPTIONS'
      ? new Response(null, { status: 204, headers })
      : new Response('Method Not Allowed', { status: 405, headers })
  }
  const search = new URL(request.url).search
  const normalized = normalizedPath(pathname)
  if (normalized) {
    const headers = { Location: `${normalized}${search}`, 'Cache-Control': 'public, max-age=3600' }
    return new Response(null, { status: 301, headers })
  }
  if (isKnownUnprefixedPath(pathname)) {
    const { locale } = detectLocaleFromRequest(request)
    const headers = {
      Location: `/${locale}${pathname}${search}`,
      Vary: 'Cookie, Accept-Language',
      'Cache-Control': 'private, no-cache',
    }
    return new Response(null, { status: 302, headers })
  }
  return null
}
