import {
  brotliDecompressSync,
  constants,
  createBrotliDecompress,
  createGunzip,
  gunzipSync,
} from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressResponse, preferredEncoding } from './http-compression'

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
  it('prefers brotli, falls back to gzip and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br')
    expect(preferredEncoding('gzip;q=0.8, br;q=0')).toBe('gzip')
    expect(preferredEncoding('identity')).toBeNull()
    expect(preferredEncoding('*')).toBe('br')
    expect(preferredEncoding(null)).toBeNull()
  })
})

describe('compressResponse', () => {
  it('brotli-compresses a page to a fraction of its size, losslessly', async () => {
    const response = compressResponse(get('br'), htmlResponse())
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.length).toBeLessThan(page.length / 5)
    expect(brotliDecompressSync(bytes).toString()).toBe(page)
  })

  it('gzips for clients without brotli and keeps an existing Vary', async () => {
    const response = compressResponse(get('gzip'), htmlResponse(page, { vary: 'Cookie' }))
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Encoding')
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(page)
  })

  it('leaves alone what must not be compressed', async () => {
    const cases: Array<[Request, Response]> = [
      [get('br', 'HEAD'), htmlResponse()],
      [get('br'), htmlResponse(page, { 'content-encoding': 'br' })],
      [get('br'), new Response(page, { headers: { 'content-type': 'image/png' } })],
      [get('br'), htmlResponse('<p>tiny</p>', { 'content-length': '11' })],
    ]
    for (const [request, response] of cases)
      expect(compressResponse(request, response)).toBe(response)
    const identity = compressResponse(get('identity'), htmlResponse())
    expect(identity.headers.get('content-encoding')).toBeNull()
    expect(identity.headers.get('vary')).toBe('Accept-Encoding')
    expect(await identity.text()).toBe(page)
  })

  it.each(['br', 'gzip'])(
    'sends what a streamed page has rendered when the renderer pauses (%s)',
    async (encoding) => {
      let resume!: () => void
      const paused = new Promise<void>((resolve) => (resume = resolve))
      const head = `<!doctype html><html><head><title>AGV</title></head><body>${'<p>a</p>'.repeat(300)}`
      const encoder = new TextEncoder()
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          // Many small writes, as a renderer makes them, then a wait (data still loading).
          for (let i = 0; i < head.length; i += 50)
            controller.enqueue(encoder.encode(head.slice(i, i + 50)))
          await paused
          controller.enqueue(encoder.encode('</body></html>'))
          controller.close()
        },
      })
      const streamed = compressResponse(
        get(encoding),
        new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
      )
      const decoder =
        encoding === 'br'
          ? createBrotliDecompress({ finishFlush: constants.BROTLI_OPERATION_FLUSH })
          : createGunzip({ finishFlush: constants.Z_SYNC_FLUSH })
      let text = ''
      decoder.on('data', (chunk: Buffer) => (text += chunk.toString()))
      const reader = streamed.body!.getReader()
      // Before the renderer goes on, everything it wrote has arrived, decodable.
      while (text.length < head.length) {
        const { value, done } = await reader.read()
        expect(done).toBe(false)
        await new Promise<void>((resolve) => decoder.write(value, () => resolve()))
        await new Promise((resolve) => setImmediate(resolve))
      }
      expect(text).toBe(head)
      resume()
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        decoder.write(value)
      }
      await new Promise((resolve) => decoder.end(resolve))
      expect(text).toBe(`${head}</body></html>`)
    },
  )
})
