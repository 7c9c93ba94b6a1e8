/**
 * Server side of a download request, with the consultation form's rules: origin check, honeypot,
 * minimum fill time, per-client rate limit, the contract's schema; then the content service
 * records the request and answers the file's signed URL, which the browser opens.
 */
import { RateLimiterMemory } from 'rate-limiter-flexible'
import { CLIENT_IP_HEADER } from '../../../contract/headers'
import { fieldErrors } from '../../../contract/errors'
import { CmsError } from '../../content/client'
import { cmsClient, usesInProcessCms } from '../../content/cms.server'
import type { Locale } from '../../i18n/locales'
import { env } from '../../lib/env.server'
import { logger } from '../../lib/logger.server'
import * as m from '../../paraglide/messages.js'
import { clientIp, MIN_FILL_MS, rejectionMessage, sameOrigin } from '../../lib/write-guards.server'
import { downloadSchema } from './download.schema'

let limiter: RateLimiterMemory | undefined
function downloadLimiter(): RateLimiterMemory {
  limiter ??= new RateLimiterMemory({ points: env().CONSULT_RATE_LIMIT, duration: 60 })
  return limiter
}

export type DownloadResult =
  | { status: 'ok'; msg: string; url: string }
  | { status: 'rejected'; code: number; msg: string; errors?: Record<string, string> }
  | { status: 'unavailable'; msg: string }

export async function requestDownload(ctx: {
  locale: Locale
  values: unknown
  honeypot: string
  elapsedMs: number
  request: Request
}): Promise<DownloadResult> {
  const o = { locale: ctx.locale }
  if (!sameOrigin(ctx.request))
    return { status: 'rejected', code: 403, msg: m.cms_msg_forbidden({}, o) }
  if (ctx.honeypot || ctx.elapsedMs < MIN_FILL_MS) {
    logger.info({ event: 'download.spam_refused', honeypot: Boolean(ctx.honeypot) })
    return { status: 'rejected', code: 400, msg: m.cms_msg_invalid({}, o) }
  }
  const ip = clientIp(ctx.request)
  try {
    await downloadLimiter().consume(ip)
  } catch {
    return { status: 'rejected', code: 429, msg: m.cms_msg_rate_limited({}, o) }
  }
  const parsed = downloadSchema(ctx.locale).safeParse(ctx.values)
  if (!parsed.success) {
    return {
      status: 'rejected',
      code: 400,
      msg: m.cms_msg_invalid({}, o),
      errors: fieldErrors(parsed.error),
    }
  }
  try {
    const { data } = await cmsClient().POST('/customersDownload/add', {
      body: parsed.data,
      headers: {
        'accept-language': ctx.locale,
        ...(usesInProcessCms() ? { [CLIENT_IP_HEADER]: ip } : {}),
      },
    })
    if (data?.code === 0) {
      logger.info({ event: 'download.granted', id: data.data.id })
      return { status: 'ok', msg: m.download_started({}, o), url: data.data.url }
    }
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
    logger.warn({ event: 'download.service_unavailable', err: (error as Error).message })
    return { status: 'unavailable', msg: m.consult_network_error({}, o) }
  }
}
