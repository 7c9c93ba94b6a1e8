/**
 * CSP nonces: 16 bytes from the CSPRNG in base64 (24 characters), a new one per response.
 * The random bytes are drawn 4 KB at a time rather than 16 bytes per call (as Node's randomUUID
 * does): one call into OpenSSL per 256 nonces instead of one per response.
 */
import { randomFillSync } from 'node:crypto'

const NONCE_BYTES = 16
const pool = Buffer.alloc(NONCE_BYTES * 256)
let offset = pool.length

export function newNonce(): string {
  if (offset === pool.length) {
    randomFillSync(pool)
    offset = 0
  }
  const nonce = pool.toString('base64', offset, offset + NONCE_BYTES)
  offset += NONCE_BYTES
  return nonce
}
