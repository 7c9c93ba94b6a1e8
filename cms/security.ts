/**
 * Guards of every write: same-origin or double-submit anti-forgery token, per-client rate limit,
 * body size limits. Reads set the XSRF-TOKEN cookie so that a browser can echo it.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { RateLimiterMemory } from 'rate-limiter-flexible'
import {
  checkFormToken,
  CLIENT_IP_SIGNATURE_HEADER,
  FORM_TOKEN_HEADER,
  verifyClientAddress,
} from '../contract/form-token'
import { CLIENT_IP_HEADER, XSRF_COOKIE, XSRF_HEADER } from '../contract/headers'
import { rateLimitKey } from '../contract/rate-limit-key'
import { fail, messages } from './http'

export { CLIENT_IP_HEADER, XSRF_COOKIE, XSRF_HEADER }

export interface SecurityOptions {
  /** The shared secret: form tokens and the site's signed visitor address (contract/form-token.ts). */
  signingSecret: string
  /** The minimum age of a form token (CMS_MIN_FILL_MS). */
  minFillMs?: number
  /** Writes per client per minute, per endpoint. */
  writesPerMinute: number
  /** Form tokens (`GET /formToken`) per client per minute. */
  formTokensPerMinute: number
  /** Site searches per client per minute (CMS_SEARCH_RATE_LIMIT; 60 when unset). */
  searchesPerMinute?: number
  /** Origins allowed besides the service's own (e.g. the site's when the service runs apart). */
  allowedOrigins: string[]
  /** Trust the client IP the in-process site passes in x-cms-client-ip. */
  trustClientIpHeader: boolean
}

/**
 * The visitor a write counts against: the address the in-process site passes, or the one a
 * standalone site forwards with a valid signature; else the socket's peer.
 */
export function clientKey(c: Context, options: SecurityOptions): string {
  const forwarded = c.req.header(CLIENT_IP_HEADER)
  if (forwarded) {
    if (options.trustClientIpHeader) return forwarded
    const signature = c.req.header(CLIENT_IP_SIGNATURE_HEADER)
    if (verifyClientAddress(options.signingSecret, forwarded, signature)) return forwarded
  }
  const raw = c.req.raw as Request & { ip?: string }
  return raw.ip ?? 'unknown'
}

/** Sets a random XSRF-TOKEN cookie on responses to callers that do not have one yet. */
export function issueXsrfCookie(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    if (c.req.method === 'GET' && !getCookie(c, XSRF_COOKIE)) {
      setCookie(c, XSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'Lax',
        secure: new URL(c.req.url).protocol === 'https:',
        httpOnly: false,
      })
    }
  }
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/**
 * A browser write must come from our own origin (Origin header), or carry the double-submit token.
 * Requests without Origin and without a cross-site Sec-Fetch-Site (server-to-server calls, such as
 * the site's own server functions) cannot be forged by a third-party page and pass.
 */
export function requireSameOriginOrToken(options: SecurityOptions): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin')
    const fetchSite = c.req.header('sec-fetch-site')
    const own = new URL(c.req.url).origin
    const trustedOrigin =
      origin !== undefined && (origin === own || options.allowedOrigins.includes(origin))
    const browserCrossSite = (origin !== undefined && !trustedOrigin) || fetchSite === 'cross-site'
    if (browserCrossSite) {
      const cookie = getCookie(c, XSRF_COOKIE)
      const header = c.req.header(XSRF_HEADER)
      if (!cookie || !header || !sameToken(cookie, header))
        return fail(c, 403, messages.forbidden(c))
    }
    await next()
  }
}

/**
 * At most `points` requests a minute per client (IPv4 address, IPv6 /64) to one route. The key is
 * the route's fixed name, never the request's path: Hono's router decodes percent-encoding
 * (`/%70otentialCustomers/add` reaches `/potentialCustomers/add`), so a key taken from the path
 * gave each spelling of a route an allowance of its own.
 */
export function rateLimit(
  options: SecurityOptions,
  route: string,
  points = options.writesPerMinute,
): MiddlewareHandler {
  const limiter = new RateLimiterMemory({ points, duration: 60, keyPrefix: route })
  return async (c, next) => {
    try {
      await limiter.consume(rateLimitKey(clientKey(c, options)))
    } catch (rejection) {
      const ms = (rejection as { msBeforeNext?: number }).msBeforeNext ?? 60_000
      c.header('Retry-After', String(Math.max(1, Math.ceil(ms / 1000))))
      return fail(c, 429, messages.rateLimited(c))
    }
    await next()
  }
}

/**
 * Every write carries a form token from `GET /formToken` (header X-Form-Token) that is genuine,
 * at least the minimum fill time old and not expired: a script that posts at once, or replays a
 * token from yesterday, is refused. An expired token gets its own message (a person who left a
 * form open reloads); the rest the same "invalid" as bad fields, which tells a bot nothing.
 */
export function requireFormToken(options: SecurityOptions): MiddlewareHandler {
  return async (c, next) => {
    const check = checkFormToken(options.signingSecret, c.req.header(FORM_TOKEN_HEADER), {
      minFillMs: options.minFillMs,
    })
    if (check === 'expired') return fail(c, 400, messages.formExpired(c))
    if (check !== 'ok') return fail(c, 400, messages.invalid(c))
    await next()
  }
}

/** The honeypot field people never see: any value in it means a bot filled the form. */
export const HONEYPOT_FIELD = 'website'
