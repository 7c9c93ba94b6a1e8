import { describe, expect, it } from 'vitest'
import { observatoryScore } from './observatory-score'

const bag = (headers: Record<string, string>, cookies: string[] = []) => {
  const h = new Headers(headers)
  for (const c of cookies) h.append('set-cookie', c)
  return h
}

describe('observatoryScore', () => {
  it('scores a bare response as the Observatory does (F)', () => {
    const { score, tests } = observatoryScore(bag({}))
    // -25 CSP, -20 HSTS, -20 framing, -5 nosniff
    expect(score).toBe(30)
    expect(tests.find((t) => t.test === 'content-security-policy')?.result).toBe(
      'csp-not-implemented',
    )
  })

  it('gives the bonuses only above 90 and counts each modifier once', () => {
    const strong = {
      'content-security-policy':
        "default-src 'none'; script-src 'self' 'nonce-abc'; frame-ancestors 'self'",
      'strict-transport-security': 'max-age=63072000; includeSubDomains',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
    }
    expect(observatoryScore(bag(strong, ['a=1; Path=/; Secure; SameSite=Lax'])).score).toBe(125)
    // Without HSTS the base is 80: no bonus counts.
    const { 'strict-transport-security': _, ...noHsts } = strong
    expect(observatoryScore(bag(noHsts)).score).toBe(80)
  })

  it('penalizes unsafe script sources, insecure cookies and universal CORS', () => {
    const base = {
      'strict-transport-security': 'max-age=63072000',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    }
    expect(
      observatoryScore(
        bag({ ...base, 'content-security-policy': "script-src 'self' 'unsafe-inline'" }),
      ).score,
    ).toBe(80)
    expect(
      observatoryScore(bag({ ...base, 'content-security-policy': "default-src 'self'" }, ['sid=1']))
        .score,
    ).toBe(95) // 100 - 10 (session cookie without Secure, HSTS on) + 5 (CSP without unsafe)
    expect(
      observatoryScore(
        bag({
          ...base,
          'content-security-policy': "default-src 'self'",
          'access-control-allow-origin': '*',
        }),
      ).score,
    ).toBe(50)
  })
})
