/**
 * The server entry: per-request concerns before TanStack Start renders.
 * - health check, in-process content service (when CMS_BASE_URL is unset)
 * - unprefixed page paths redirect to the detected locale's prefix
 * - "/" renders home in the detected locale, varies on Cookie and Accept-Language
 *   and remembers the detected locale in the `i18n_redirected` cookie
 * - the locale is bound per request (Paraglide's AsyncLocalStorage)
 * - methods other than GET/HEAD answer 405 on pages; server-function calls pass a gate first
 *   (app/lib/server-fn-gate.server.ts)
 * - request bodies under a clock and a per-client cap (app/lib/body-guard.server.ts), read outside
 *   the render slots: only GET and HEAD of pages wait for a slot
 * - forwarded headers only from a trusted proxy; absolute URLs on one public origin, and nothing
 *   cached for a foreign Host (app/lib/public-origin.server.ts)
 * - security headers on every response, a failure included (a plain 500 page, logged with its stack)
 */
import {
  createServerEntry,
  createStartHandler,
  defaultStreamHandler,
  defineHandlerCallback,
} from '@tanstack/react-start/server'
import pLimit, { type LimitFunction } from 'p-limit'
import { CLIENT_IP_HEADER } from '../contract/headers'
import { rateLimitKey } from '../contract/rate-limit-key'
import { inProcessCms, probeExternalCms, usesInProcessCms } from './content/cms.server'
import { detectLocaleFromRequest, localeFromPath, readCookie } from './i18n/detect'
import { LOCALE_COOKIE, localeCookie, type Locale } from './i18n/locales'
import { isKnownUnprefixedPath } from './pages/registry'
import { sitemapFile } from './pages/sitemap.server'
import { normalizedPath } from './pages/url-normalize'
import './i18n/paraglide-strategy'
import './i18n/paraglide-strategy.server'
import { guardBody, hasBody, uploadPlaces, type GuardedBody } from './lib/body-guard.server'
import { env } from './lib/env.server'
import { statusOfError } from './lib/error-status'
import { CLIENT_ADDRESS_HEADER, CSP_NONCE_HEADER } from './lib/request-headers'
import { resolveClient, usesHttps } from './lib/client-address.server'
import { newNonce } from './lib/csp-nonce.server'
import { deferHydration } from './lib/deferred-hydration.server'
import { logger } from './lib/logger.server'
import {
  anonymousRequest,
  cacheableRequest,
  createPageCache,
  NONCE_PLACEHOLDER,
  pageCacheKey,
  type MemoryAnswer,
  type PageCache,
} from './lib/page-cache.server'
import { publicOriginFor, sharedCacheAllowed } from './lib/public-origin.server'
import { securityHeaderEntries, withSecurityHeaders } from './lib/security-headers.server'
import { gateServerFnCall, refusal, SERVER_FN_PREFIX } from './lib/server-fn-gate.server'
import { clientIp } from './lib/write-guards.server'
import * as m from './paraglide/messages.js'
import { paraglideMiddleware } from './paraglide/server.js'

/** For the production server's shutdown (scripts/start.ts). */
export { closeInProcessCms } from './content/cms.server'

let renderSlots: LimitFunction | undefined

/**
 * Renders a page, RENDER_CONCURRENCY at a time, each to its last byte inside its slot (pages
 * were never streamed to the visitor: the page cache keeps whole pages). Fifty renders at once
 * each kept their half-built trees alive across the others' turns: the heap grew several times
 * over and the time went to garbage collection; a few at a time finish sooner and a slow reader
 * never holds a slot.
 */
async function render(request: Request): Promise<Response> {
  // A slot is for rendering only: nothing that reads a request body ever waits in one.
  if (request.method !== 'GET' && request.method !== 'HEAD')
    throw new Error(`render slots take GET and HEAD, not ${request.method}`)
  renderSlots ??= pLimit(env().RENDER_CONCURRENCY)
  return renderSlots(async () => {
    const response = await paraglideMiddleware(request, () => startFetch(request))
    if (!response.body) return response
    const body = Buffer.from(await response.arrayBuffer())
    const html = response.headers.get('content-type')?.startsWith('text/html')
    return new Response(html ? deferHydration(body) : body, response)
  })
}

let pageCache: PageCache | null | undefined
/** The page cache of this process (PAGE_CACHE_MB, PAGE_CACHE_TTL_SECONDS; 0 MB: none). */
function pages(): PageCache | null {
  if (pageCache === undefined) {
    const { PAGE_CACHE_MB, PAGE_CACHE_TTL_SECONDS } = env()
    pageCache =
      PAGE_CACHE_MB > 0
        ? createPageCache({
            maxBytes: PAGE_CACHE_MB * 1024 * 1024,
            ttlMs: PAGE_CACHE_TTL_SECONDS * 1000,
          })
        : null
  }
  return pageCache
}

/**
 * A page: from the page cache when the request is anonymous (rendered with the nonce placeholder,
 * answered with this response's nonce), else rendered for this request alone. Pages from the
 * cache tell shared caches how long they may keep them.
 */
async function renderPage(request: Request, url: URL): Promise<Response> {
  if (!sharedCacheAllowed(url)) {
    // A foreign Host: rendered for this request alone, kept by no cache (public-origin.server.ts).
    const response = await render(request)
    response.headers.set('x-page-cache', 'bypass')
    response.headers.set('Cache-Control', 'private, no-store')
    return response
  }
  const cache = pages()
  if (!cache) return render(request)
  if (!cacheableRequest(request)) {
    const response = await render(request)
    response.headers.set('x-page-cache', 'bypass')
    return response
  }
  const nonce = request.headers.get(CSP_NONCE_HEADER) ?? ''
  const locale = localeFromPath(url.pathname) ?? detectLocaleFromRequest(request).locale
  const headers = new Headers(request.headers)
  headers.set(CSP_NONCE_HEADER, NONCE_PLACEHOLDER)
  const renderRequest = () => new Request(request.url, { method: 'GET', headers })
  const response = await cache.serve(request, pageCacheKey(locale, url), nonce, () =>
    render(renderRequest()),
  )
  if (response.headers.get('x-page-cache') !== 'bypass') {
    response.headers.set('Cache-Control', sharedCacheControl())
  }
  return response
}

/** How long shared caches (a CDN) may keep a page from the page cache, and serve it stale. */
function sharedCacheControl(): string {
  const ttl = env().PAGE_CACHE_TTL_SECONDS
  return `public, max-age=0, s-maxage=${ttl}, stale-while-revalidate=300, stale-if-error=86400`
}

/**
 * The Set-Cookie that remembers the locale of a page the visitor opened (the spec's detection
 * writes the cookie on each route change, so that a later "/" opens in the language last read),
 * or null when the cookie already says so.
 */
function rememberLocale(
  cookieHeader: string | null | undefined,
  pageLocale: Locale,
  https: boolean,
): string | null {
  return readCookie(cookieHeader, LOCALE_COOKIE) === pageLocale
    ? null
    : localeCookie(pageLocale, https)
}

/** A request as the production server's fast path sees it (scripts/start.ts). */
export interface PlainRequest {
  method: string
  /** The request target as sent: path and query. */
  target: string
  /** Node's request headers (lower-case names). */
  headers: Record<string, string | string[] | undefined>
  socketAddress: string | undefined
  /** Whether the connection itself is TLS. */
  tls: boolean
}

const headerOf = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : value

/**
 * The fast path of the page cache: a request for a locale page that is fresh in memory, answered
 * as plain data without building a Request or Response or running the middleware, with exactly
 * what the full path (`handleRequest`) would answer: the page with a fresh nonce, the shared-cache
 * headers (or the locale cookie and `private`), the security headers. Null for anything else
 * (another path, a personal request, a page not in memory or stale), which the full path takes.
 */
export function answerFromMemory(request: PlainRequest): MemoryAnswer | null {
  const cache = pages()
  if (!cache || (request.method !== 'GET' && request.method !== 'HEAD')) return null
  if (!request.target.startsWith('/') || request.target.includes('//')) return null
  let url: URL
  try {
    url = new URL(request.target, 'http://localhost')
  } catch {
    return null
  }
  const locale = localeFromPath(url.pathname)
  if (!locale || normalizedPath(url.pathname)) return null
  const cookie = headerOf(request.headers.cookie)
  if (!anonymousRequest(request.method, cookie, request.headers.authorization !== undefined))
    return null
  const nonce = newNonce()
  const answer = cache.fresh(
    pageCacheKey(locale, url),
    nonce,
    request.method,
    headerOf(request.headers['accept-encoding']),
  )
  if (!answer) return null
  const https =
    usesHttps(
      request.socketAddress,
      headerOf(request.headers['x-forwarded-proto']),
      request.tls,
      env().TRUST_PROXY,
    ) || env().PUBLIC_SITE_URL?.startsWith('https:') === true
  const cookieToSet = rememberLocale(cookie, locale, https)
  if (cookieToSet) answer.headers.push(['set-cookie', cookieToSet])
  answer.headers.push(['cache-control', cookieToSet ? 'private, no-cache' : sharedCacheControl()])
  for (const entry of Object.entries(securityHeaderEntries({ nonce, https, html: true })))
    answer.headers.push(entry)
  return answer
}

/** Whether this build has a server function of this id (Start's own resolver throws if not). */
async function knownServerFn(id: string): Promise<boolean> {
  try {
    const { getServerFnById } = await import('#tanstack-start-server-fn-resolver')
    await getServerFnById(id, { origin: 'client' })
    return true
  } catch {
    return false
  }
}

/**
 * The methods a path takes: server functions GET and POST, the application upload POST (its
 * route answers GET itself), the content service whatever its router takes, pages GET and HEAD.
 */
function allowedMethods(pathname: string): string[] | null {
  if (pathname.startsWith('/cms/')) return null
  if (pathname.startsWith(SERVER_FN_PREFIX)) return ['GET', 'POST']
  if (pathname === '/api/job-application') return ['GET', 'HEAD', 'POST']
  return ['GET', 'HEAD']
}

/** The locale of the page a call came from (its Referer), else the visitor's detected one. */
function callerLocale(request: Request) {
  const referer = request.headers.get('referer')
  let fromPage
  try {
    fromPage = referer ? localeFromPath(new URL(referer).pathname) : undefined
  } catch {
    fromPage = undefined
  }
  return fromPage ?? detectLocaleFromRequest(request).locale
}

/** Errors that carry their own status (e.g. a 503) answer with it instead of the router's 500. */
const renderWithRealStatus = defineHandlerCallback((ctx) => {
  const result = ctx.router as unknown as { _serverResult?: { type: string; status: number } }
  if (result._serverResult?.type === 'render' && result._serverResult.status === 500) {
    const failed = ctx.router.state.matches.find((match) => match.status === 'error')
    if (failed) result._serverResult.status = statusOfError(failed.error)
  }
  return defaultStreamHandler(ctx)
})

const startFetch = createStartHandler(renderWithRealStatus)

const noStore = { 'Cache-Control': 'no-store' }

function appendVary(headers: Headers) {
  headers.append('Vary', 'Cookie, Accept-Language')
}

/** The request with `name` set to `value` (removed when null): in place when headers allow it. */
function withHeader(incoming: Request, name: string, value: string | null | undefined): Request {
  if (!value && !incoming.headers.has(name)) return incoming
  try {
    incoming.headers.delete(name)
    if (value) incoming.headers.set(name, value)
    return incoming
  } catch {
    // Immutable headers: copy the request once.
    const headers = new Headers(incoming.headers)
    headers.delete(name)
    if (value) headers.set(name, value)
    const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD'
    return new Request(incoming.url, {
      method: incoming.method,
      headers,
      body: hasBody ? incoming.body : undefined,
      signal: incoming.signal,
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit)
  }
}

/** robots.txt and the sitemap files, with absolute URLs on the public origin. */
async function crawlerFile(url: URL): Promise<Response> {
  const origin = publicOriginFor(url)
  const cache = {
    'Cache-Control': sharedCacheAllowed(url) ? 'public, max-age=300' : 'private, no-store',
  }
  if (url.pathname === '/robots.txt') {
    return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`, {
      headers: { 'Content-Type': 'text/plain; charset=utf-8', ...cache },
    })
  }
  const part = Number(url.pathname.match(/-(\d+)\.xml$/)?.[1] ?? 0)
  const xml = await sitemapFile(origin, part)
  if (xml === null) return new Response('Not Found', { status: 404, headers: noStore })
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', ...cache },
  })
}

export async function handleRequest(request: Request, https = false): Promise<Response> {
  const url = new URL(request.url)

  if (url.pathname === '/healthz') {
    return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
  }

  if (url.pathname === '/readyz' || url.pathname.startsWith('/cms/')) {
    if (!usesInProcessCms()) {
      if (url.pathname === '/readyz') {
        // The site is ready when the content service it points at answers.
        const probe = await probeExternalCms(env().CMS_BASE_URL!)
        return probe.ready
          ? Response.json({ status: 'ready', cms: 'external' }, { headers: noStore })
          : Response.json(
              { status: 'unavailable', cms: 'external', reason: probe.reason },
              { status: 503, headers: noStore },
            )
      }
    } else {
      try {
        const cms = await inProcessCms()
        // The service trusts this header only in-process: pass the real client address.
        const ip = request.headers.get(CLIENT_ADDRESS_HEADER)
        return await cms.app.fetch(withHeader(request, CLIENT_IP_HEADER, ip))
      } catch {
        return Response.json({ code: 503, msg: 'Service Unavailable', data: null }, { status: 503 })
      }
    }
  }

  const allowed = allowedMethods(url.pathname)
  if (allowed && !allowed.includes(request.method)) {
    const allow = { Allow: [...allowed, 'OPTIONS'].join(', '), 'Cache-Control': 'no-store' }
    return request.method === 'OPTIONS'
      ? new Response(null, { status: 204, headers: allow })
      : new Response('Method Not Allowed', { status: 405, headers: allow })
  }

  // Repeated slashes collapse to one, with a relative Location: `//host/path` must never become
  // a redirect to another site.
  if (url.pathname.includes('//')) {
    return new Response(null, {
      status: 301,
      headers: { Location: `${url.pathname.replace(/\/{2,}/g, '/')}${url.search}` },
    })
  }

  if (url.pathname.startsWith(SERVER_FN_PREFIX)) {
    const gated = await gateServerFnCall(request, callerLocale(request), knownServerFn)
    if (gated instanceof Response) return gated
    return paraglideMiddleware(gated, () => startFetch(gated))
  }

  // The application upload reads its body outside the render slots (a stalled upload must not
  // hold one); the route answers its other methods itself.
  if (url.pathname === '/api/job-application') {
    return paraglideMiddleware(request, () => startFetch(request))
  }

  // One URL per page: the registry's spelling, no trailing slash (a relative Location, so the
  // Host header never chooses where a redirect goes).
  const normalized = normalizedPath(url.pathname)
  if (normalized) {
    return new Response(null, {
      status: 301,
      headers: { Location: `${normalized}${url.search}`, 'Cache-Control': 'public, max-age=3600' },
    })
  }

  if (url.pathname === '/robots.txt' || /^\/sitemap(-\d{1,4})?\.xml$/.test(url.pathname)) {
    return crawlerFile(url)
  }

  if (isKnownUnprefixedPath(url.pathname)) {
    const { locale } = detectLocaleFromRequest(request)
    const headers = new Headers({ Location: `/${locale}${url.pathname}${url.search}` })
    appendVary(headers)
    return new Response(null, { status: 302, headers })
  }

  const response = await renderPage(request, url)

  if (url.pathname === '/') {
    const detected = detectLocaleFromRequest(request)
    const headers = new Headers(response.headers)
    appendVary(headers)
    headers.set('Cache-Control', 'private, no-cache')
    if (readCookie(request.headers.get('cookie'), LOCALE_COOKIE) !== detected.locale) {
      headers.append('Set-Cookie', localeCookie(detected.locale, https))
    }
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    })
  }

  // A page under a locale prefix remembers that locale.
  const pageLocale = localeFromPath(url.pathname)
  const cookieToSet =
    pageLocale && response.status === 200
      ? rememberLocale(request.headers.get('cookie'), pageLocale, https)
      : null
  if (cookieToSet) {
    const headers = new Headers(response.headers)
    headers.append('Set-Cookie', cookieToSet)
    // A response that sets a cookie is this visitor's alone.
    headers.set('Cache-Control', 'private, no-cache')
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    })
  }
  return response
}

/**
 * The request as the application should see it: the visitor's address in our own header (from
 * the socket, or a trusted proxy's X-Forwarded-For) and an https URL when the visitor used HTTPS
 * (the configured public origin, or a trusted X-Forwarded-Proto), so that origin checks, cookies
 * and HSTS follow the scheme the visitor sees, not the proxy's.
 */
function asSeenByVisitor(incoming: Request): { request: Request; https: boolean } {
  const client = resolveClient(
    incoming,
    (incoming as Request & { ip?: string }).ip,
    env().TRUST_PROXY,
  )
  const https = client.https || env().PUBLIC_SITE_URL?.startsWith('https:') === true
  let request = withHeader(incoming, CLIENT_ADDRESS_HEADER, client.ip)
  // The scheme is in the URL from here on; a forwarded host counts only from a trusted proxy.
  // Nothing further on (Start's getRequestUrl, the origin check of writes) sees these headers.
  request = withHeader(request, 'x-forwarded-proto', null)
  if (!client.viaTrustedProxy) {
    request = withHeader(request, 'x-forwarded-host', null)
    request = withHeader(request, 'forwarded', null)
  }
  if (https && request.url.startsWith('http:')) {
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
    request = new Request(`https:${request.url.slice('http:'.length)}`, {
      method: request.method,
      headers: request.headers,
      body: hasBody ? request.body : undefined,
      signal: request.signal,
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit)
  }
  return { request, https }
}

let bodyPlaces: ReturnType<typeof uploadPlaces> | undefined

/** The request with `body` in place of its own. */
function withBody(request: Request, body: ReadableStream<Uint8Array>): Request {
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
    duplex: 'half',
  } as RequestInit)
}

/** A plain page for a failure nobody foresaw: the visitor's words, no detail of the failure. */
function failureAnswer(request: Request): Response {
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname) ?? detectLocaleFromRequest(request).locale
  const o = { locale }
  const headers = { 'Cache-Control': 'no-store' }
  if (/^\/(cms|api|_serverFn)\//.test(url.pathname))
    return Response.json(
      { status: 'unavailable', code: 500, msg: m.cms_msg_server_error({}, o) },
      { status: 500, headers },
    )
  const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
  const html = `<!doctype html><html lang="${locale}"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(m.error_generic_title({}, o))}</title><main style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>${escape(m.error_generic_title({}, o))}</h1><p>${escape(m.error_generic_description({}, o))}</p><p><a href="/${locale}">${escape(m.error_back_home({}, o))}</a></p></main></html>`
  return new Response(html, {
    status: 500,
    headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
  })
}

/**
 * The answer to a request: a body under its clock and the client's cap of bodies in flight (429
 * past it), then `handleRequest`; a failure becomes a logged 500 with the visitor's words.
 */
async function answer(request: Request, https: boolean): Promise<Response> {
  let release: (() => void) | null = null
  let body: GuardedBody | undefined
  try {
    if (hasBody(request)) {
      const { BODY_IDLE_TIMEOUT_SECONDS, BODY_DEADLINE_SECONDS, UPLOADS_PER_CLIENT } = env()
      bodyPlaces ??= uploadPlaces(UPLOADS_PER_CLIENT)
      release = bodyPlaces.enter(rateLimitKey(clientIp(request)))
      if (!release) {
        logger.warn({ event: 'http.uploads_capped', path: new URL(request.url).pathname })
        return refusal(429, callerLocale(request), { 'Retry-After': '10' })
      }
      body = guardBody(request.body!, {
        idleMs: BODY_IDLE_TIMEOUT_SECONDS * 1000,
        deadlineMs: BODY_DEADLINE_SECONDS * 1000,
      })
      request = withBody(request, body.stream)
    }
    return await handleRequest(request, https)
  } catch (error) {
    logger.error({ event: 'http.failed', path: new URL(request.url).pathname, err: error })
    return failureAnswer(request)
  } finally {
    body?.dispose()
    release?.()
  }
}

export default createServerEntry({
  async fetch(incoming) {
    const { request, https } = asSeenByVisitor(incoming)
    // A fresh nonce per response: TanStack Start reads it (app/router.tsx) for its inline scripts.
    const nonce = newNonce()
    const withNonce = withHeader(request, CSP_NONCE_HEADER, nonce)
    return withSecurityHeaders(await answer(withNonce, https), { nonce, https })
  },
})
