/** A form token from the content service, for a form that opens now (contract/form-token.ts). */
import { getRequest, setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import { RateLimiterMemory } from 'rate-limiter-flexible'
import { formTokenIssuedAt } from '../../contract/form-token'
import { rateLimitKey } from '../../contract/rate-limit-key'
import { cmsClient } from '../content/cms.server'
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
  try {
    // The visitor's address goes along: the service counts its own limit per visitor.
    const { data } = await cmsClient().GET('/formToken', {
      headers: forwardedHeaders(getLocale(), request),
    })
    if (data?.code === 0) {
      // How long after issue the service accepts it (its clock's difference, not a time).
      const { notBefore, token } = data.data
      const issuedAt = formTokenIssuedAt(token) ?? Date.now()
      return { token, waitMs: Math.max(0, Date.parse(notBefore) - issuedAt) }
    }
  } catch (error) {
    logger.warn({ event: 'form_token.unavailable', err: (error as Error).message })
  }
  setResponseStatus(503)
  return { token: null }
}
