/**
 * Compression of the answers the server renders and does not keep compressed (pages outside the
 * page cache, server-function answers, the sitemap, the content API): brotli when the client
 * accepts it, else gzip. A page's HTML is about a fifth of its size once compressed. Pages are
 * whole before they get here (the render slots buffer them), so nothing needs a flush mid-way.
 * Hashed assets are precompressed at build time and kept pages compressed once (page cache).
 *
 * Two efforts (ADR 054): a page kept for many answers (the page cache) is compressed hard once
 * (gzip 6, brotli 6); an answer compressed for one request is compressed fast (gzip 2, brotli 4:
 * on a home page half the CPU of gzip 6 / brotli 5 for 9 % / 7 % more bytes), as nginx (gzip 1)
 * and CDNs do for dynamic answers.
 */
import { Duplex } from 'node:stream'
import * as zlib from 'node:zlib'
import Negotiator from 'negotiator'
import { FastResponse } from 'srvx/node'

const compressible = /^(text\/|application\/(json|xml|javascript|x-ndjson)|image\/svg\+xml)/i

/** How hard to compress: once for many answers (kept), or for the one answer at hand. */
export type Effort = 'kept' | 'answer'
const LEVEL = { kept: { gzip: 6, br: 6 }, answer: { gzip: 2, br: 4 } } as const

const brotli = (quality: number) => ({
  params: { [BROTLI_PARAM_QUALITY]: quality, [BROTLI_PARAM_MODE]: BROTLI_MODE_TEXT },
})
const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_MODE, BROTLI_MODE_TEXT } = zlib.constants

/** A whole text compressed in one call (a page: here or once for the page cache). */
export const compressWhole = (plain: Uint8Array, encoding: 'br' | 'gzip', effort: Effort) =>
  encoding === 'br'
    ? zlib.brotliCompressSync(plain, brotli(LEVEL[effort].br))
    : zlib.gzipSync(plain, { level: LEVEL[effort].gzip })

/** Below this, the headers of a compressed answer outweigh the bytes saved. */
const MIN_BYTES = 1024

/** What the server can send: brotli first, then gzip, then the bytes as they are. */
const OFFERED = ['br', 'gzip', 'identity'] as const
/** Answers per Accept-Encoding value: browsers send a handful, and a negotiation costs ~9 µs. */
const chosen = new Map<string, 'br' | 'gzip' | null>()

/**
 * The encoding to answer with for this Accept-Encoding header (RFC 9110, 12.5.3), negotiated by
 * jshttp's negotiator: the client's q-values rank the codings (q=0 refuses one, `*` stands for
 * those not named, identity is acceptable unless refused); among equal q-values brotli, then gzip,
 * then identity. Null: the bytes as they are (no header, identity preferred, or nothing offered
 * acceptable).
 */
export function preferredEncoding(acceptEncoding: string | null | undefined): 'br' | 'gzip' | null {
  const header = acceptEncoding ?? ''
  let encoding = chosen.get(header)
  if (encoding === undefined) {
    const best = new Negotiator({ headers: { 'accept-encoding': header } }).encoding(OFFERED, {
      preferred: OFFERED,
    })
    encoding = best === 'br' || best === 'gzip' ? best : null
    if (chosen.size >= 256) chosen.clear()
    chosen.set(header, encoding)
  }
  return encoding
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
  // the streamed form took; issue 26), and handed to the server as the bytes themselves: srvx
  // writes them to the socket as they are, where a Response would copy them first (ADR 054).
  if (headers.get('content-type')?.startsWith('text/html')) {
    const plain = new Uint8Array(await response.arrayBuffer())
    return new FastResponse(compressWhole(plain, encoding, 'answer'), init)
  }
  const compressor =
    encoding === 'br'
      ? zlib.createBrotliCompress(brotli(LEVEL.answer.br))
      : zlib.createGzip({ level: LEVEL.answer.gzip })
  const body = response.body.pipeThrough(
    Duplex.toWeb(compressor) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>,
  )
  return new Response(body, init)
}
