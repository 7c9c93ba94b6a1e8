/**
 * The site's upload endpoint of job applications (POST /api/job-application?lang=…, the form
 * token in the X-Form-Token header, a multipart/form-data body: jobId, name, phone, email,
 * message, file, website).
 * Before the first byte of the body is read: our origin (403), a multipart body (415), at most
 * APPLICATION_BODY_LIMIT bytes by its Content-Length (413), the per-client allowances (429: one
 * for applications, a larger one for posts refused for what they carry), a form token (400). Then the body, under the server's clock (408 when it stalls,
 * app/lib/body-guard.server.ts) and counted (413); the honeypot (400), the contract's schema
 * (400), the CV by size (413) and by content (400); then the content service stores it and
 * answers code 0 only after storing. Answers JSON `{ status, msg, errors? }`: 200, 4xx for what
 * the visitor can fix, 503 when the service gives no definitive answer; never 500. Logs carry ids
 * and reasons, never personal data. Design: docs/decisions/013-job-applications.md.
 */
import { detectCvType } from '../../../contract/cv-type'
import { RESUME_MAX_BYTES } from '../../../contract/cv-file'
import { FORM_TOKEN_HEADER } from '../../../contract/headers'
import { cmsClient } from '../../content/cms.server'
import { detectLocaleFromRequest } from '../../i18n/detect'
import { isLocale, type Locale } from '../../i18n/locales'
import { APPLICATION_BODY_LIMIT } from '../../lib/body-limits'
import { logger } from '../../lib/logger.server'
import { readFormBody } from '../../lib/read-form.server'
import { writeAllowance } from '../../lib/write-allowance.server'
import { isMultipartForm } from '../../lib/server-fn-gate.server'
import {
  forwardedHeaders,
  invalidFields,
  guardVisitorWrite,
  noToken,
  refusedAnswer,
  sameOrigin,
  sentToken,
  serviceFailure,
  type TokenSource,
  writeParams,
  type WriteRejection,
  type WriteUnavailable,
} from '../../lib/write-guards.server'
import * as m from '../../paraglide/messages.js'
import { applicationSchema, cvMessages, fieldErrors } from './job-application.schema'

export { APPLICATION_BODY_LIMIT }

export type ApplicationAnswer = { status: 'ok'; msg: string } | WriteRejection | WriteUnavailable

const applicationAllowance = writeAllowance(60)

/** The visitor's locale: `?lang=` of the endpoint, else what the request says. */
function requestLocale(request: Request): Locale {
  const lang = new URL(request.url).searchParams.get('lang')
  return isLocale(lang) ? lang : detectLocaleFromRequest(request).locale
}

function reply(answer: ApplicationAnswer): Response {
  const status =
    answer.status === 'ok'
      ? 200
      : answer.status === 'rejected' && answer.code >= 400 && answer.code < 500
        ? answer.code
        : 503
  return Response.json(answer, { status, headers: { 'Cache-Control': 'no-store' } })
}

const rejected = (code: number, msg: string, errors?: Record<string, string>): WriteRejection => ({
  status: 'rejected',
  code,
  msg,
  ...(errors ? { errors } : {}),
})

/** The spec types the multipart CV as a string (its bytes): the serializer puts the file there. */
function multipart(fields: Record<string, string | number | undefined>, file: File): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined && name !== 'file') form.set(name, String(value))
  form.set('file', file)
  return form
}

export async function handleJobApplication(request: Request): Promise<Response> {
  const locale = requestLocale(request)
  const o = { locale }
  // Everything that can be decided without the body is decided before its first byte is read.
  if (!sameOrigin(request)) return reply(rejected(403, m.cms_msg_forbidden({}, o)))
  const type = request.headers.get('content-type') ?? ''
  if (!isMultipartForm(type)) return reply(rejected(415, m.cms_msg_unsupported_type({}, o)))
  if (Number(request.headers.get('content-length')) > APPLICATION_BODY_LIMIT)
    return reply(rejected(413, m.cms_msg_too_large({}, o)))
  const formToken = request.headers.get(FORM_TOKEN_HEADER) ?? ''
  const ctx = { kind: 'application', locale, request, honeypot: '', formToken }
  return reply(
    await guardVisitorWrite({ ...ctx, allowance: applicationAllowance }, async () => {
      const form = await readFormBody(
        request,
        { type, limit: APPLICATION_BODY_LIMIT, kind: 'application' },
        o,
      )
      if (!(form instanceof FormData)) return form
      if (formText(form, 'website')) {
        logger.info({ event: 'application.spam_refused', honeypot: true, token: true })
        return rejected(400, m.cms_msg_invalid({}, o))
      }
      return storeApplication({ locale, form, request, token: sentToken(formToken) })
    }),
  )
}

/** A text field of a posted form (undefined for a file or a field not sent). */
export function formText(form: FormData, name: string): string | undefined {
  const value = form.get(name)
  return typeof value === 'string' ? value : undefined
}

/**
 * An application whose request passed its path's checks (the upload endpoint's, or those of a
 * post without JavaScript, ADR 030) and whose body was read: the contract's schema, the CV by
 * size (413) and by content (400), a form token, then the content service.
 */
export async function storeApplication(ctx: {
  locale: Locale
  form: FormData
  request: Request
  token: TokenSource
}): Promise<ApplicationAnswer> {
  const { locale, form } = ctx
  const o = { locale }
  const text = (name: string) => formText(form, name)
  const parsed = applicationSchema(locale).safeParse({
    jobId: text('jobId'),
    name: text('name'),
    phone: text('phone'),
    email: text('email'),
    message: text('message') || undefined,
  })
  const errors = parsed.success ? {} : fieldErrors(parsed.error)
  const upload = form.get('file')
  const cv = upload instanceof File && upload.size > 0 ? upload : null
  if (!cv) errors.file = cvMessages.missing(locale)
  else if (cv.size > RESUME_MAX_BYTES)
    return rejected(413, m.cms_msg_too_large({}, o), {
      ...errors,
      file: cvMessages.size(locale, cv.size),
    })
  if (!parsed.success || !cv) return invalidFields(errors, o)

  const bytes = new Uint8Array(await cv.arrayBuffer())
  const mime = await detectCvType(bytes)
  if (!mime) {
    logger.info({ event: 'application.file_refused', jobId: parsed.data.jobId, size: cv.size })
    return invalidFields({ file: cvMessages.type(locale, cv.name) }, o)
  }
  const formToken = await ctx.token()
  if (!formToken) return noToken(o)

  const file = new File([bytes], cv.name, { type: mime })
  try {
    const { data } = await cmsClient().POST('/job/resume/add', {
      body: { ...parsed.data, file: cv.name },
      bodySerializer: (fields) => multipart(fields, file),
      params: writeParams(formToken),
      headers: forwardedHeaders(locale, ctx.request),
    })
    if (data?.code === 0) {
      logger.info({ event: 'application.submitted', id: data.data.id, jobId: parsed.data.jobId })
      return { status: 'ok', msg: m.job_application_received({}, o) }
    }
    return refusedAnswer(data, o)
  } catch (error) {
    return serviceFailure(error, o, 'application')
  }
}
