/**
 * The HTTP Observatory's score of one HTML response, computed from its headers with the published
 * modifiers (MDN HTTP Observatory scoring: baseline 100, penalties, bonuses counted only when the
 * score without them is 90 or more). The tests that need a network scan (redirection from http,
 * HSTS preload lists) are out of reach here and count 0, as for a site behind a TLS proxy that
 * redirects http to https on the same host. Used by the security-header test.
 */

export interface ScoredTest {
  test: string
  result: string
  modifier: number
}

type HeaderBag = { get(name: string): string | null; getSetCookie?(): string[] }

const SIX_MONTHS = 15_768_000

/** A CSP's directives, lower-cased names to their source lists. */
function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>()
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources)
  }
  return directives
}

function cspTest(csp: string | null): ScoredTest {
  const test = 'content-security-policy'
  if (!csp) return { test, result: 'csp-not-implemented', modifier: -25 }
  const d = parseCsp(csp)
  const defaults = d.get('default-src')
  const scripts = d.get('script-src') ?? defaults ?? []
  const styles = d.get('style-src') ?? defaults ?? []
  const allSources = [...d.values()].flat()
  // 'unsafe-inline' beside a nonce or hash is ignored by browsers that understand the nonce.
  const scriptInline =
    scripts.includes("'unsafe-inline'") && !scripts.some((s) => /^'(nonce|sha\d+)-/.test(s))
  if (scriptInline) return { test, result: 'csp-implemented-with-unsafe-inline', modifier: -20 }
  if (allSources.some((s) => s === 'http:' || s.startsWith('http://')))
    return { test, result: 'csp-implemented-with-insecure-scheme', modifier: -20 }
  if (scripts.includes("'unsafe-eval'"))
    return { test, result: 'csp-implemented-with-unsafe-eval', modifier: -10 }
  if (styles.includes("'unsafe-inline'"))
    return { test, result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 }
  if (defaults?.length === 1 && defaults[0] === "'none'")
    return { test, result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 }
  return { test, result: 'csp-implemented-with-no-unsafe', modifier: 5 }
}

/** Cookie names the Observatory treats as sessions (they must be HttpOnly). */
const SESSION_NAME = /(^|[_-])(session|sess|sid|login|auth|token)([_-]|$)/i

function cookiesTest(cookies: string[], hsts: boolean): ScoredTest {
  const test = 'cookies'
  if (cookies.length === 0) return { test, result: 'cookies-not-found', modifier: 0 }
  const parsed = cookies.map((c) => {
    const [pair, ...attrs] = c.split(';').map((p) => p.trim().toLowerCase())
    return {
      session: SESSION_NAME.test(pair!.split('=')[0] ?? ''),
      secure: attrs.includes('secure'),
      httpOnly: attrs.includes('httponly'),
      sameSite: attrs.some((a) => /^samesite=(lax|strict)$/.test(a)),
    }
  })
  const insecureSession = parsed.some((c) => c.session && !c.secure)
  if (insecureSession)
    return hsts
      ? { test, result: 'cookies-session-without-secure-flag-but-protected-by-hsts', modifier: -10 }
      : { test, result: 'cookies-session-without-secure-flag', modifier: -40 }
  if (parsed.some((c) => c.session && !c.httpOnly))
    return { test, result: 'cookies-session-without-httponly-flag', modifier: -30 }
  if (parsed.some((c) => !c.secure))
    return hsts
      ? { test, result: 'cookies-without-secure-flag-but-protected-by-hsts', modifier: -5 }
      : { test, result: 'cookies-without-secure-flag', modifier: -20 }
  if (parsed.every((c) => c.sameSite))
    return { test, result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5 }
  return { test, result: 'cookies-secure-with-httponly-sessions', modifier: 0 }
}

function hstsTest(header: string | null): ScoredTest {
  const test = 'strict-transport-security'
  if (!header) return { test, result: 'hsts-not-implemented', modifier: -20 }
  const maxAge = /max-age=(\d+)/i.exec(header)?.[1]
  if (maxAge === undefined) return { test, result: 'hsts-header-invalid', modifier: -20 }
  return Number(maxAge) >= SIX_MONTHS
    ? { test, result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 }
    : { test, result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 }
}

function referrerTest(header: string | null): ScoredTest {
  const test = 'referrer-policy'
  if (!header) return { test, result: 'referrer-policy-not-implemented', modifier: 0 }
  const policy = header.split(',').at(-1)!.trim().toLowerCase()
  if (
    ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(
      policy,
    )
  )
    return { test, result: 'referrer-policy-private', modifier: 5 }
  if (policy === 'no-referrer-when-downgrade')
    return { test, result: 'referrer-policy-no-referrer-when-downgrade', modifier: 0 }
  return { test, result: 'referrer-policy-unsafe', modifier: -5 }
}

function frameTest(xfo: string | null, csp: string | null): ScoredTest {
  const test = 'x-frame-options'
  if (csp && parseCsp(csp).has('frame-ancestors'))
    return { test, result: 'x-frame-options-implemented-via-csp', modifier: 5 }
  if (xfo && /^(deny|sameorigin)$/i.test(xfo.trim()))
    return { test, result: 'x-frame-options-sameorigin-or-deny', modifier: 0 }
  return { test, result: 'x-frame-options-not-implemented', modifier: -20 }
}

function corsTest(allowOrigin: string | null, credentials: string | null): ScoredTest {
  const test = 'cross-origin-resource-sharing'
  if (!allowOrigin)
    return { test, result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 }
  if (allowOrigin === '*' || credentials === 'true')
    return {
      test,
      result: 'cross-origin-resource-sharing-implemented-with-universal-access',
      modifier: -50,
    }
  return {
    test,
    result: 'cross-origin-resource-sharing-implemented-with-restricted-access',
    modifier: 0,
  }
}

/** The score and each test's result for one HTML response's headers. */
export function observatoryScore(headers: HeaderBag): { score: number; tests: ScoredTest[] } {
  const csp = headers.get('content-security-policy')
  const hsts = headers.get('strict-transport-security')
  const cookies = headers.getSetCookie?.() ?? []
  const tests: ScoredTest[] = [
    cspTest(csp),
    cookiesTest(cookies, Boolean(hsts)),
    corsTest(
      headers.get('access-control-allow-origin'),
      headers.get('access-control-allow-credentials'),
    ),
    hstsTest(hsts),
    referrerTest(headers.get('referrer-policy')),
    frameTest(headers.get('x-frame-options'), csp),
    headers.get('x-content-type-options')?.trim().toLowerCase() === 'nosniff'
      ? { test: 'x-content-type-options', result: 'x-content-type-options-nosniff', modifier: 0 }
      : {
          test: 'x-content-type-options',
          result: 'x-content-type-options-not-implemented',
          modifier: -5,
        },
    // Scripts are all served from the site's own origin.
    {
      test: 'subresource-integrity',
      result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
      modifier: 0,
    },
    { test: 'redirection', result: 'redirection-to-https', modifier: 0 },
  ]
  const penalties = tests.filter((t) => t.modifier < 0).reduce((sum, t) => sum + t.modifier, 0)
  const bonuses = tests.filter((t) => t.modifier > 0).reduce((sum, t) => sum + t.modifier, 0)
  const base = Math.max(0, 100 + penalties)
  return { score: base >= 90 ? base + bonuses : base, tests }
}
