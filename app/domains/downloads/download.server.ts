/**
 * Server side of a download request, with the consultation form's rules: origin check, honeypot,
 * minimum fill time, per-client rate limit, the contract's schema; then the content service
 * records the request and answers the file's signed URL, which the browser opens.
 */
import { fieldErrors } from '../../../contract/errors'
import { cmsClient } from '../../content/cms.server'
import type { Locale } from '../../i18n/locales'
import { logger } from '../../lib/logger.server'
import { writeAllowance } from '../../lib/write-allowance.server'
import * as m from '../../paraglide/messages.js'
import {
  guardVisitorWrite,
  invalidFields,
  forwardedHeaders,
  noToken,
  refusedAnswer,
  sentToken,
  serviceFailure,
  writeParams,
  type StoreContext,
  type WriteRejection,
  type WriteUnavailable,
} from '../../lib/write-guards.server'
import { downloadSchema } from './download.schema'

const downloadAllowance = writeAllowance(60)

export type DownloadResult =
  { status: 'ok'; msg: string; url: string } | WriteRejection | WriteUnavailable

/** The JavaScript path: the server function's checks, then `storeDownloadRequest`. */
export async function requestDownload(ctx: {
  locale: Locale
  values: unknown
  honeypot: string
  formToken: string
  request: Request
}): Promise<DownloadResult> {
  return guardVisitorWrite({ ...ctx, kind: 'download', allowance: downloadAllowance }, () =>
    storeDownloadRequest({ ...ctx, token: sentToken(ctx.formToken) }),
  )
}

/**
 * A download request whose request passed its path's checks (the server function's, or those of
 * a post without JavaScript, ADR 030): the schema, a form token, then the content service.
 */
export async function storeDownloadRequest(ctx: StoreContext): Promise<DownloadResult> {
  const o = { locale: ctx.locale }
  const parsed = downloadSchema(ctx.locale).safeParse(ctx.values)
  if (!parsed.success) return invalidFields(fieldErrors(parsed.error), o)
  const formToken = await ctx.token()
  if (!formToken) return noToken(o)
  try {
    const { data } = await cmsClient().POST('/customersDownload/add', {
      body: parsed.data,
      params: writeParams(formToken),
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
