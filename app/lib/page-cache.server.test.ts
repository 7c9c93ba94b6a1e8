import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  createPageCache,
  pageCacheKey,
  type MemoryAnswer,
  type PageCache,
} from './page-cache.server'

const CSP = "script-src 'self' 'sha256-abc='"

/** A rendered page with `text` in its body, and the headers a render gives it. */
function render(text: string, headers: Record<string, string> = {}) {
  return () =>
    Promise.resolve(
      new Response(
        `<!doctype html><html><head><script>self.x=1</script></head><body><p>${text}</p>${'<p>Stacker cranes and AGVs</p>'.repeat(200)}</body></html>`,
        {
          headers: {
            'content-type': 'text/html; charset=utf-8',
            'content-security-policy': CSP,
            ...headers,
          },
        },
      ),
    )
}

/** The header lines of a fast-path answer as pairs. */
const lines = (answer: MemoryAnswer | null | undefined) =>
  Array.from({ length: (answer?.headers.length ?? 0) / 2 }, (_, i) =>
    answer!.headers.slice(2 * i, 2 * i + 2),
  )

const get = (encoding: string, method = 'GET') =>
  new Request('http://site.test/en/aboutUs/journalism', {
    method,
    headers: { 'accept-encoding': encoding },
  })

async function bodyOf(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.arrayBuffer())
  const encoding = response.headers.get('content-encoding')
  if (encoding === 'gzip') return gunzipSync(bytes).toString()
  if (encoding === 'br') return brotliDecompressSync(bytes).toString()
  return bytes.toString()
}

/** What `serve` answers for a render of the case list that a change of the list overtakes. */
async function overtakenByChange(cache: PageCache, key: string): Promise<Response> {
  let finish: () => void = () => {}
  const slow = (noted: Set<string>) => {
    noted.add('articles:list:case')
    return new Promise<Response>((resolve) => {
      finish = () => resolve(render('the old list')())
    })
  }
  const answered = cache.serve(get('gzip'), key, slow)
  await new Promise((resolve) => setImmediate(resolve))
  cache.invalidate(new Set(['articles:list:case']))
  finish()
  return answered
}

describe('page cache', () => {
  it('keeps a page and answers it from memory in each encoding, with the same bytes and CSP', async () => {
    const cache = createPageCache({ maxBytes: 8 * 1024 * 1024, ttlMs: 60_000 })
    const key = 'en /en/aboutUs/journalism?'
    const answers = []
    for (const encoding of ['gzip', 'identity', 'br, gzip', 'gzip']) {
      const response = await cache.serve(get(encoding), key, render('cold chain\u0000'))
      answers.push({
        state: response.headers.get('x-page-cache'),
        encoding: response.headers.get('content-encoding'),
        csp: response.headers.get('content-security-policy'),
        length: Number(response.headers.get('content-length')),
        bytes: (await response.clone().arrayBuffer()).byteLength,
        text: await bodyOf(response),
      })
    }
    expect(answers.map((a) => a.state)).toEqual(['miss', 'hit', 'hit', 'hit'])
    // Every answer names its length, the rendering one too (nginx keeps it as sent).
    for (const answer of answers) expect(answer.length).toBe(answer.bytes)
    expect(answers.map((a) => a.encoding)).toEqual(['gzip', null, 'br', 'gzip'])
    for (const answer of answers) {
      expect(answer.csp).toBe(CSP)
      expect(answer.text).toBe(answers[0]!.text)
    }
    expect(answers[0]!.text).toContain('<p>cold chain\u0000</p>')
  })

  it('keeps a page in the coding its clients take: no brotli copy for a gzip-only crawler', async () => {
    const cache = createPageCache({ maxBytes: 8 * 1024 * 1024, ttlMs: 60_000 })
    const key = 'en /en/aboutUs/journalism?'
    let renders = 0
    const counted = () => (renders++, render('cold chain')())
    const first = await cache.serve(get('gzip'), key, counted)
    const gzipBytes = Buffer.from(await first.arrayBuffer())
    // Counted as twice the gzip bytes: the room the page takes once a brotli client came too.
    expect(cache.size()).toBe(2 * gzipBytes.length + 256)
    // Held: the gzip bytes alone, no brotli copy.
    expect(cache.held()).toBe(gzipBytes.length)
    const plain = gunzipSync(gzipBytes).toString()
    // A HEAD from a brotli client names the length of the brotli body it would get.
    const head = cache.fresh(key, 'HEAD', 'br')
    const brotli = cache.fresh(key, 'GET', 'br')!
    expect(brotliDecompressSync(brotli.body!).toString()).toBe(plain)
    expect(brotli.body!.length).toBeLessThan(gzipBytes.length)
    expect(lines(head)).toContainEqual(['content-length', String(brotli.body!.length)])
    expect(cache.held()).toBe(gzipBytes.length + brotli.body!.length)
    // The same bytes again, without compressing twice; nothing rendered again.
    expect(cache.fresh(key, 'GET', 'br')!.body).toBe(brotli.body)
    expect(renders).toBe(1)
  })

  it('answers a client that takes no coding from a page kept in brotli', async () => {
    const cache = createPageCache({ maxBytes: 8 * 1024 * 1024, ttlMs: 60_000 })
    const key = 'en /en/aboutUs/journalism?'
    const first = await cache.serve(get('br'), key, render('stacker'))
    expect(first.headers.get('content-encoding')).toBe('br')
    const text = await bodyOf(first)
    const plain = await cache.serve(get('identity'), key, render('never rendered'))
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(text)
    const gzip = cache.fresh(key, 'GET', 'gzip')!
    expect(gunzipSync(gzip.body!).toString()).toBe(text)
  })

  it('answers a page with a cookie of its own, or a 404, as rendered and keeps neither', async () => {
    const cache = createPageCache({ maxBytes: 8 * 1024 * 1024, ttlMs: 60_000 })
    for (const [key, renderer] of [
      ['en /en/a?', render('personal', { 'set-cookie': 'a=1' })],
      ['en /en/b?', () => Promise.resolve(new Response('gone', { status: 404 }))],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const response = await cache.serve(get('gzip'), key, renderer)
        expect(response.headers.get('x-page-cache')).toBe('bypass')
      }
    }
    expect(cache.size()).toBe(0)
  })

  it('gives the fast path a fresh page only', async () => {
    const cache = createPageCache({ maxBytes: 8 * 1024 * 1024, ttlMs: 60_000 })
    const key = 'en /en/aboutUs/journalism?'
    expect(cache.fresh(key, 'GET', 'gzip')).toBeNull()
    await cache.serve(get('gzip'), key, render('fleet'))
    const answer = cache.fresh(key, 'HEAD', 'br')
    expect(answer?.body).toBeNull()
    expect(lines(answer)).toContainEqual(['content-encoding', 'br'])
    expect(lines(answer)).toContainEqual(['content-security-policy', CSP])
  })

  it('holds a kept page in memory of its own size, not in the 64 KB zlib answers with', async () => {
    const cache = createPageCache({ maxBytes: 8 * 1024 * 1024, ttlMs: 60_000 })
    const key = 'en /en/aboutUs/journalism?'
    await cache.serve(get('gzip'), key, render('fleet'))
    for (const encoding of ['gzip', 'br']) {
      const body = cache.fresh(key, 'GET', encoding)!.body!
      expect(body.length).toBeGreaterThan(0)
      expect(body.buffer.byteLength).toBe(body.length)
    }
  })

  it('never keeps an empty page (what a HEAD rendered as one answers) and names a HEAD its length', async () => {
    const cache = createPageCache({ maxBytes: 8 * 1024 * 1024, ttlMs: 60_000 })
    const key = 'http://site.test en /en/aboutUs/journalism?'
    const empty = () =>
      Promise.resolve(new Response('', { headers: { 'content-type': 'text/html' } }))
    const blank = await cache.serve(get('gzip', 'HEAD'), key, empty)
    expect(blank.headers.get('x-page-cache')).toBe('bypass')
    expect(cache.size()).toBe(0)
    const page = await cache.serve(get('identity'), key, render('fleet'))
    expect(page.headers.get('x-page-cache')).toBe('miss')
    const length = (await page.arrayBuffer()).byteLength
    for (const encoding of ['identity', 'br']) {
      const head = await cache.serve(get(encoding, 'HEAD'), key, empty)
      expect(head.headers.get('x-page-cache')).toBe('hit')
      expect(await head.text()).toBe('')
      const named = Number(head.headers.get('content-length'))
      const fromMemory = cache.fresh(key, 'HEAD', encoding)
      expect(lines(fromMemory)).toContainEqual(['content-length', String(named)])
      if (encoding === 'identity') expect(named).toBe(length)
      else expect(named).toBe(cache.fresh(key, 'GET', encoding)?.body?.length)
    }
  })

  it('keys a page by the origin its URLs are on', () => {
    const url = new URL('http://localhost:3000/en/productCenter?b=2&a=1')
    const keys = ['http://localhost:3000', 'http://localhost:6666', 'https://localhost:3000'].map(
      (origin) => pageCacheKey(origin, 'en', url),
    )
    expect(new Set(keys).size).toBe(3)
    expect(keys[0]).toBe('http://localhost:3000 en /en/productCenter?a=1&b=2')
  })

  it('passes a no-store render on once and never keeps it; a page kept before is served instead', async () => {
    const cache = createPageCache({ maxBytes: 8 * 1024 * 1024, ttlMs: 60_000 })
    const key = 'en /en/joinUs?'
    let renders = 0
    const degraded = () => {
      renders++
      return render('cannot be loaded', { 'cache-control': 'no-store' })()
    }
    for (let i = 0; i < 2; i++) {
      const response = await cache.serve(get('gzip'), key, degraded)
      expect(response.headers.get('x-page-cache')).toBe('bypass')
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await bodyOf(response)).toContain('cannot be loaded')
    }
    expect(renders).toBe(2)
    expect(cache.fresh(key, 'GET', 'gzip')).toBeNull()

    // A good page, gone stale, stays what is served while the renders are degraded.
    const short = createPageCache({ maxBytes: 8 * 1024 * 1024, ttlMs: 1 })
    await short.serve(get('gzip'), key, render('three positions'))
    await expect.poll(() => short.fresh(key, 'GET', 'gzip')).toBeNull()
    for (let i = 0; i < 2; i++) {
      const response = await short.serve(get('gzip'), key, degraded)
      expect(response.status).toBe(200)
      expect(await bodyOf(response)).toContain('three positions')
    }
  })
})

describe('page cache and content changes (issue 35)', () => {
  /** A render that reads `tags` (as the content reads note them) and shows `text`. */
  const reading =
    (text: string, ...tags: string[]) =>
    (noted: Set<string>) => {
      for (const tag of tags) noted.add(tag)
      return render(text)()
    }

  it('drops at once every page that read a changed story or list, and only those', async () => {
    const cache = createPageCache({ maxBytes: 8 * 1024 * 1024, ttlMs: 60_000 })
    const origin = 'http://site.test'
    const list = pageCacheKey(origin, 'en', new URL('http://site.test/en/aboutUs/journalism'))
    const story = pageCacheKey(origin, 'en', new URL('http://site.test/en/caseDetails?id=7'))
    const other = pageCacheKey(origin, 'en', new URL('http://site.test/en/join'))
    await cache.serve(get('gzip'), list, reading('news list', 'articles:list:news'))
    await cache.serve(get('gzip'), story, reading('case', 'articles:id:7', 'articles:key:case-a'))
    await cache.serve(get('gzip'), other, reading('jobs', 'jobs:list'))
    expect(cache.tagsOf(story)).toEqual(new Set(['articles:id:7', 'articles:key:case-a']))

    const dropped = cache.invalidate(new Set(['articles:key:case-a', 'articles:list:case']))
    expect(dropped).toEqual([story])
    expect(cache.fresh(story, 'GET', 'gzip')).toBeNull()
    expect(cache.fresh(list, 'GET', 'gzip')).not.toBeNull()
    expect(cache.fresh(other, 'GET', 'gzip')).not.toBeNull()
    // The next request renders it anew: the change shows.
    const after = await cache.serve(get('gzip'), story, reading('case, edited', 'articles:id:7'))
    expect(after.headers.get('x-page-cache')).toBe('miss')
    expect(await bodyOf(after)).toContain('case, edited')
  })

  it('does not keep a render that was under way when what it read changed', async () => {
    const cache = createPageCache({ maxBytes: 8 * 1024 * 1024, ttlMs: 60_000 })
    const key = pageCacheKey('http://site.test', 'en', new URL('http://site.test/en/cases'))
    const answered = overtakenByChange(cache, key)
    // This request still gets what it rendered, but nothing is kept: the next one renders.
    expect(await bodyOf(await answered)).toContain('the old list')
    expect(cache.fresh(key, 'GET', 'gzip')).toBeNull()
    const next = await cache.serve(get('gzip'), key, reading('the new list', 'articles:list:case'))
    expect(await bodyOf(next)).toContain('the new list')
  })

  it('with no memory for pages, renders each request and marks each page for the shared cache in front', async () => {
    const cache = createPageCache({ maxBytes: 0, ttlMs: 30_000 })
    const key = pageCacheKey('http://site.test', 'en', new URL('http://site.test/en/cases'))
    let renders = 0
    const counted = (noted: Set<string>) => {
      renders++
      return reading('the list', 'articles:list:case')(noted)
    }
    for (let i = 0; i < 2; i++) {
      const response = await cache.serve(get('gzip'), key, counted)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=30,/)
      expect(response.headers.get('x-page-cache')).toBeNull()
      expect(await response.text()).toContain('the list')
    }
    expect(renders).toBe(2)
    expect(cache.stores).toBe(false)
    expect(cache.fresh(key, 'GET', 'gzip')).toBeNull()
    const notFound = await cache.serve(get('gzip'), key, () =>
      Promise.resolve(
        new Response('<p>gone</p>', { status: 404, headers: { 'content-type': 'text/html' } }),
      ),
    )
    expect(notFound.headers.get('cache-control')).toBeNull()
  })

  it('with no memory for pages, marks no-store a render that was under way when what it read changed', async () => {
    const cache = createPageCache({ maxBytes: 0, ttlMs: 30_000 })
    const key = pageCacheKey('http://site.test', 'en', new URL('http://site.test/en/cases'))
    const answered = overtakenByChange(cache, key)
    const response = await answered
    expect(await response.text()).toContain('the old list')
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})
