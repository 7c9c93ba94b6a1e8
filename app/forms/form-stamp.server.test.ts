/** The page stamp of forms posted without JavaScript (ADR 030): what it accepts and refuses. */
import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'

process.env.FORM_STAMP_SECRET = 'stamp-test-secret-0123456789abcdef'
const { checkStamp, issueStamp, STAMP_MAX_AGE_MS, STAMP_ROUND_MS } =
  await import('./form-stamp.server')

const now = Date.UTC(2026, 10, 30, 12, 34, 56, 789)
const HOUR = 60 * 60 * 1000

describe('page stamp', () => {
  it('is <version>.<issue time rounded down>.<hmac>, the same bytes within ten minutes', () => {
    const stamp = issueStamp('consultation', now)
    expect(stamp).toMatch(/^1\.\d{13}\.[\w-]{43}$/)
    expect(Number(stamp.split('.')[1]) % STAMP_ROUND_MS).toBe(0)
    expect(Number(stamp.split('.')[1])).toBeLessThanOrEqual(now)
    const windowStart = now - (now % STAMP_ROUND_MS)
    expect(issueStamp('consultation', windowStart + STAMP_ROUND_MS - 1)).toBe(stamp)
    expect(issueStamp('consultation', windowStart + STAMP_ROUND_MS)).not.toBe(stamp)
  })

  it('accepts its own stamp up to a day old', () => {
    const stamp = issueStamp('download', now)
    expect(checkStamp('download', stamp, now)).toBe('ok')
    expect(checkStamp('download', stamp, now + 23 * HOUR)).toBe('ok')
    expect(checkStamp('download', stamp, now + STAMP_MAX_AGE_MS + 1)).toBe('expired')
  })

  it('refuses a stamp from the future (beyond clock skew)', () => {
    expect(checkStamp('application', issueStamp('application', now + HOUR), now)).toBe('future')
    // A fleet's clocks may differ by a minute.
    expect(checkStamp('application', issueStamp('application', now + 60_000), now)).toBe('ok')
  })

  it('is bound to the kind of form', () => {
    const stamp = issueStamp('consultation', now)
    expect(checkStamp('application', stamp, now)).toBe('forged')
    expect(checkStamp('download', stamp, now)).toBe('forged')
  })

  it('refuses forged and malformed stamps', () => {
    const stamp = issueStamp('consultation', now)
    const [version, issued, mac] = stamp.split('.') as [string, string, string]
    // Another time under the same signature, another signature, another secret.
    expect(checkStamp('consultation', `${version}.${Number(issued) + 1}.${mac}`, now)).toBe(
      'forged',
    )
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`
    expect(checkStamp('consultation', `${version}.${issued}.${flipped}`, now)).toBe('forged')
    // Signed as the site signs, but with another secret.
    const key = createHmac('sha256', 'another-secret-0123456789abcdef').update(
      'starbridge:form-stamp',
    )
    const other = createHmac('sha256', key.digest())
      .update(`consultation:${version}.${issued}`)
      .digest('base64url')
    expect(checkStamp('consultation', `${version}.${issued}.${other}`, now)).toBe('forged')
    for (const bad of [
      undefined,
      '',
      'x',
      `2.${issued}.${mac}`,
      `${version}.${issued}`,
      42,
      `${stamp}.`,
    ])
      expect(checkStamp('consultation', bad, now)).toBe('malformed')
  })
})
