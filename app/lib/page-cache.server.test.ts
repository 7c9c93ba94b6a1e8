import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { createPageCache, NONCE_PLACEHOLDER } from './page-cache.server'

const NONCE = 'AbCd0123456789+/xyzwAb=='

/** A rendered page with the nonce placeholder and `text` in its body. */
function render(text: string) {
  return () =>
    Promise.resolve(
      new Response(
        `<!doctype html><html><head><script nonce="${NONCE_PLACEHOLDER}">self.x=1</script></head><body><input value="${text}"><p>${text}</p>${'<p>Stacker cranes and AGVs</p>'.repeat(200)}</body></html>`,
        { headers: { 'content-type': 'text/html; charset=utf-8' } },
      ),
    )
}

const get = (encoding: string) =>
  new Request('http://site.test/en/aboutUs/journalism', {
    headers: { 'accept-encoding': encoding },
  })

async function bodyOf(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.arrayBuffer())
  return response.headers.get('content-encoding') === 'gzip'
    ? gunzipSync(bytes).toString()
    : bytes.toString()
}

describe('page cache', () => {
  it('never keeps a page it could not give back whole: a NUL in it is answered as rendered', async () => {
    const cache = createPageCache({ maxBytes: 8 * 1024 * 1024, ttlMs: 60_000 })
    const key = 'en /en/aboutUs/journalism?q=%00'
    for (const encoding of ['identity', 'gzip', 'gzip', 'identity']) {
      const response = await cache.serve(get(encoding), key, NONCE, render('a\u0000b'))
      expect(response.status).toBe(200)
      const text = await bodyOf(response)
      expect(text).toContain('<p>a\u0000b</p>')
      expect(text).toContain(`nonce="${NONCE}"`)
      expect(response.headers.get('x-page-cache')).toBe('bypass')
    }
  })

  it('keeps an ordinary page and answers it from memory, gzip or plain', async () => {
    const cache = createPageCache({ maxBytes: 8 * 1024 * 1024, ttlMs: 60_000 })
    const key = 'en /en/aboutUs/journalism?'
    const states = []
    for (const encoding of ['gzip', 'identity', 'gzip']) {
      const response = await cache.serve(get(encoding), key, NONCE, render('cold chain'))
      states.push(response.headers.get('x-page-cache'))
      expect(await bodyOf(response)).toContain('<p>cold chain</p>')
    }
    expect(states).toEqual(['miss', 'hit', 'hit'])
  })
})
