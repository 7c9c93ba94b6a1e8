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
  preparedSize,
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

/** An answer from memory as plain data: a 200 with these headers and body (null for HEAD). */
export interface MemoryAnswer {
  headers: Array<[string, string]>
  body: Buffer | null
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
  return anonymousRequest(
    request.method,
    request.headers.get('cookie'),
    request.headers.has('authorization'),
  )
}

/** Whether a request with this method, Cookie header and credentials is anonymous. */
export function anonymousRequest(
  method: string,
  cookie: string | null | undefined,
  authorization: boolean,
): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false
  if (authorization) return false
  if (!cookie) return true
  return cookie
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .every((name) => !name || ANONYMOUS_COOKIES.has(name))
}

/** The cache key: locale, path and the query with its parameters sorted. */
export function pageCacheKey(locale: string, url: URL): string {
  if (!url.search) return `${locale} ${url.pathname}?`
  const params = [...url.searchParams].sort(([a, x], [b, y]) =>
    a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1,
  )
  return `${locale} ${url.pathname}?${new URLSearchParams(params).toString()}`
}

/** Whether the client takes gzip (all browsers do; a q of 0 refuses). */
function acceptsGzip(header: string | null | undefined): boolean {
  if (!header) return false
  return /(^|,)\s*(gzip|\*)\s*(;\s*q=(0\.0*[1-9]|1)[\d.]*)?\s*(,|$)/i.test(header)
}

/** A Buffer's bytes as a response body, without copying them. */
const bytes = (buffer: Buffer) =>
  new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.length)

/**
 * The page prepared for keeping, or null when it may not be kept: a page with a NUL character
 * (the compressed template relies on none), or one whose compressed form does not read back as
 * the page. Checked once per fill (~0.2 ms), so a cached answer is never a corrupt body.
 */
function keepable(text: string): NonceGzip | null {
  if (text.includes('\u0000')) return null
  const body = prepareNonceGzip(text, NONCE_PLACEHOLDER)
  const probe = 'x'.repeat(NONCE_LENGTH)
  try {
    const back = plainWithNonce(body, probe)
    return back.equals(Buffer.from(text.replaceAll(NONCE_PLACEHOLDER, probe))) ? body : null
  } catch {
    return null
  }
}

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
      // A page that cannot be kept compressed (nonce-gzip.server.ts) is answered as rendered.
      const body = keep ? keepable(text) : null
      if (!body) {
        context.uncached = { response, text }
        return undefined
      }
      const headers = KEPT_HEADERS.flatMap((name): Array<[string, string]> => {
        const value = response.headers.get(name)
        return value === null ? [] : [[name, value]]
      })
      return { headers, body, size: preparedSize(body) + 256 }
    },
  })

  /** The answer with this page, this nonce and this cache state. */
  function answerOf(
    page: CachedPage,
    nonce: string,
    state: string,
    method: string,
    acceptEncoding: string | null | undefined,
  ): MemoryAnswer {
    const headers: Array<[string, string]> = [
      ...page.headers,
      ['x-page-cache', state],
      ['vary', 'Accept-Encoding'],
    ]
    if (method === 'HEAD') return { headers, body: null }
    if (acceptsGzip(acceptEncoding) && nonce.length === NONCE_LENGTH) {
      headers.push(['content-encoding', 'gzip'])
      return { headers, body: gzipWithNonce(page.body, nonce) }
    }
    return { headers, body: plainWithNonce(page.body, nonce) }
  }

  function answer(request: Request, page: CachedPage, nonce: string, state: string): Response {
    const { headers, body } = answerOf(
      page,
      nonce,
      state,
      request.method,
      request.headers.get('accept-encoding'),
    )
    return new Response(body && bytes(body), { status: 200, headers })
  }

  /**
   * A page that is in memory and fresh, answered at once as plain data (the production server's
   * fast path, scripts/start.ts); null when it is absent or stale, which `serve` then renders or
   * refreshes.
   */
  function fresh(
    key: string,
    nonce: string,
    method: string,
    acceptEncoding: string | null | undefined,
  ): MemoryAnswer | null {
    if (!(cache.getRemainingTTL(key) > 0)) return null
    const page = cache.get(key, { allowStale: false })
    if (!page) return null
    stats.hits++
    return answerOf(page, nonce, 'hit', method, acceptEncoding)
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

  return {
    serve,
    fresh,
    stats,
    clear: () => cache.clear(),
    size: () => cache.calculatedSize,
  }
}

export type PageCache = ReturnType<typeof createPageCache>
