/** A form token from the content service, for a form that opens now (contract/form-token.ts). */
import { getRequest, setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import { RateLimiterMemory } from 'rate-limiter-flexible'
import { formTokenIssuedAt } from '../../contract/form-token'
import { rateLimitKey } from '../../contract/rate-limit-key'
import { cmsClient } from '../content/cms.server'
import type { Locale } from '../i18n/locales'
import { getLocale } from '../paraglide/runtime.js'
import { env } from './env.server'
import { logger } from './logger.server'
import { clientIp, forwardedHeaders } from './write-guards.server'

let limiter: RateLimiterMemory | undefined

/** Whether this client may take another token now (FORM_TOKEN_RATE_LIMIT a minute). */
async function withinLimit(ip: string): Promise<boolean> {
  limiter ??= new RateLimiterMemory({ points: env().FORM_TOKEN_RATE_LIMIT, duration: 60 })
  try {
    await limiter.consume(rateLimitKey(ip))
    return true
  } catch {
    return false
  }
}

/**
 * A one-use token of the content service for this visitor (their address forwarded), and how
 * long after it arrives the service accepts it (its minimum fill time, measured on its own clock
 * and not compared with ours); null when the service gives none.
 */
async function serviceToken(
  locale: Locale,
  request: Request,
): Promise<{ token: string; waitMs: number } | null> {
  try {
    // The visitor's address goes along: the service counts its own limit per visitor.
    const { data } = await cmsClient().GET('/formToken', {
      headers: forwardedHeaders(locale, request),
    })
    if (data?.code === 0) {
      const { notBefore, token } = data.data
      const issuedAt = formTokenIssuedAt(token) ?? Date.now()
      return { token, waitMs: Math.max(0, Date.parse(notBefore) - issuedAt) }
    }
  } catch (error) {
    logger.warn({ event: 'form_token.unavailable', err: (error as Error).message })
  }
  return null
}

export async function freshFormToken(): Promise<
  { token: string; waitMs: number } | { token: null }
> {
  // A token is one visitor's, and only for a while: never kept by a cache.
  setResponseHeader('Cache-Control', 'no-store')
  const request = getRequest()
  if (!(await withinLimit(clientIp(request)))) {
    logger.warn({ event: 'form_token.rate_limited' })
    setResponseHeader('Retry-After', '60')
    setResponseStatus(429)
    return { token: null }
  }
  const fresh = await serviceToken(getLocale(), request)
  if (fresh) return fresh
  setResponseStatus(503)
  return { token: null }
}

/** The longest the site waits out a token's minimum fill time for a post without JavaScript. */
export const SERVER_TOKEN_MAX_WAIT_MS = 5_000

/**
 * A token for a form posted without JavaScript (ADR 030): fetched by the site when the post
 * arrives, then held until the service accepts it. Null when the service gives none or would
 * make the visitor wait more than SERVER_TOKEN_MAX_WAIT_MS (the caller answers 503).
 */
export async function serverFormToken(locale: Locale, request: Request): Promise<string | null> {
  const fresh = await serviceToken(locale, request)
  if (!fresh) return null
  if (fresh.waitMs > SERVER_TOKEN_MAX_WAIT_MS) {
    logger.warn({ event: 'form_token.wait_too_long', waitMs: fresh.waitMs })
    return null
  }
  // A little past the minimum: the two clocks tick apart by a few milliseconds.
  if (fresh.waitMs > 0) await new Promise((resolve) => setTimeout(resolve, fresh.waitMs + 50))
  return fresh.token
}
