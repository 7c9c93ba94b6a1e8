import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { gzipWithNonce, plainWithNonce, prepareNonceGzip } from './nonce-gzip.server'

const PLACEHOLDER = 'csp-nonce-placeholder-4c1f'
const page = [
  '<!doctype html><html><head><script nonce="',
  PLACEHOLDER,
  '">self.x=1</script></head><body>',
  '<p>Stacker cranes, AGVs and the software that runs them. 星桥智能 </p>'.repeat(300),
  '<script nonce="',
  PLACEHOLDER,
  '">self.y=2</script></body></html>',
].join('')

describe('nonce gzip', () => {
  it('decompresses to the page with the fresh nonce in every placeholder', () => {
    const prepared = prepareNonceGzip(page, PLACEHOLDER)
    for (const nonce of ['AbCd0123456789+/xyzwAb==', 'ZZZZZZZZZZZZZZZZZZZZZZ==']) {
      const body = gzipWithNonce(prepared, nonce)
      const text = gunzipSync(body).toString('utf8')
      expect(text).toBe(page.replaceAll(PLACEHOLDER, nonce))
      expect(plainWithNonce(prepared, nonce).toString('utf8')).toBe(text)
    }
  })

  it('stays compressed and differs only where the nonce goes', () => {
    const prepared = prepareNonceGzip(page, PLACEHOLDER)
    const a = gzipWithNonce(prepared, 'AAAAAAAAAAAAAAAAAAAAAA==')
    const b = gzipWithNonce(prepared, 'BBBBBBBBBBBBBBBBBBBBBB==')
    expect(a.length).toBeLessThan(Buffer.byteLength(page) / 10)
    expect(a.length).toBe(b.length)
    expect(() => gzipWithNonce(prepared, 'short')).toThrow()
  })

  it('handles a page without a placeholder', () => {
    const prepared = prepareNonceGzip('<p>plain</p>', PLACEHOLDER)
    expect(gunzipSync(gzipWithNonce(prepared, 'n')).toString()).toBe('<p>plain</p>')
  })
})
