import { describe, expect, it } from 'vitest'
import { newNonce } from './csp-nonce.server'

describe('CSP nonces', () => {
  it('are 16 random bytes in base64, never repeated across pool refills', () => {
    const seen = new Set<string>()
    for (let i = 0; i < 1000; i++) {
      const nonce = newNonce()
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
      seen.add(nonce)
    }
    expect(seen.size).toBe(1000)
  })
})
