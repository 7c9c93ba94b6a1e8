/**
 * Compression of the answers the server renders and does not keep compressed (pages outside the
 * page cache, server-function answers, the sitemap, the content API): zstd, brotli or gzip, as the
 * client accepts them. A page's HTML is about a fifth of its size once compressed. Pages are whole
 * before they get here (the render slots buffer them), so nothing needs a flush mid-way. Hashed
 * assets are precompressed at build time and kept pages compressed once (page cache).
 *
 * Two efforts (ADR 054): a page kept for many answers (the page cache) is compressed hard once
 * (gzip 6, brotli 6; brotli first, it is the smallest); an answer compressed for one request is
 * compressed fast, as nginx (gzip 1) and CDNs do for dynamic answers: zstd 3 first where the
 * client takes it (ADR 061: on the home page a fifth of brotli 4's CPU for 4 % more bytes, and
 * 17 % fewer bytes than gzip 2 at a third of its CPU), then brotli 4, then gzip 2.
 */
import { Duplex } from 'node:stream'
import * as zlib from 'node:zlib'
import Negotiator from 'negotiator'
import { FastResponse } from 'srvx/node'
import { bytesOf } from './byte-response.server'

const compressible = /^(text\/|application\/(json|xml|javascript|x-ndjson)|image\/svg\+xml)/i

/** How hard to compress: once for many answers (kept), or for the one answer at hand. */
export type Effort = 'kept' | 'answer'
/** The codings of kept pages, and those an answer for one request may take besides. */
export type KeptCoding = 'br' | 'gzip'
export type Coding = KeptCoding | 'zstd'
const LEVEL = {
  kept: { gzip: 6, br: 6 },
  answer: { gzip: 2, br: 4, zstd: 3 },
} as const satisfies { kept: Record<KeptCoding, number>; answer: Record<Coding, number> }

const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_MODE, BROTLI_MODE_TEXT, ZSTD_c_compressionLevel } =
  zlib.constants
const brotli = (quality: number) => ({
  params: { [BROTLI_PARAM_QUALITY]: quality, [BROTLI_PARAM_MODE]: BROTLI_MODE_TEXT },
})
const zstd = (level: number) => ({ params: { [ZSTD_c_compressionLevel]: level } })
/** zstd came to Node's zlib in 22.15 and 23.8; without it the server offers brotli and gzip. */
const hasZstd = typeof zlib.zstdCompressSync === 'function'

/** What zlib's one-call forms return: a Buffer over a plain (not shared) ArrayBuffer. */
type Bytes = ReturnType<typeof zlib.gzipSync>

/** A whole text compressed in one call (a page: here or once for the page cache). */
export function compressWhole(plain: Uint8Array, encoding: KeptCoding, effort: 'kept'): Bytes
export function compressWhole(plain: Uint8Array, encoding: Coding, effort: 'answer'): Bytes
export function compressWhole(plain: Uint8Array, encoding: Coding, effort: Effort): Bytes {
  const level = effort === 'kept' ? LEVEL.kept[encoding as KeptCoding] : LEVEL.answer[encoding]
  if (encoding === 'zstd') return zlib.zstdCompressSync(plain, zstd(level))
  return encoding === 'br'
    ? zlib.brotliCompressSync(plain, brotli(level))
    : zlib.gzipSync(plain, { level })
}

/** gzip engines kept between answers, idle; more are made when all are busy, this many kept. */
const idleGzip: (zlib.Gzip & zlib.ZlibReset)[] = []
const KEEP_GZIP = 4
/** Output in one slice for most pages (zlib hands its output over in slices of this size). */
const GZIP_CHUNK = 64 * 1024

/**
 * A page gzipped for one request on a kept engine. `gzipSync` makes a deflate state per call and
 * zlib zeroes its ~256 KB, on pages the allocator has mostly handed back to the system: ~14 page
 * faults per page under load, a ninth of what a render faults (docs/performance.md). A kept
 * engine is reset (deflateReset: the same memory) and writes each page as one gzip member,
 * finished with Z_FINISH; the work runs on libuv's thread pool, off the thread that renders.
 */
function gzipOnKeptEngine(plain: Uint8Array): Promise<Bytes> {
  // Node's Gzip resets like Deflate (its types give `reset` to Deflate and Inflate only).
  const engine =
    idleGzip.pop() ??
    (zlib.createGzip({ level: LEVEL.answer.gzip, chunkSize: GZIP_CHUNK }) as zlib.Gzip &
      zlib.ZlibReset)
  return new Promise((resolve, reject) => {
    const chunks: Bytes[] = []
    const onData = (chunk: Bytes) => void chunks.push(chunk)
    let settled = false
    const done = (error?: Error) => {
      if (settled) return
      settled = true
      engine.off('data', onData).off('error', done)
      if (error) {
        engine.close()
        reject(error)
        return
      }
      engine.reset()
      if (idleGzip.length < KEEP_GZIP) idleGzip.push(engine)
      else engine.close()
      resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks))
    }
    engine.on('data', onData).on('error', done)
    engine.write(plain)
    engine.flush(zlib.constants.Z_FINISH, () => done())
  })
}

/** The same as a stream, for answers of unknown length (server functions, the content API). */
function compressor(encoding: Coding): Duplex {
  const level = LEVEL.answer[encoding]
  if (encoding === 'zstd') return zlib.createZstdCompress(zstd(level))
  return encoding === 'br' ? zlib.createBrotliCompress(brotli(level)) : zlib.createGzip({ level })
}

/** Below this, the headers of a compressed answer outweigh the bytes saved. */
const MIN_BYTES = 1024

/** What the server can send, in its order among codings the client weighs equally. */
const OFFERED = {
  kept: ['br', 'gzip', 'identity'],
  answer: hasZstd ? ['zstd', 'br', 'gzip', 'identity'] : ['br', 'gzip', 'identity'],
} as const
/** Answers per effort and Accept-Encoding value: browsers send a handful; a negotiation ~9 µs. */
const chosen = {
  kept: new Map<string, KeptCoding | null>(),
  answer: new Map<string, Coding | null>(),
}

/**
 * The encoding to answer with for this Accept-Encoding header (RFC 9110, 12.5.3), negotiated by
 * jshttp's negotiator: the client's q-values rank the codings (q=0 refuses one, `*` stands for
 * those not named, identity is acceptable unless refused); among equal q-values the server's
 * order (kept pages: brotli, gzip; an answer for one request: zstd, brotli, gzip), then identity.
 * Null: the bytes as they are (no header, identity preferred, or nothing offered acceptable).
 */
export function preferredEncoding(acceptEncoding: string | null | undefined): KeptCoding | null
export function preferredEncoding(
  acceptEncoding: string | null | undefined,
  effort: 'answer',
): Coding | null
export function preferredEncoding(
  acceptEncoding: string | null | undefined,
  effort: Effort = 'kept',
): Coding | null {
  const header = acceptEncoding ?? ''
  const memo: Map<string, Coding | null> = chosen[effort]
  let encoding = memo.get(header)
  if (encoding === undefined) {
    const offered = OFFERED[effort]
    const best = new Negotiator({ headers: { 'accept-encoding': header } }).encoding([...offered], {
      preferred: [...offered],
    })
    encoding = best && best !== 'identity' ? (best as Coding) : null
    if (memo.size >= 256) memo.clear()
    memo.set(header, encoding)
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
  const encoding = preferredEncoding(request.headers.get('accept-encoding'), 'answer')
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
    const plain = bytesOf(response) ?? new Uint8Array(await response.arrayBuffer())
    const bytes =
      encoding === 'gzip' ? await gzipOnKeptEngine(plain) : compressWhole(plain, encoding, 'answer')
    return new FastResponse(bytes, init)
  }
  const body = response.body.pipeThrough(
    Duplex.toWeb(compressor(encoding)) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>,
  )
  return new Response(body, init)
}
