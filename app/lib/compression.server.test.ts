import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { bytesResponse } from './byte-response.server'
import { compressResponse, compressWhole, preferredEncoding } from './compression.server'

const page = `<!doctype html><html><body>${'<p>Stacker cranes and AGVs</p>'.repeat(400)}</body></html>`

function htmlResponse(body: string | null = page, headers: Record<string, string> = {}) {
  return new Response(body, {
    headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
  })
}

const get = (acceptEncoding?: string, method = 'GET') =>
  new Request('http://127.0.0.1/en', {
    method,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  })

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, among codings of equal weight', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(preferredEncoding('deflate, gzip')).toBe('gzip')
    expect(preferredEncoding('GZIP')).toBe('gzip')
    expect(preferredEncoding('*')).toBe('br')
  })

  it("ranks by the client's q-values, and q=0 refuses a coding", () => {
    expect(preferredEncoding('br;q=0.5, gzip')).toBe('gzip')
    expect(preferredEncoding('gzip;q=0.8, br;q=0')).toBe('gzip')
    expect(preferredEncoding('br;q=0, *')).toBe('gzip')
    expect(preferredEncoding('*;q=0.1, gzip')).toBe('gzip')
    expect(preferredEncoding('gzip;q=0, br;q=0')).toBeNull()
  })

  it('sends the bytes as they are when identity is wanted or nothing offered is acceptable', () => {
    expect(preferredEncoding(null)).toBeNull()
    expect(preferredEncoding('')).toBeNull()
    expect(preferredEncoding('identity')).toBeNull()
    expect(preferredEncoding('identity, gzip;q=0.5')).toBeNull()
    expect(preferredEncoding('deflate')).toBeNull()
    expect(preferredEncoding('*;q=0')).toBeNull()
  })

  it('answers a repeated header as it did the first time', () => {
    for (let i = 0; i < 3; i++) expect(preferredEncoding('br;q=0.2, gzip;q=0.9')).toBe('gzip')
  })

  it('answers for one request in zstd first, where the client takes it; kept pages never', () => {
    // What Chrome, Edge and Firefox send: zstd for an answer, brotli for a kept page.
    expect(preferredEncoding('gzip, deflate, br, zstd', 'answer')).toBe('zstd')
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(preferredEncoding('*', 'answer')).toBe('zstd')
    // Safari and crawlers: as before.
    expect(preferredEncoding('gzip, deflate, br', 'answer')).toBe('br')
    expect(preferredEncoding('gzip', 'answer')).toBe('gzip')
    // The client's weights still rank first.
    expect(preferredEncoding('zstd;q=0.5, br', 'answer')).toBe('br')
    expect(preferredEncoding('zstd;q=0, *', 'answer')).toBe('br')
    expect(preferredEncoding('zstd')).toBeNull()
  })
})

describe('compressResponse', () => {
  it("compresses a page made from the server's own bytes from those bytes", async () => {
    const bytes = Buffer.from(page)
    for (const [coding, decode] of [
      ['gzip', gunzipSync],
      ['zstd', zstdDecompressSync],
    ] as const) {
      const response = bytesResponse(bytes, { headers: { 'content-type': 'text/html' } })
      const answer = await compressResponse(get(coding), response)
      expect(answer.headers.get('content-encoding')).toBe(coding)
      // Taken as they are: the response's body is never read (nor its bytes copied).
      expect(response.bodyUsed).toBe(false)
      expect(decode(Buffer.from(await answer.arrayBuffer())).equals(bytes)).toBe(true)
    }
  })

  it('gzips pages one after another and at once on kept engines, each its own whole member', async () => {
    // Pages of other sizes and contents: an engine reused without its reset, or output read
    // before its flush ended, gives a member that does not decode to its own page.
    const pages = Array.from(
      { length: 24 },
      (_, i) =>
        `<!doctype html><p>${i}</p>${'<li>智能仓储 Lager ' + i + '</li>'.repeat(50 + i * 400)}`,
    )
    const gzipped = async (text: string) => {
      const response = await compressResponse(get('gzip'), htmlResponse(text))
      expect(response.headers.get('content-encoding')).toBe('gzip')
      return gunzipSync(Buffer.from(await response.arrayBuffer())).toString()
    }
    for (const text of pages.slice(0, 6)) expect(await gzipped(text)).toBe(text)
    expect(await Promise.all(pages.map(gzipped))).toEqual(pages)
    for (const text of pages.slice(-6).reverse()) expect(await gzipped(text)).toBe(text)
  })

  it('answers a browser that takes zstd in zstd, losslessly, and smaller than gzip', async () => {
    const response = await compressResponse(get('gzip, deflate, br, zstd'), htmlResponse())
    expect(response.headers.get('content-encoding')).toBe('zstd')
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    const bytes = Buffer.from(await response.arrayBuffer())
    const gzip = await compressResponse(get('gzip'), htmlResponse())
    expect(bytes.length).toBeLessThan((await gzip.arrayBuffer()).byteLength)
    expect(zstdDecompressSync(bytes).toString()).toBe(page)
  })

  it('streams JSON in zstd as well', async () => {
    const json = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i })) })
    const response = await compressResponse(
      get('br, zstd'),
      new Response(json, { headers: { 'content-type': 'application/json' } }),
    )
    expect(response.headers.get('content-encoding')).toBe('zstd')
    expect(zstdDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(json)
  })

  it('brotli-compresses a page to a fraction of its size, losslessly', async () => {
    const response = await compressResponse(get('br'), htmlResponse())
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.length).toBeLessThan(page.length / 5)
    expect(brotliDecompressSync(bytes).toString()).toBe(page)
  })

  it("follows the client's weights: gzip when brotli weighs less", async () => {
    const response = await compressResponse(get('br;q=0.3, gzip'), htmlResponse())
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(page)
  })

  it('gzips for clients without brotli and keeps an existing Vary', async () => {
    const response = await compressResponse(get('gzip'), htmlResponse(page, { vary: 'Cookie' }))
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Encoding')
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(page)
  })

  it('streams what is not a whole page (JSON of a server function), compressed', async () => {
    const json = JSON.stringify({ items: Array.from({ length: 300 }, (_, i) => ({ id: i })) })
    const stream = new Response(json, { headers: { 'content-type': 'application/json' } })
    const response = await compressResponse(get('gzip'), stream)
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(json)
  })

  it('leaves alone what must not be compressed', async () => {
    const cases: Array<[Request, Response]> = [
      [get('br', 'HEAD'), htmlResponse()],
      [get('br'), htmlResponse(page, { 'content-encoding': 'br' })],
      [get('br'), new Response(page, { headers: { 'content-type': 'image/png' } })],
      [get('br'), htmlResponse('<p>tiny</p>', { 'content-length': '11' })],
    ]
    for (const [request, response] of cases)
      expect(await compressResponse(request, response)).toBe(response)
    const identity = await compressResponse(get('identity'), htmlResponse())
    expect(identity.headers.get('content-encoding')).toBeNull()
    expect(identity.headers.get('vary')).toBe('Accept-Encoding')
    expect(await identity.text()).toBe(page)
  })
})

describe('compressWhole', () => {
  // Text with the variety of a real page (ids, figures, words), where the levels differ.
  const varied = Buffer.from(
    Array.from(
      { length: 600 },
      (_, i) =>
        `<li id="m${i}"><a href="/en/case?id=${(i * 7919) % 1000}">Model SB-${i % 37} ` +
        `${['carries', 'lifts', 'stores', 'sorts'][i % 4]} ${(i * 131) % 5000} kg</a></li>`,
    ).join(''),
  )

  it('compresses a kept page harder than an answer for one request, both losslessly', () => {
    const kept = {
      gzip: compressWhole(varied, 'gzip', 'kept'),
      br: compressWhole(varied, 'br', 'kept'),
    }
    const answer = {
      gzip: compressWhole(varied, 'gzip', 'answer'),
      br: compressWhole(varied, 'br', 'answer'),
      zstd: compressWhole(varied, 'zstd', 'answer'),
    }
    expect(kept.gzip.length).toBeLessThan(answer.gzip.length)
    expect(kept.br.length).toBeLessThan(answer.br.length)
    for (const bytes of [kept.gzip, answer.gzip])
      expect(gunzipSync(bytes).equals(varied)).toBe(true)
    for (const bytes of [kept.br, answer.br])
      expect(brotliDecompressSync(bytes).equals(varied)).toBe(true)
    expect(zstdDecompressSync(answer.zstd).equals(varied)).toBe(true)
    expect(answer.zstd.length).toBeLessThan(answer.gzip.length)
  })
})
