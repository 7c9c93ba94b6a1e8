/**
 * Server side of the consultation form: origin check, honeypot, form token, per-client
 * rate limit, the shared schema, then the content service, which answers only after storing.
 */
import { cmsClient } from '../../content/cms.server'
import type { Locale } from '../../i18n/locales'
import { logger } from '../../lib/logger.server'
import { writeAllowance } from '../../lib/write-allowance.server'
import {
  forwardedHeaders,
  guardVisitorWrite,
  invalidFields,
  noToken,
  refusedAnswer,
  sentToken,
  serviceFailure,
  type StoreContext,
  writeParams,
  type WriteRejection,
  type WriteUnavailable,
} from '../../lib/write-guards.server'
import * as m from '../../paraglide/messages.js'
import { consultationSchema, fieldErrors } from './consultation.schema'

const consultAllowance = writeAllowance(60)

export type SubmitResult = { status: 'ok'; msg: string } | WriteRejection | WriteUnavailable

export interface SubmitContext {
  locale: Locale
  values: unknown
  honeypot: string
  formToken: string
  request: Request
}

/** The JavaScript path: the server function's checks, then `storeConsultationLead`. */
export async function submitConsultationLead(ctx: SubmitContext): Promise<SubmitResult> {
  return guardVisitorWrite({ ...ctx, kind: 'lead', allowance: consultAllowance }, () =>
    storeConsultationLead({ ...ctx, token: sentToken(ctx.formToken) }),
  )
}

/**
 * A lead whose request passed its path's checks (the server function's, or those of a post
 * without JavaScript, ADR 030): the shared schema, a form token, then the content service.
 */
export async function storeConsultationLead(ctx: StoreContext): Promise<SubmitResult> {
  const o = { locale: ctx.locale }
  const parsed = consultationSchema(ctx.locale).safeParse(ctx.values)
  if (!parsed.success) return invalidFields(fieldErrors(parsed.error), o)
  const formToken = await ctx.token()
  if (!formToken) return noToken(o)
  try {
    const { data } = await cmsClient().POST('/potentialCustomers/add', {
      // The visitor's locale sets the service's rules and is stored with the lead (ADR 038).
      body: { ...parsed.data, locale: ctx.locale },
      params: writeParams(formToken),
      headers: forwardedHeaders(ctx.locale, ctx.request),
    })
    if (data?.code === 0) {
      logger.info({ event: 'lead.submitted', id: data.data.id })
      return { status: 'ok', msg: m.consult_success({}, o) }
    }
    return refusedAnswer(data, o)
  } catch (error) {
    return serviceFailure(error, o, 'lead')
  }
}
