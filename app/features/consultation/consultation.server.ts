/**
 * Server side of the consultation form: origin check, honeypot, minimum fill time, per-client
 * rate limit, the shared schema, then the content service, which answers only after storing.
 */
import { RateLimiterMemory } from 'rate-limiter-flexible'
import { CmsError } from '../../content/client'
import { cmsClient, usesInProcessCms } from '../../content/cms.server'
import type { Locale } from '../../i18n/locales'
import { env } from '../../lib/env.server'
import { logger } from '../../lib/logger.server'
import { clientIp, MIN_FILL_MS, rejectionMessage, sameOrigin } from '../../lib/write-guards.server'
import { CLIENT_IP_HEADER } from '../../../contract/headers'
import * as m from '../../paraglide/messages.js'
import { consultationSchema, fieldErrors } from './consultation.schema'

export { MIN_FILL_MS }
let limiter: RateLimiterMemory | undefined
function consultLimiter(): RateLimiterMemory {
  limiter ??= new RateLimiterMemory({ points: env().CONSULT_RATE_LIMIT, duration: 60 })
  return limiter
}

export type SubmitResult =
  | { status: 'ok'; msg: string }
  | { status: 'rejected'; code: number; msg: string; errors?: Record<string, string> }
  | { status: 'unavailable'; msg: string }

export interface SubmitContext {
  locale: Locale
  values: unknown
  honeypot: string
  elapsedMs: number
  request: Request
}

export async function submitConsultationLead(ctx: SubmitContext): Promise<SubmitResult> {
  const o = { locale: ctx.locale }
  if (!sameOrigin(ctx.request))
    return { status: 'rejected', code: 403, msg: m.cms_msg_forbidden({}, o) }
  // Bots fill the hidden field or submit instantly: refuse without storing anything.
  if (ctx.honeypot || ctx.elapsedMs < MIN_FILL_MS) {
    logger.info({
      event: 'lead.spam_refused',
      honeypot: Boolean(ctx.honeypot),
      elapsedMs: ctx.elapsedMs,
    })
    return { status: 'rejected', code: 400, msg: m.cms_msg_invalid({}, o) }
  }
  const ip = clientIp(ctx.request)
  try {
    await consultLimiter().consume(ip)
  } catch {
    return { status: 'rejected', code: 429, msg: m.cms_msg_rate_limited({}, o) }
  }
  const parsed = consultationSchema(ctx.locale).safeParse(ctx.values)
  if (!parsed.success) {
    return {
      status: 'rejected',
      code: 400,
      msg: m.cms_msg_invalid({}, o),
      errors: fieldErrors(parsed.error),
    }
  }
  try {
    const { data } = await cmsClient().POST('/potentialCustomers/add', {
      body: parsed.data,
      headers: {
        'accept-language': ctx.locale,
        ...(usesInProcessCms() ? { [CLIENT_IP_HEADER]: ip } : {}),
      },
    })
    if (data?.code === 0) {
      logger.info({ event: 'lead.submitted', id: data.data.id })
      return { status: 'ok', msg: m.consult_success({}, o) }
    }
    // The spec: any other code shows the service's own message.
    return {
      status: 'rejected',
      code: data?.code ?? 500,
      msg: data?.msg ?? rejectionMessage(data?.code, o),
    }
  } catch (error) {
    if (error instanceof CmsError && error.kind === 'http' && error.status < 500) {
      return {
        status: 'rejected',
        code: error.code ?? error.status,
        msg: error.msg ?? rejectionMessage(error.status, o),
        errors: error.fieldErrors,
      }
    }
    // No definitive answer (network, timeout, 5xx): the lead is not stored; the visitor keeps it.
    logger.warn({ event: 'lead.service_unavailable', err: (error as Error).message })
    return { status: 'unavailable', msg: m.consult_network_error({}, o) }
  }
}
