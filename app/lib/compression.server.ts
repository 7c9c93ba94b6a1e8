/**
 * Compression of the answers the server renders and does not keep compressed (pages outside the
 * page cache, server-function answers, the sitemap, the content API): brotli when the client
 * accepts it, else gzip. A page's HTML is about a fifth of its size once compressed. Pages are
 * whole before they get here (the render slots buffer them), so nothing needs a flush mid-way.
 * Hashed assets are precompressed at build time and kept pages compressed once (page cache).
 */
import { Duplex } from 'node:stream'
import * as zlib from 'node:zlib'

const compressible = /^(text\/|application\/(json|xml|javascript|x-ndjson)|image\/svg\+xml)/i

/** Quality 5 (per answer) or 6 (kept): most of brotli's gain at a fraction of its maximum's CPU. */
const brotli = (quality = 5) => ({
  params: { [BROTLI_PARAM_QUALITY]: quality, [BROTLI_PARAM_MODE]: BROTLI_MODE_TEXT },
})
const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_MODE, BROTLI_MODE_TEXT } = zlib.constants

/** A whole text compressed in one call (a page: here or once for the page cache). */
export const compressWhole = (plain: Uint8Array, encoding: 'br' | 'gzip', quality?: number) =>
  encoding === 'br' ? zlib.brotliCompressSync(plain, brotli(quality)) : zlib.gzipSync(plain)

/** Below this, the headers of a compressed answer outweigh the bytes saved. */
const MIN_BYTES = 1024

/** The encoding to answer with for this Accept-Encoding header (a q of 0 refuses one). */
export function preferredEncoding(acceptEncoding: string | null): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name!.trim(), q ? Number(q.slice(2)) || 0 : 1)
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  return allows('br') ? 'br' : allows('gzip') ? 'gzip' : null
}

/**
 * The response compressed for this request, or as it is when it should not be: HEAD requests,
 * bodiless statuses, already encoded or ranged bodies, types that do not compress, small bodies.
 */
export async function compressResponse(request: Request, response: Response): Promise<Response> {
  const headers = response.headers
  const length = headers.get('content-length')
  if (
    request.method === 'HEAD' ||
    !response.body ||
    response.status < 200 ||
    response.status === 204 ||
    response.status === 206 ||
    headers.has('content-encoding') ||
    !compressible.test(headers.get('content-type') ?? '') ||
    (length !== null && Number(length) < MIN_BYTES)
  )
    return response
  const out = new Headers(headers)
  const vary = headers.get('vary')
  if (!vary?.toLowerCase().includes('accept-encoding'))
    out.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
  const encoding = preferredEncoding(request.headers.get('accept-encoding'))
  if (!encoding) return new Response(response.body, { status: response.status, headers: out })
  out.set('content-encoding', encoding)
  out.delete('content-length')
  // A strong validator names one representation; the compressed one is another.
  const etag = out.get('etag')
  if (etag && !etag.startsWith('W/')) out.set('etag', `W/${etag}`)
  const init = { status: response.status, statusText: response.statusText, headers: out }
  // A page is whole already (the render slots): one call, no stream machinery (a third of the CPU
  // the streamed form took; issue 26).
  if (headers.get('content-type')?.startsWith('text/html')) {
    return new Response(compressWhole(new Uint8Array(await response.arrayBuffer()), encoding), init)
  }
  const compressor = encoding === 'br' ? zlib.createBrotliCompress(brotli()) : zlib.createGzip()
  const body = response.body.pipeThrough(
    Duplex.toWeb(compressor) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>,
  )
  return new Response(body, init)
}
