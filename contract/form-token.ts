/**
 * Signed values the site and the content service exchange, with one shared secret:
 * - the form token: issued when a form opens, stamped with the time; a write is accepted only
 *   with a token that is genuine, at least the minimum fill time old and not yet expired. It
 *   replaces a fill time the client reports (which a script sets to anything).
 * - the visitor's address, which the site forwards to a standalone service (whose own peer is the
 *   site): signed and stamped, so that nobody else can choose the address rate limits count.
 * Each use signs with its own key derived from the secret.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** Faster than this, a form was filled by a script. */
export const MIN_FILL_MS = 1_500
/** A form left open longer than this is sent again with a fresh token. */
export const FORM_TOKEN_TTL_MS = 6 * 60 * 60 * 1000
/** A signed address older than this (or from the future) is not believed. */
const ADDRESS_SIGNATURE_TTL_MS = 5 * 60 * 1000

/** The header that carries the form token of a write. */
export { FORM_TOKEN_HEADER } from './headers'
/** The header that carries the signature of CLIENT_IP_HEADER: `<issued ms>.<hmac>`. */
export const CLIENT_IP_SIGNATURE_HEADER = 'x-cms-client-ip-signature'

function mac(secret: string, purpose: string, value: string): string {
  const key = createHmac('sha256', secret).update(`starbridge:${purpose}`).digest()
  return createHmac('sha256', key).update(value).digest('base64url')
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** A new form token: `v1.<issued ms>.<nonce>.<signature>`. */
export function issueFormToken(secret: string, now = Date.now()): string {
  const body = `v1.${now}.${randomBytes(9).toString('base64url')}`
  return `${body}.${mac(secret, 'form-token', body)}`
}

/** When a token says it was issued (unverified: the site reads it to word its own answer). */
export function formTokenIssuedAt(token: string | null | undefined): number | null {
  const match = /^v1\.(\d{13})\.[\w-]{12}\.[\w-]{43}$/.exec(token ?? '')
  return match ? Number(match[1]) : null
}

export type FormTokenCheck = 'ok' | 'missing' | 'invalid' | 'too-fast' | 'expired'

/** Whether a write may go in with this token, by the clock of `now`. */
export function checkFormToken(
  secret: string,
  token: string | null | undefined,
  options: { now?: number; minFillMs?: number } = {},
): FormTokenCheck {
  if (!token) return 'missing'
  const issuedAt = formTokenIssuedAt(token)
  if (issuedAt === null) return 'invalid'
  const body = token.slice(0, token.lastIndexOf('.'))
  if (!same(token.slice(body.length + 1), mac(secret, 'form-token', body))) return 'invalid'
  const age = (options.now ?? Date.now()) - issuedAt
  if (age < (options.minFillMs ?? MIN_FILL_MS)) return 'too-fast'
  if (age > FORM_TOKEN_TTL_MS) return 'expired'
  return 'ok'
}

/** The signature header value for forwarding `ip`. */
export function signClientAddress(secret: string, ip: string, now = Date.now()): string {
  return `${now}.${mac(secret, 'client-address', `${now}.${ip}`)}`
}

/** Whether `signature` vouches for `ip` now. */
export function verifyClientAddress(
  secret: string,
  ip: string,
  signature: string | null | undefined,
  now = Date.now(),
): boolean {
  const match = /^(\d{13})\.([\w-]{43})$/.exec(signature ?? '')
  if (!match) return false
  const issuedAt = Number(match[1])
  if (Math.abs(now - issuedAt) > ADDRESS_SIGNATURE_TTL_MS) return false
  return same(match[2]!, mac(secret, 'client-address', `${issuedAt}.${ip}`))
}
