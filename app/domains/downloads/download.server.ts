/**
 * Server side of a download request, with the consultation form's rules: origin check, honeypot,
 * minimum fill time, per-client rate limit, the contract's schema; then the content service
 * records the request and answers the file's signed URL, which the browser opens.
 */
import { fieldErrors } from '../../../contract/errors'
import { cmsClient } from '../../content/cms.server'
import type { Locale } from '../../i18n/locales'
import { logger } from '../../lib/logger.server'
import * as m from '../../paraglide/messages.js'
import {
  refuseVisitorWrite,
  invalidFields,
  forwardedHeaders,
  refusedAnswer,
  serviceFailure,
  writeLimiter,
  writeParams,
  type WriteRejection,
  type WriteUnavailable,
} from '../../lib/write-guards.server'
import { downloadSchema } from './download.schema'

const downloadLimiter = writeLimiter()

export type DownloadResult =
  { status: 'ok'; msg: string; url: string } | WriteRejection | WriteUnavailable

export async function requestDownload(ctx: {
  locale: Locale
  values: unknown
  honeypot: string
  formToken: string
  request: Request
}): Promise<DownloadResult> {
  const o = { locale: ctx.locale }
  const refused = await refuseVisitorWrite({ ...ctx, kind: 'download', limiter: downloadLimiter })
  if (refused) return refused
  const parsed = downloadSchema(ctx.locale).safeParse(ctx.values)
  if (!parsed.success) return invalidFields(fieldErrors(parsed.error), o)
  try {
    const { data } = await cmsClient().POST('/customersDownload/add', {
      body: parsed.data,
      params: writeParams(ctx.formToken),
      headers: forwardedHeaders(ctx.locale, ctx.request),
    })
    if (data?.code === 0) {
      logger.info({ event: 'download.granted', id: data.data.id })
      return { status: 'ok', msg: m.download_started({}, o), url: data.data.url }
    }
    return refusedAnswer(data, o)
  } catch (error) {
    return serviceFailure(error, o, 'download')
  }
}
