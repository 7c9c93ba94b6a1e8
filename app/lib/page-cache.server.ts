/**
 * Rendered pages kept in memory: every page is anonymous and the same for every visitor of a
 * locale, so a render can answer many requests (ADR 020).
 * - key: locale, path and the sorted query; bounded by bytes (LRU); fresh for
 *   PAGE_CACHE_TTL_SECONDS, then served stale while one background render refreshes it, and kept
 *   when a refresh fails (stale-if-error); the TTL bounds how long a content change takes to show;
 * - only 200 HTML answers without a cookie of their own are kept; a request with a session-like
 *   cookie, or any method but GET and HEAD, is rendered as before;
 * - every answer, from memory too, carries a fresh CSP nonce: pages are rendered with a
 *   placeholder and kept gzip-compressed in pieces around it (app/lib/nonce-gzip.server.ts).
 */
import { LRUCache } from 'lru-cache'
import {
  gzipWithNonce,
  NONCE_LENGTH,
  plainWithNonce,
  prepareNonceGzip,
  type NonceGzip,
} from './nonce-gzip.server'

/** What a render is rendered with where the nonce goes (never a real nonce: not base64). */
export const NONCE_PLACEHOLDER = '__csp_nonce_4d9b7e2a__'

/** Cookies that are not a session: the remembered locale and the anti-forgery token. */
const ANONYMOUS_COOKIES = new Set(['i18n_redirected', 'XSRF-TOKEN'])

/** Response headers a cached page keeps (the rest are per response or added later). */
const KEPT_HEADERS = ['content-type', 'content-language', 'link', 'x-robots-tag']

interface CachedPage {
  headers: Array<[string, string]>
  body: NonceGzip
  size: number
}

export interface PageCacheOptions {
  maxBytes: number
  ttlMs: number
}

export interface PageCacheStats {
  hits: number
  misses: number
  stale: number
  bypass: number
}

/** A render: the answer made with NONCE_PLACEHOLDER in the nonce's places. */
type Render = () => Promise<Response>

interface FetchContext {
  render: Render
  /** An answer that was rendered for this request but may not be kept (not a 200 page). */
  uncached?: { response: Response; text: string }
}

/** Whether a request may be answered from, and fill, the page cache. */
export function cacheableRequest(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  if (request.headers.has('authorization')) return false
  const cookie = request.headers.get('cookie')
  if (!cookie) return true
  return cookie
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .every((name) => !name || ANONYMOUS_COOKIES.has(name))
}

/** The cache key: locale, path and the query with its parameters sorted. */
export function pageCacheKey(locale: string, url: URL): string {
  const params = [...url.searchParams].sort(([a, x], [b, y]) =>
    a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1,
  )
  return `${locale} ${url.pathname}?${new URLSearchParams(params).toString()}`
}

/** Whether the client takes gzip (all browsers do; a q of 0 refuses). */
function acceptsGzip(request: Request): boolean {
  const header = request.headers.get('accept-encoding') ?? ''
  return /(^|,)\s*(gzip|\*)\s*(;\s*q=(0\.0*[1-9]|1)[\d.]*)?\s*(,|$)/i.test(header)
}

/** A Buffer's bytes as a response body, without copying them. */
const bytes = (buffer: Buffer) =>
  new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.length)

export function createPageCache(options: PageCacheOptions) {
  const stats: PageCacheStats = { hits: 0, misses: 0, stale: 0, bypass: 0 }
  const cache = new LRUCache<string, CachedPage, FetchContext>({
    maxSize: options.maxBytes,
    sizeCalculation: (page) => page.size,
    ttl: options.ttlMs,
    // Stale-while-revalidate: a stale page answers at once while one render refreshes it.
    allowStale: true,
    // Stale-if-error: a failed refresh keeps the page that was there.
    allowStaleOnFetchRejection: true,
    fetchMethod: async (_key, _stale, { context }) => {
      const response = await context.render()
      const text = await response.text()
      if (response.status >= 500) throw new Error(`render answered ${response.status}`)
      const keep =
        response.status === 200 &&
        !response.headers.has('set-cookie') &&
        (response.headers.get('content-type') ?? '').includes('text/html')
      if (!keep) {
        context.uncached = { response, text }
        return undefined
      }
      const headers = KEPT_HEADERS.flatMap((name): Array<[string, string]> => {
        const value = response.headers.get(name)
        return value === null ? [] : [[name, value]]
      })
      const body = prepareNonceGzip(text, NONCE_PLACEHOLDER)
      const size =
        body.pieces.reduce((sum, piece) => sum + piece.length, 0) +
        body.deflated.reduce((sum, piece) => sum + piece.length, 0) +
        256
      return { headers, body, size }
    },
  })

  function answer(request: Request, page: CachedPage, nonce: string, state: string): Response {
    const headers = new Headers(page.headers)
    headers.set('x-page-cache', state)
    headers.append('vary', 'Accept-Encoding')
    if (request.method === 'HEAD') return new Response(null, { status: 200, headers })
    if (acceptsGzip(request) && nonce.length === NONCE_LENGTH) {
      headers.set('content-encoding', 'gzip')
      return new Response(bytes(gzipWithNonce(page.body, nonce)), { status: 200, headers })
    }
    return new Response(bytes(plainWithNonce(page.body, nonce)), { status: 200, headers })
  }

  /** The answer for a page request: from memory, or rendered (and kept when it may be). */
  async function serve(
    request: Request,
    key: string,
    nonce: string,
    render: Render,
  ): Promise<Response> {
    const before = cache.getRemainingTTL(key)
    const context: FetchContext = { render }
    let page: CachedPage | undefined
    try {
      page = await cache.fetch(key, { context })
    } catch {
      page = undefined
    }
    if (page) {
      const state = context.uncached || before === 0 ? 'miss' : before < 0 ? 'stale' : 'hit'
      stats[state === 'hit' ? 'hits' : state === 'stale' ? 'stale' : 'misses']++
      return answer(request, page, nonce, state)
    }
    stats.bypass++
    // Not kept (an error, a 404, a redirect), or another request's render was not keepable:
    // this request's own answer, with its nonce.
    const rendered = context.uncached ?? (await renderNow(render))
    const headers = new Headers(rendered.response.headers)
    headers.set('x-page-cache', 'bypass')
    headers.delete('content-length')
    const body =
      request.method === 'HEAD' || rendered.response.status === 304
        ? null
        : rendered.text.replaceAll(NONCE_PLACEHOLDER, nonce)
    return new Response(body, {
      status: rendered.response.status,
      statusText: rendered.response.statusText,
      headers,
    })
  }

  async function renderNow(render: Render) {
    const response = await render()
    return { response, text: await response.text() }
  }

  return { serve, stats, clear: () => cache.clear(), size: () => cache.calculatedSize }
}

export type PageCache = ReturnType<typeof createPageCache>
