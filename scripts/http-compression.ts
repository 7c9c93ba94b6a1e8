/**
 * Compression of the responses the server renders (pages, server-function answers, the sitemap):
 * brotli when the client accepts it, else gzip. A page's HTML is about a fifth of its size once
 * compressed, which is most of what a phone on a slow network waits for before the first paint.
 * Hashed assets are precompressed at build time and never pass through here.
 */
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { constants, createBrotliCompress, createGzip } from 'node:zlib'

const compressible = /^(text\/|application\/(json|xml|javascript|x-ndjson)|image\/svg\+xml)/i

/** Below this, the headers of a compressed answer outweigh the bytes saved. */
const MIN_BYTES = 1024

/** The encoding to answer with for this Accept-Encoding header (a q of 0 refuses one). */
export function preferredEncoding(acceptEncoding: string | null): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name!.trim(), q ? Number(q.slice(2)) || 0 : 1)
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (allows('br')) return 'br'
  if (allows('gzip')) return 'gzip'
  return null
}

/**
 * The response compressed for this request, or as it is when it should not be: HEAD requests,
 * bodiless statuses, already encoded or ranged bodies, types that do not compress, small bodies.
 * The stream is flushed whenever the renderer pauses (once per turn of the event loop in which it
 * wrote), so a streamed page still arrives progressively, without a flush for each of the
 * renderer's many small writes (a sync flush per write cost a third of the compression time).
 */
export function compressResponse(request: Request, response: Response): Response {
  const headers = response.headers
  if (
    request.method === 'HEAD' ||
    !response.body ||
    response.status < 200 ||
    response.status === 204 ||
    response.status === 206 ||
    headers.has('content-encoding') ||
    !compressible.test(headers.get('content-type') ?? '')
  ) {
    return response
  }
  const length = headers.get('content-length')
  if (length !== null && Number(length) < MIN_BYTES) return response
  const encoding = preferredEncoding(request.headers.get('accept-encoding'))
  const vary = headers.get('vary')
  const outHeaders = new Headers(headers)
  if (!vary?.toLowerCase().includes('accept-encoding')) {
    outHeaders.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
  }
  if (!encoding)
    return new Response(response.body, { status: response.status, headers: outHeaders })
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({
          params: {
            // Quality 5: most of brotli's gain at a small fraction of the CPU of its maximum.
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        })
      : createGzip({ level: 6 })
  const flushKind = encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH
  const source = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>)
  source.on('error', (error) => compressor.destroy(error))
  let flushPending = false
  source.on('data', () => {
    if (flushPending) return
    flushPending = true
    setImmediate(() => {
      flushPending = false
      if (!compressor.destroyed) compressor.flush(flushKind)
    })
  })
  const body = Readable.toWeb(source.pipe(compressor)) as ReadableStream<Uint8Array>
  outHeaders.set('content-encoding', encoding)
  outHeaders.delete('content-length')
  // A strong validator names one representation; the compressed one is another.
  const etag = outHeaders.get('etag')
  if (etag && !etag.startsWith('W/')) outHeaders.set('etag', `W/${etag}`)
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: outHeaders,
  })
}
