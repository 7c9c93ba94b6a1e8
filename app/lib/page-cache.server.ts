/**
 * Rendered pages kept in memory: every page is anonymous and its bytes and headers are the same
 * for every visitor of a locale (ADR 020, ADR 028), so one render answers many requests.
 * - key: origin, locale, path and the sorted query; bounded by bytes (LRU); fresh for
 *   PAGE_CACHE_TTL_SECONDS, then served stale while one background render refreshes it, and kept
 *   when a refresh fails (stale-if-error); the TTL bounds how long a content change takes to show;
 * - only 200 HTML answers without a cookie of their own and without `no-store` are kept,
 *   compressed once (gzip and brotli), and only from a GET render: a HEAD is answered from the
 *   kept page, or from a GET rendered for it, never kept empty; a request with a session-like
 *   cookie, or any method but
 *   GET and HEAD, is rendered;
 * - a page is kept in the coding the request that rendered it takes (gzip for one that takes
 *   none); the other coding is made from it when a client first asks for it, so a crawler that
 *   takes gzip alone leaves no brotli copies in memory. The cache counts each page as twice the
 *   coding it was first kept in, the room both take (brotli is ~15 % smaller than gzip);
 * - each page keeps the tags of the content it read (app/content/content-changes.server.ts):
 *   `invalidate(tags)` drops every page that read one of them at once, and a render that was under
 *   way when they changed is passed on but not kept (issue 35, ADR 041);
 * - with no memory for it (PAGE_CACHE_MB=0: the fleet, where nginx keeps the pages, ADR 046)
 *   nothing is stored: each page is rendered and passed on with the same rules and headers for
 *   shared caches, and a render that raced a change of what it read is marked `no-store`.
 */
import { LRUCache } from 'lru-cache'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { compressWhole, preferredEncoding } from './compression.server'
import { bytesResponse } from './byte-response.server'

/** Cookies that are not a session: the remembered locale and the anti-forgery token. */
const ANONYMOUS_COOKIES = new Set(['i18n_redirected', 'XSRF-TOKEN'])

/** Response headers a cached page keeps (the rest are per response or added later). */
const KEPT_HEADERS = [
  'content-type',
  'content-language',
  'content-security-policy',
  'link',
  'x-robots-tag',
]

type Coding = 'gzip' | 'br'

interface CachedPage {
  headers: Array<[string, string]>
  /** The page in each coding a client asked for (at least one). */
  codings: Partial<Record<Coding, Buffer>>
  /** Bytes of the page uncompressed (the length a HEAD names). */
  length: number
  /** The content it read (stories, lists). */
  tags: ReadonlySet<string>
}

/**
 * An answer from memory as plain data: a 200 with these header lines (name, value, name, value…,
 * as Node's `writeHead` takes them; a fresh array the caller may add to) and body (null for HEAD).
 */
export interface MemoryAnswer {
  headers: string[]
  body: Buffer | null
}

/** Whether a request with this method, Cookie header and credentials is anonymous. */
export function anonymousRequest(
  method: string,
  cookie: string | null | undefined,
  authorization: boolean,
): boolean {
  if ((method !== 'GET' && method !== 'HEAD') || authorization) return false
  return (cookie ?? '')
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .every((name) => !name || ANONYMOUS_COOKIES.has(name))
}

/**
 * The cache key: the public origin the page's URLs are on (app/lib/public-origin.server.ts),
 * locale, path and the query with its parameters sorted.
 */
export function pageCacheKey(origin: string, locale: string, url: URL): string {
  const params = [...url.searchParams].sort(([a, x], [b, y]) =>
    a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1,
  )
  return `${origin} ${locale} ${url.pathname}?${new URLSearchParams(params).toString()}`
}

/** A page's bytes compressed once for many answers, in the coding its first client takes. */
function compressed(text: string, coding: Coding): Omit<CachedPage, 'headers' | 'tags'> {
  const plain = Buffer.from(text)
  return {
    codings: { [coding]: ownBytes(compressWhole(plain, coding, 'kept')) },
    length: plain.length,
  }
}

/** The page's bytes as they were rendered, from whichever coding is kept. */
function plainOf(page: CachedPage): Buffer {
  return page.codings.gzip ? gunzipSync(page.codings.gzip) : brotliDecompressSync(page.codings.br!)
}

/** The page in `coding`: kept, or made now from the other and kept from now on. */
function codingOf(page: CachedPage, coding: Coding): Buffer {
  return (page.codings[coding] ??= ownBytes(compressWhole(plainOf(page), coding, 'kept')))
}

/** The body of an answer in `coding` (null: uncompressed). */
const bodyOf = (page: CachedPage, coding: Coding | null) =>
  coding ? codingOf(page, coding) : plainOf(page)

/**
 * The bytes in memory of their own size: zlib answers with a view of a 64 KB buffer, which a kept
 * page would hold for as long as it is kept (a 16 KB page held 64 KB: 1,118 pages took 143 MB
 * instead of 41 MB, and the cache's size, which counts the bytes, was a third of its memory).
 */
function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteLength === bytes.buffer.byteLength) return bytes
  const own = Buffer.allocUnsafeSlow(bytes.length) // not from Node's shared pool either
  bytes.copy(own)
  return own
}

/**
 * A GET render of the page, whatever the request's method, noting into `tags` the content it
 * reads; a response that is not a 200 page is passed on, not kept.
 */
type Render = (tags: Set<string>) => Promise<Response>

const meets = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].some((tag) => b.has(tag))

/** Whether a render is a page any cache may keep: a 200 HTML answer, anonymous, not `no-store`. */
const isSharedPage = (response: Response) =>
  response.status === 200 &&
  !response.headers.has('set-cookie') &&
  !/\bno-store\b/.test(response.headers.get('cache-control') ?? '') &&
  (response.headers.get('content-type') ?? '').includes('text/html')

export function createPageCache(options: { maxBytes: number; ttlMs: number }) {
  // Shared caches (nginx, a CDN) keep a page as long as this one does, then serve it stale while
  // they refresh it, or when the site fails.
  const sharedCacheControl = `public, max-age=0, s-maxage=${Math.round(options.ttlMs / 1000)}, stale-while-revalidate=300, stale-if-error=86400`
  /** How many invalidations there were, and the tags of the latest (for renders under way). */
  let changes = 0
  const recent: Array<{ at: number; tags: ReadonlySet<string> }> = []
  const changedSince = (at: number, tags: ReadonlySet<string>) =>
    changes > at &&
    (recent.length < changes - at || recent.some((c) => c.at > at && meets(c.tags, tags)))
  /** Whether this process keeps pages at all (else shared caches in front do, ADR 046). */
  const stores = options.maxBytes > 0
  const cache = new LRUCache<
    string,
    CachedPage,
    { render: Render; coding: Coding; uncached?: Response }
  >({
    maxSize: Math.max(options.maxBytes, 1),
    // Twice the first coding: the room the page takes once both codings were asked for.
    sizeCalculation: (page) => 2 * Object.values(page.codings)[0]!.length + 256,
    ttl: options.ttlMs,
    // Stale-while-revalidate: a stale page answers at once while one render refreshes it.
    allowStale: true,
    // Stale-if-error: a failed refresh keeps the page that was there.
    allowStaleOnFetchRejection: true,
    fetchMethod: async (_key, _stale, { context }) => {
      const tags = new Set<string>()
      const startedAt = changes
      const response = await context.render(tags)
      // A failed render, or one no cache may keep (a list the content service could not give,
      // ADR 035), is passed on, never kept; a page kept before is served instead (stale-if-error).
      if (
        response.status >= 500 ||
        /\bno-store\b/.test(response.headers.get('cache-control') ?? '')
      ) {
        context.uncached = response
        throw new Error(`render answered ${response.status}, not to be kept`)
      }
      if (!isSharedPage(response)) {
        context.uncached = response
        return undefined
      }
      const headers = KEPT_HEADERS.flatMap((name): Array<[string, string]> => {
        const value = response.headers.get(name)
        return value === null ? [] : [[name, value]]
      })
      const text = await response.text()
      // An empty body is never a page (a HEAD rendered as one would be): passed on, not kept.
      if (!text) {
        context.uncached = new Response(null, response)
        return undefined
      }
      // Content it read changed while it rendered: this answer is passed on, the next renders.
      if (changedSince(startedAt, tags)) {
        context.uncached = new Response(text, response)
        return undefined
      }
      return { headers, tags, ...compressed(text, context.coding) }
    },
  })

  /** The answer with this page in the encoding the client takes. */
  function answerOf(
    page: CachedPage,
    state: string,
    method: string,
    acceptEncoding: string | null | undefined,
  ): { headers: Array<[string, string]>; body: Buffer | null } {
    const headers: Array<[string, string]> = [
      ...page.headers,
      ['x-page-cache', state],
      ['vary', 'Accept-Encoding'],
      ['cache-control', sharedCacheControl],
    ]
    const encoding = preferredEncoding(acceptEncoding ?? null)
    if (encoding) headers.push(['content-encoding', encoding])
    if (method === 'HEAD') {
      // The length the GET's body has, as a HEAD should say (not 0).
      headers.push([
        'content-length',
        String(encoding ? codingOf(page, encoding).length : page.length),
      ])
      return { headers, body: null }
    }
    return { headers, body: bodyOf(page, encoding) }
  }

  /**
   * A hit's header lines per page, coding and method: the same for every hit on the page, so built
   * on its first and kept with it (the fast path then copies one array; issue 39).
   */
  const hitLines = new WeakMap<CachedPage, Map<string, readonly string[]>>()
  function linesOfHit(page: CachedPage, method: string, acceptEncoding: string | null | undefined) {
    const encoding = preferredEncoding(acceptEncoding ?? null)
    const variant = `${method === 'HEAD' ? 'HEAD' : 'GET'} ${encoding}`
    let kept = hitLines.get(page)
    if (!kept) hitLines.set(page, (kept = new Map()))
    let lines = kept.get(variant)
    if (!lines) {
      const { headers, body } = answerOf(page, 'hit', method, acceptEncoding)
      if (body) headers.push(['content-length', String(body.length)])
      lines = headers.flat()
      kept.set(variant, lines)
    }
    return { lines, encoding }
  }

  /** A page in memory and fresh, as plain data (the server's fast path); else null. */
  function fresh(
    key: string,
    method: string,
    acceptEncoding: string | null | undefined,
  ): MemoryAnswer | null {
    const page = stores && cache.getRemainingTTL(key) > 0 && cache.get(key, { allowStale: false })
    if (!page) return null
    const { lines, encoding } = linesOfHit(page, method, acceptEncoding)
    const body = method === 'HEAD' ? null : bodyOf(page, encoding)
    return { headers: [...lines], body }
  }

  /**
   * A page rendered for this request alone, for shared caches to keep: their lifetime on a page,
   * `no-store` on one whose content changed while it rendered (it would outlive the purge).
   */
  async function passOn(render: Render): Promise<Response> {
    const tags = new Set<string>()
    const startedAt = changes
    const response = await render(tags)
    if (isSharedPage(response))
      response.headers.set(
        'cache-control',
        changedSince(startedAt, tags) ? 'no-store' : sharedCacheControl,
      )
    return response
  }

  /** The answer for a page request: from memory, or rendered (and kept when it may be). */
  async function serve(request: Request, key: string, render: Render): Promise<Response> {
    if (!stores) return passOn(render)
    const before = cache.getRemainingTTL(key)
    const context: { render: Render; coding: Coding; uncached?: Response } = {
      render,
      coding: preferredEncoding(request.headers.get('accept-encoding')) ?? 'gzip',
    }
    const page = await cache.fetch(key, { context }).catch(() => undefined)
    if (page) {
      const state = context.uncached || before === 0 ? 'miss' : before < 0 ? 'stale' : 'hit'
      const { headers, body } = answerOf(
        page,
        state,
        request.method,
        request.headers.get('accept-encoding'),
      )
      // With its length, as a hit from memory has it: a shared cache in front keeps the answer
      // as sent, and sends a chunked one chunked on every hit of its own.
      if (body) headers.push(['content-length', String(body.length)])
      return body
        ? bytesResponse(body, { status: 200, headers })
        : new Response(null, { status: 200, headers })
    }
    // Not kept (an error, a 404, a redirect), or another request's render was not keepable:
    // this request's own answer.
    const response = context.uncached ?? (await render(new Set()))
    response.headers.set('x-page-cache', 'bypass')
    return response
  }

  /** Drops every page that read one of `tags`; answers the keys dropped. */
  function invalidate(tags: ReadonlySet<string>): string[] {
    changes++
    recent.push({ at: changes, tags })
    if (recent.length > 64) recent.shift()
    const dropped: string[] = []
    for (const [key, page] of cache.entries()) if (meets(page.tags, tags)) dropped.push(key)
    for (const key of dropped) cache.delete(key)
    return dropped
  }

  /** The content tags of the page kept under `key` (none when it is not kept). */
  const tagsOf = (key: string): ReadonlySet<string> => cache.peek(key)?.tags ?? new Set()

  /** Bytes of the pages kept, as held now (`size` counts each page as twice its first coding). */
  const held = () => {
    let bytes = 0
    for (const page of cache.values())
      for (const coding of Object.values(page.codings)) bytes += coding.length
    return bytes
  }

  return { serve, fresh, invalidate, tagsOf, stores, size: () => cache.calculatedSize, held }
}

export type PageCache = ReturnType<typeof createPageCache>
