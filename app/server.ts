/**
 * The server entry: what a request needs before TanStack Start handles it (the table "The HTTP
 * layer" in docs/architecture.md says what and why): the visitor's address and scheme, bodies
 * under a clock, the server-function gate, the in-process content service, render slots and the
 * page cache (CSP by script hashes, ADR 028), "/" in the detected locale, the locale bound per
 * request, security headers on every answer. Request rules are Start middleware (app/start.ts).
 */
import {
  createServerEntry,
  createStartHandler,
  defineHandlerCallback,
} from '@tanstack/react-start/server'
import { CLIENT_IP_HEADER } from '../contract/headers'
import { beforeEachSearch } from './content/search.server'
import { ensureSearchPages } from './pages/search-pages.server'
import { rateLimitKey } from '../contract/rate-limit-key'
import { inProcessCms, startChangeFeed, usesInProcessCms } from './content/cms.server'
import { notingContent, onContentChange } from './content/content-changes.server'
import { detectLocaleFromRequest, localeFromPath, readCookie } from './i18n/detect'
import { LOCALE_COOKIE, localeCookie } from './i18n/locales'
import './i18n/paraglide-strategy'
import './i18n/paraglide-strategy.server'
import { guardBody, hasBody, uploadPlaces, type GuardedBody } from './lib/body-guard.server'
import { bodyLimitOf } from './lib/body-limits'
import { env } from './lib/env.server'
import { statusOfError } from './lib/error-status'
import { CLIENT_ADDRESS_HEADER, SERVER_FN_PREFIX } from './lib/request-headers'
import { resolveClient } from './lib/client-address.server'
import { failureAnswer, tooLargeAnswer } from './lib/failure-page.server'
import {
  inRequestScope,
  noteFailure,
  noteRoute,
  withContentOutage,
  withPageStatus,
} from './lib/content-outage.server'
import { logger } from './lib/logger.server'
import { finishedPage, inRenderSlot, renderPageToBytes } from './lib/page-render.server'
import {
  anonymousRequest,
  createPageCache,
  pageCacheKey,
  type MemoryAnswer,
  type PageCache,
} from './lib/page-cache.server'
import { publicOriginFor, sharedCacheAllowed } from './lib/public-origin.server'
import { LRUCache } from 'lru-cache'
import { securityHeaderEntries, withSecurityHeaders } from './lib/security-headers.server'
import { noteServed, purgeShared } from './lib/shared-cache-purge.server'
import { changeTargets } from './site/change-targets'
import { gateServerFnCall, refusal } from './lib/server-fn-gate.server'
import { clientIp } from './lib/write-guards.server'
import { paraglideMiddleware } from './paraglide/server.js'

// The site's own pages reach the search index before the first search (ADR 042), if the
// readiness check at start has not sent them yet.
beforeEachSearch(ensureSearchPages)

/** For the production server's shutdown (server/start.ts). */
export { closeInProcessCms } from './content/cms.server'

/**
 * A page rendered in a render slot, to its last byte (app/lib/page-render.server.ts), answered as
 * what the content service could not give it says (a 503, or a 200 no cache keeps).
 */
async function render(request: Request): Promise<Response> {
  // A slot is for rendering only: nothing that reads a request body ever waits in one.
  if (request.method !== 'GET' && request.method !== 'HEAD')
    throw new Error(`render slots take GET and HEAD, not ${request.method}`)
  return inRenderSlot(request, async () =>
    withPageStatus(
      withContentOutage(
        await finishedPage(await paraglideMiddleware(request, () => startFetch(request))),
      ),
    ),
  )
}

let pageCache: PageCache | undefined
/**
 * The page cache of this process (PAGE_CACHE_MB, PAGE_CACHE_TTL_SECONDS). At 0 MB it stores
 * nothing and only marks pages for the shared cache in front (the fleet's nginx, ADR 046).
 */
function pages(): PageCache {
  if (!pageCache) {
    const { PAGE_CACHE_MB, PAGE_CACHE_TTL_SECONDS } = env()
    pageCache = createPageCache({
      maxBytes: PAGE_CACHE_MB << 20,
      ttlMs: PAGE_CACHE_TTL_SECONDS * 1000,
    })
  }
  return pageCache
}

/**
 * A page: from the page cache when the request is anonymous, else rendered for this request
 * alone; a page for a foreign origin is kept by no cache (public-origin.server.ts). Rendered with
 * GET for a HEAD too (Start renders with the request's method, and a HEAD's body is empty): the
 * server drops the body, the headers are the page's.
 */
async function renderPage(request: Request, url: URL): Promise<Response> {
  const page = request.method === 'HEAD' ? copyRequest(request, { method: 'GET' }) : request
  const cache = pages()
  const shared = sharedCacheAllowed(url)
  const anonymous = anonymousRequest(
    request.method,
    request.headers.get('cookie'),
    request.headers.has('authorization'),
  )
  // A preview (`?preview=<token>`, app/site/preview.server.ts) is one editor's: no cache keeps
  // it, no crawler indexes it.
  const preview = url.searchParams.has('preview')
  if (!shared || !anonymous || preview) {
    const response = await render(page)
    if (cache.stores) response.headers.set('x-page-cache', 'bypass')
    if (!shared || preview) response.headers.set('Cache-Control', 'private, no-store')
    if (preview) response.headers.set('X-Robots-Tag', 'noindex')
    return response
  }
  const locale = localeFromPath(url.pathname) ?? detectLocaleFromRequest(request).locale
  const key = pageCacheKey(publicOriginFor(url), locale, url)
  let read: Set<string> | undefined
  const response = await cache.serve(request, key, (tags) => {
    read = tags
    return notingContent(tags, () => render(page))
  })
  if (response.status === 200)
    noteServed(url.host, url.pathname + url.search, read ?? cache.tagsOf(key))
  return response
}

// A change of content (content-changes.server.ts): the pages that showed it leave this process's
// cache at once, and nginx's copies of the pages this process served are purged.
onContentChange((change, tags) => {
  pages().invalidate(tags)
  void purgeShared(tags, changeTargets(change))
})
// A site on the content service's PostgreSQL (CMS_BASE_URL and DATABASE_URL) hears its changes.
startChangeFeed()

/** A request as the production server's fast path sees it (server/start.ts). */
export interface PlainRequest {
  method: string
  /** The request target as sent: path and query. */
  target: string
  /** Node's request headers (lower-case names). */
  headers: Record<string, string | string[] | undefined>
  /** Whether the visitor came over HTTPS (HSTS). */
  https: boolean
}

const headerOf = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : value

/**
 * The fast path of the page cache: a request for a locale page that is fresh in memory, answered
 * as plain data without a Request, a Response or the middleware, with exactly what the full path
 * answers. Null for anything else (another path, a personal request, a page not in memory or
 * stale, a foreign Host), which the full path takes.
 */
export function answerFromMemory(request: PlainRequest): MemoryAnswer | null {
  const cache = pages()
  if (!cache.stores || !request.target.startsWith('/') || request.target.includes('//')) return null
  const cookie = headerOf(request.headers.cookie)
  if (!anonymousRequest(request.method, cookie, request.headers.authorization !== undefined))
    return null
  const address = pageAddress(request.https, headerOf(request.headers.host), request.target)
  if (!address) return null
  const { key, host } = address
  const answer = cache.fresh(key, request.method, headerOf(request.headers['accept-encoding']))
  if (!answer) return null
  noteServed(host, request.target, cache.tagsOf(key))
  answer.headers.push(...securityLines(request.https))
  return answer
}

/**
 * Where the page a request names is kept (its page-cache key, and the host it was asked on), or
 * false for a request no cache may answer (not a locale page, a host not ours, a preview). It
 * depends on the scheme, the Host and the target alone, so the answers for the targets asked
 * lately are remembered (at most 4 MB of them; longer targets are worked out each time).
 */
const pageAddresses = new LRUCache<string, { key: string; host: string } | false>({
  maxSize: 4 * 1024 * 1024,
  sizeCalculation: (address, memo) => memo.length + (address ? address.key.length : 0) + 64,
})
function pageAddress(https: boolean, hostHeader: string | undefined, target: string) {
  const memo = `${https ? 'https' : 'http'}://${hostHeader ?? ''} ${target}`
  let address = pageAddresses.get(memo)
  if (address === undefined) {
    // The URL the full path sees (asSeenByVisitor): the scheme the visitor used, the Host as sent.
    const url = URL.parse(target, `${https ? 'https' : 'http'}://${hostHeader ?? ''}`)
    const locale = url && localeFromPath(url.pathname)
    address =
      !!url && !!locale && sharedCacheAllowed(url) && !url.searchParams.has('preview')
        ? { key: pageCacheKey(publicOriginFor(url), locale, url), host: url.host }
        : false
    if (target.length <= 1024) pageAddresses.set(memo, address)
  }
  return address
}

/** The security headers of every answer (a page's CSP is its own), as header lines, per scheme. */
const securityLinesOf = new Map<boolean, readonly string[]>()
function securityLines(https: boolean): readonly string[] {
  let lines = securityLinesOf.get(https)
  if (!lines) {
    lines = Object.entries(securityHeaderEntries({ https, html: false })).flat()
    securityLinesOf.set(https, lines)
  }
  return lines
}

/** The locale of the page a call came from (its Referer), else the visitor's detected one. */
const callerLocale = (request: Request) =>
  localeFromPath(URL.parse(request.headers.get('referer') ?? '')?.pathname ?? '') ??
  detectLocaleFromRequest(request).locale

/**
 * A page rendered in one pass to a string (React's `renderToString`, ADR 062): every page is read
 * whole before it is answered (the render slots), its data is complete before React starts (no
 * query stream, `lib/query-stream.ts`), so streaming bought nothing and cost a tenth of a render.
 * Errors that carry their own status (a 503 when the content service is down, a 404 for a
 * malformed id) answer with it instead of the router's 500: the rendered response is passed on
 * with that status, read from the failed match (public router state).
 */
const renderWithRealStatus = defineHandlerCallback(async (ctx) => {
  const rendered = await renderPageToBytes(ctx)
  const failed = ctx.router.state.matches.find((match) => match.status === 'error')
  const response = rendered instanceof Response ? rendered : rendered.response
  noteRoute(ctx.router.state.matches.at(-1)?.routeId)
  if (response.status !== 500 || !failed) return rendered
  noteFailure(failed.error, failed.routeId)
  const real = new Response(response.body, {
    status: statusOfError(failed.error),
    headers: response.headers,
  })
  return rendered instanceof Response ? real : { ...rendered, response: real }
})

const startFetch = createStartHandler(renderWithRealStatus)

/** The request with its headers edited, another URL or another body (one copy). */
function copyRequest(
  request: Request,
  change: {
    url?: string
    method?: string
    edit?: (headers: Headers) => void
    body?: ReadableStream<Uint8Array>
  },
): Request {
  const headers = new Headers(request.headers)
  change.edit?.(headers)
  const method = change.method ?? request.method
  const hasBody = method !== 'GET' && method !== 'HEAD'
  return new Request(change.url ?? request.url, {
    method,
    headers,
    body: hasBody ? (change.body ?? request.body) : undefined,
    signal: request.signal,
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit)
}

/** /cms/*: the in-process content service, told the visitor's address (it trusts it in-process). */
async function contentService(request: Request): Promise<Response> {
  try {
    const cms = await inProcessCms()
    const ip = request.headers.get(CLIENT_ADDRESS_HEADER)
    return await cms.app.fetch(
      copyRequest(request, { edit: (h) => ip && h.set(CLIENT_IP_HEADER, ip) }),
    )
  } catch {
    return Response.json({ code: 503, msg: 'Service Unavailable', data: null }, { status: 503 })
  }
}

export async function handleRequest(request: Request, https = false): Promise<Response> {
  const url = new URL(request.url)
  // Repeated slashes collapse to one, here: further on, `//host/path` is read as another origin
  // (Start answers it with a redirect to that host). The Location is relative.
  if (url.pathname.includes('//')) {
    const location = `${url.pathname.replace(/\/{2,}/g, '/')}${url.search}`
    return new Response(null, { status: 301, headers: { Location: location } })
  }
  if (url.pathname.startsWith('/cms/') && usesInProcessCms()) return contentService(request)
  if (url.pathname.startsWith(SERVER_FN_PREFIX)) {
    const gated = await gateServerFnCall(request, callerLocale(request), knownServerFn)
    if (gated instanceof Response) return gated
    return paraglideMiddleware(gated, () => startFetch(gated))
  }
  // Writes (the application upload) and refused methods: no render slot, no page cache; the
  // probes never wait behind renders.
  const probe = url.pathname === '/healthz' || url.pathname === '/readyz'
  if ((request.method !== 'GET' && request.method !== 'HEAD') || probe)
    return paraglideMiddleware(request, () => startFetch(request))

  const response = await renderPage(request, url)
  if (url.pathname !== '/') return response
  // "/" is home in the detected locale: personal, and remembered for the next visit.
  const detected = detectLocaleFromRequest(request)
  const headers = new Headers(response.headers)
  headers.append('Vary', 'Cookie, Accept-Language')
  headers.set('Cache-Control', 'private, no-cache')
  if (readCookie(request.headers.get('cookie'), LOCALE_COOKIE) !== detected.locale)
    headers.append('Set-Cookie', localeCookie(detected.locale, https))
  return new Response(response.body, { status: response.status, headers })
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
  const url = https ? incoming.url.replace(/^http:/, 'https:') : incoming.url
  const request = copyRequest(incoming, {
    url,
    edit: (headers) => {
      headers.set(CLIENT_ADDRESS_HEADER, client.ip)
      // The scheme is in the URL from here on; a forwarded host counts only from a trusted
      // proxy. Nothing further on (Start's getRequestUrl, the origin check of writes) sees them.
      headers.delete('x-forwarded-proto')
      if (!client.viaTrustedProxy)
        for (const name of ['x-forwarded-host', 'forwarded']) headers.delete(name)
    },
  })
  return { request, https }
}

let bodyPlaces: ReturnType<typeof uploadPlaces> | undefined

/**
 * The handler's answer to a request whose body is guarded, or a 413 the moment the body passes its
 * path's limit (the handler's own answer is then dropped; body-guard.server.ts).
 */
async function answerGuarded(
  request: Request,
  body: GuardedBody,
  handled: Promise<Response>,
): Promise<Response> {
  const overflow = body.overflow.then((error) => {
    logger.info({
      event: 'http.body_too_large',
      path: new URL(request.url).pathname,
      limit: error.limit,
    })
    return tooLargeAnswer(request)
  })
  let own: Response | undefined
  const response = await Promise.race([handled.then((r) => (own = r)), overflow])
  // The 413 went first: whatever the handler answers goes nowhere.
  if (response !== own)
    handled.then(
      (late) => late.body?.cancel(),
      () => {},
    )
  return response
}

/**
 * The answer to a request: a body under its clock, its path's size limit and the client's cap of
 * bodies in flight (429 past it), then `handleRequest`; a failure becomes a logged 500 with the
 * visitor's words (a client that left is one info line: nobody reads the answer).
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
      body = guardBody(
        request.body!,
        { idleMs: BODY_IDLE_TIMEOUT_SECONDS * 1000, deadlineMs: BODY_DEADLINE_SECONDS * 1000 },
        bodyLimitOf(new URL(request.url).pathname),
      )
      request = copyRequest(request, { body: body.stream })
    }
    const handled = handleRequest(request, https)
    return await (body ? answerGuarded(request, body, handled) : handled)
  } catch (error) {
    // A client that left is one info line (nobody reads the answer); any other failure is
    // logged with the answer, as every 5xx is (serverError below).
    if (request.signal.aborted)
      logger.info({ event: 'http.client_gone', path: new URL(request.url).pathname })
    else noteFailure(error)
    return failureAnswer(request)
  } finally {
    body?.dispose()
    release?.()
  }
}

/** A 404, whatever answered it (a page, a server route, a file), is never indexed. */
function notIndexed(response: Response): Response {
  if (response.status !== 404) return response
  const headers = new Headers(response.headers)
  headers.set('X-Robots-Tag', 'noindex')
  return new Response(response.body, { status: 404, statusText: response.statusText, headers })
}

/**
 * The one error line of a 5xx answer: the request id (server/start.ts sets it), the route and
 * why. Never the query or a body (personal data).
 */
function serverError(
  request: Request,
  status: number,
  notes: { cause?: unknown; route?: string },
): void {
  const { cause, route } = notes
  const id = request.headers.get('x-request-id')
  logger.error(
    {
      event: 'http.server_error',
      requestId: id && /^[\w.-]{1,64}$/.test(id) ? id : undefined,
      method: request.method,
      path: new URL(request.url).pathname,
      route,
      status,
      cause:
        cause instanceof Error ? cause.message : typeof cause === 'string' ? cause : 'not known',
      // A failure nobody foresaw keeps its stack.
      ...(cause instanceof Error && cause.name !== 'CmsError' ? { err: cause } : {}),
    },
    `answered ${status}`,
  )
}

/** Methods the Fetch API cannot carry in a Request (its constructor throws): refused here. */
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK'])

export default createServerEntry({
  async fetch(incoming) {
    if (FORBIDDEN_METHODS.has(incoming.method.toUpperCase())) {
      const headers = { Allow: 'GET, HEAD, OPTIONS', 'Cache-Control': 'no-store' }
      return withSecurityHeaders(new Response('Method Not Allowed', { status: 405, headers }))
    }
    const { request, https } = asSeenByVisitor(incoming)
    const [response, notes] = await inRequestScope(() => answer(request, https))
    if (response.status >= 500 && !request.signal.aborted && !notes.refused)
      serverError(request, response.status, notes)
    return withSecurityHeaders(notIndexed(response), { https })
  },
})
