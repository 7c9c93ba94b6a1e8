/**
 * The page stamp of a form that posts without JavaScript (ADR 030): `<version>.<issued ms>.<hmac>`,
 * signed by the site and bound to the form's kind. A page is the same bytes for every visitor and
 * is kept by shared caches (ADR 028), so its form cannot carry the content service's one-use
 * token; it carries this instead, issued at a time rounded down to STAMP_ROUND_MS so that the
 * page's bytes stay the same within a cache window. The stamp proves only that the post comes
 * from one of our pages of the last day; the one-use token is fetched by the site when the post
 * arrives (forms/form-post.server.ts).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { env } from '../lib/env.server'
import type { FormKind } from './form-kinds'

const VERSION = '1'
/** Issue times are rounded down to this: a page's stamp changes once per window. */
export const STAMP_ROUND_MS = 10 * 60 * 1000
/**
 * A stamp older than this is refused (the visitor gets the form again with a fresh stamp): a day,
 * longer than a page is kept by any cache (s-maxage PAGE_CACHE_TTL_SECONDS, then 300 s of
 * stale-while-revalidate), plus the rounding.
 */
export const STAMP_MAX_AGE_MS = 24 * 60 * 60 * 1000
/** Processes of a fleet may disagree about the time by this much. */
const CLOCK_SKEW_MS = 2 * 60 * 1000

export type StampCheck = 'ok' | 'malformed' | 'forged' | 'expired' | 'future'

let secret: string | undefined

/**
 * FORM_STAMP_SECRET, else CMS_SIGNING_SECRET, else a secret made once and kept in DATA_DIR: the
 * first process to start writes it (exclusive create), every other one reads the same file.
 */
function stampSecret(): string {
  if (secret) return secret
  const configured = env().FORM_STAMP_SECRET ?? env().CMS_SIGNING_SECRET
  if (configured) return (secret = configured)
  const dir = resolve(process.env.DATA_DIR || './data')
  const file = join(dir, 'form-stamp-secret')
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  try {
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  const kept = readFileSync(file, 'utf8').trim()
  if (kept.length < 16) throw new Error(`${file} holds no usable secret`)
  return (secret = kept)
}

/** For tests: forget the secret read (the environment changed). */
export function resetStampSecret(): void {
  secret = undefined
}

function mac(kind: FormKind, body: string): string {
  const key = createHmac('sha256', stampSecret()).update('starbridge:form-stamp').digest()
  return createHmac('sha256', key).update(`${kind}:${body}`).digest('base64url')
}

/** The stamp a page's form of this kind carries now (the same one for ten minutes). */
export function issueStamp(kind: FormKind, now = Date.now()): string {
  const body = `${VERSION}.${now - (now % STAMP_ROUND_MS)}`
  return `${body}.${mac(kind, body)}`
}

/** Whether a posted stamp is ours, for this kind of form, and of the last day. */
export function checkStamp(kind: FormKind, stamp: unknown, now = Date.now()): StampCheck {
  const match = typeof stamp === 'string' && /^1\.(\d{13})\.([\w-]{43})$/.exec(stamp)
  if (!match) return 'malformed'
  const expected = Buffer.from(mac(kind, `${VERSION}.${match[1]}`))
  const given = Buffer.from(match[2]!)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged'
  const issuedAt = Number(match[1])
  if (issuedAt > now + CLOCK_SKEW_MS) return 'future'
  if (now - issuedAt > STAMP_MAX_AGE_MS) return 'expired'
  return 'ok'
}
