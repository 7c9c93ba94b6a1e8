/**
 * What every write from a visitor (consultation, download request, job application) checks
 * before anything is stored: the request comes from our pages (CSRF), a person took some time
 * to fill the form, and the content service's status codes become the site's localized words.
 */
import { setResponseStatus } from '@tanstack/react-start/server'
import { CLIENT_IP_HEADER } from '../../contract/headers'
import {
  checkFormToken,
  CLIENT_IP_SIGNATURE_HEADER,
  FORM_TOKEN_TTL_MS,
  formTokenIssuedAt,
  signClientAddress,
} from '../../contract/form-token'
import { CmsError } from '../content/client'
import { formTokenSecret, usesInProcessCms } from '../content/cms.server'
import type { Locale } from '../i18n/locales'
import * as m from '../paraglide/messages.js'
import { env } from './env.server'
import { logger } from './logger.server'
import { outcomeOf, type WriteAllowance } from './write-allowance.server'
import { CLIENT_ADDRESS_HEADER } from './request-headers'

/**
 * The request comes from one of our pages (the CSRF check of every write): its Origin is the host
 * it was sent to, over the scheme the visitor used (the request URL's: https from the configured
 * public origin or a trusted X-Forwarded-Proto, app/server.ts), so http://site is not https://site.
 * Only the Host header counts, never X-Forwarded-Host, which any client can send (a proxy in
 * front passes the visitor's Host, deploy/nginx/starbridge.conf).
 */
export function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin')
  if (!origin) return request.headers.get('sec-fetch-site') !== 'cross-site'
  const host = request.headers.get('host')
  try {
    const from = new URL(origin)
    return from.host === host && from.protocol === new URL(request.url).protocol
  } catch {
    return false
  }
}

/** The client's address, set by the server entry from the socket (app/server.ts), never by the client. */
export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown'
}

/**
 * Headers of a write the site forwards to the content service: the visitor's locale (the
 * service's messages), the page the form was sent from (its Referer, told to sales with the lead,
 * ADR 039) and the visitor's address for its rate limit: as is to the in-process service, signed
 * with the shared secret (CMS_SIGNING_SECRET) to a standalone one, which would otherwise count
 * every visitor as the site.
 */
export function forwardedHeaders(locale: Locale, request: Request): Record<string, string> {
  const headers: Record<string, string> = { 'accept-language': locale }
  const page = request.headers.get('referer')
  if (page) headers.referer = page
  const ip = clientIp(request)
  if (usesInProcessCms()) headers[CLIENT_IP_HEADER] = ip
  else if (env().CMS_SIGNING_SECRET) {
    headers[CLIENT_IP_HEADER] = ip
    headers[CLIENT_IP_SIGNATURE_HEADER] = signClientAddress(env().CMS_SIGNING_SECRET!, ip)
  }
  return headers
}

/**
 * Where a write's form token comes from: the one the browser sent (fetched when its form opened),
 * or one the site fetches for a form posted without JavaScript (ADR 030). Null: none to be had.
 */
export type TokenSource = () => Promise<string | null>

/** What a domain's store function takes, from either path: the fields and a token source. */
export interface StoreContext {
  locale: Locale
  values: unknown
  request: Request
  token: TokenSource
}

/** The token the browser sent, as a TokenSource. */
export const sentToken =
  (token: string): TokenSource =>
  async () =>
    token

/** No token from the service: nothing can be stored now (503). */
export function noToken(o: { locale: Locale }): WriteUnavailable {
  return { status: 'unavailable', msg: m.consult_network_error({}, o) }
}

/** The typed client's parameters of a write: the form token the service checks. */
export function writeParams(formToken: string) {
  return { header: { 'X-Form-Token': formToken } }
}

/** The site's message for a status the content service answered with. */
export function rejectionMessage(status: number | undefined, o: { locale: Locale }): string {
  switch (status) {
    case 400:
      return m.cms_msg_invalid({}, o)
    case 403:
      return m.cms_msg_forbidden({}, o)
    case 404:
      return m.cms_msg_not_found({}, o)
    case 413:
      return m.cms_msg_too_large({}, o)
    case 415:
      return m.cms_msg_unsupported_type({}, o)
    case 429:
      return m.cms_msg_rate_limited({}, o)
    default:
      return m.cms_msg_server_error({}, o)
  }
}

/** A write the site or the service refused: the status, the visitor's words, per-field errors. */
export interface WriteRejection {
  status: 'rejected'
  code: number
  msg: string
  errors?: Record<string, string>
}

/** No definitive answer from the service (network, timeout, 5xx): nothing is stored. */
export interface WriteUnavailable {
  status: 'unavailable'
  msg: string
}

/** Whether the token carries the service's signature (true when the site cannot tell). */
async function genuineToken(token: string): Promise<boolean> {
  const secret = await formTokenSecret().catch(() => undefined)
  return !secret || checkFormToken(secret, token, { minFillMs: 0 }) !== 'invalid'
}

/**
 * A visitor's write through its JavaScript path: our origin (403), then within the per-client
 * allowances of this kind of write (429 over either; app/lib/write-allowance.server.ts) the
 * honeypot (400; bots fill the hidden field), a form token that is well-formed, genuine where the
 * site knows the service's secret (formTokenSecret) and not expired (400; the content service
 * checks it again, with the minimum fill time and its single use), then `write`.
 * A post refused for what it carries spends the refused allowance, not the writes', so a visitor
 * who corrects a form is never refused for the mistakes before. `kind` names the write in the
 * logs (no personal data).
 */
export async function guardVisitorWrite<T extends { status: string; code?: number }>(
  ctx: {
    kind: string
    locale: Locale
    request: Request
    honeypot: string
    formToken: string
    allowance: WriteAllowance
  },
  write: () => Promise<T>,
): Promise<T | WriteRejection> {
  const o = { locale: ctx.locale }
  if (!sameOrigin(ctx.request))
    return { status: 'rejected', code: 403, msg: m.cms_msg_forbidden({}, o) }
  const result = await ctx.allowance.spend(
    clientIp(ctx.request),
    async () => (await refusedToken(ctx)) ?? (await write()),
    outcomeOf,
  )
  return result ?? { status: 'rejected', code: 429, msg: m.cms_msg_rate_limited({}, o) }
}

/**
 * The honeypot and the form token's shape, signature (where the site knows the service's secret)
 * and age: a refusal, or null to go on.
 */
async function refusedToken(ctx: {
  kind: string
  locale: Locale
  honeypot: string
  formToken: string
}): Promise<WriteRejection | null> {
  const o = { locale: ctx.locale }
  const issuedAt = formTokenIssuedAt(ctx.formToken)
  if (ctx.honeypot || issuedAt === null || !(await genuineToken(ctx.formToken))) {
    logger.info({
      event: `${ctx.kind}.spam_refused`,
      honeypot: Boolean(ctx.honeypot),
      token: issuedAt !== null,
    })
    return { status: 'rejected', code: 400, msg: m.cms_msg_invalid({}, o) }
  }
  if (Date.now() - issuedAt > FORM_TOKEN_TTL_MS)
    return { status: 'rejected', code: 400, msg: m.form_expired({}, o) }
  return null
}

/** Fields that fail the schema: 400, with one message per field. */
export function invalidFields(
  errors: Record<string, string>,
  o: { locale: Locale },
): WriteRejection {
  return { status: 'rejected', code: 400, msg: m.cms_msg_invalid({}, o), errors }
}

/**
 * A 2xx answer whose code is not 0. The service's own message is in zh or en only: the visitor
 * reads the site's words for its code, in any of the 13 languages (ADR 025).
 */
export function refusedAnswer(
  data: { code?: number; msg?: string } | undefined,
  o: { locale: Locale },
): WriteRejection {
  return {
    status: 'rejected',
    code: data?.code ?? 500,
    msg: rejectionMessage(data?.code, o),
  }
}

/** The service's per-field errors, each in the site's words (the fields stay named). */
function siteFieldErrors(
  errors: Record<string, string> | undefined,
  o: { locale: Locale },
): Record<string, string> | undefined {
  if (!errors) return undefined
  return Object.fromEntries(Object.keys(errors).map((field) => [field, m.field_check({}, o)]))
}

/**
 * A failed call to the content service: its 4xx answer (with the service's message and per-field
 * errors), or "unavailable" when there is no definitive answer; the visitor keeps what they typed.
 */
export function serviceFailure(
  error: unknown,
  o: { locale: Locale },
  kind: string,
): WriteRejection | WriteUnavailable {
  if (error instanceof CmsError && error.kind === 'http' && error.status < 500) {
    // The service's words are zh or en only: the site's, by status, in the visitor's language.
    const errors = siteFieldErrors(error.fieldErrors, o)
    return {
      status: 'rejected',
      code: error.code ?? error.status,
      msg: rejectionMessage(error.status, o),
      ...(errors ? { errors } : {}),
    }
  }
  logger.warn({ event: `${kind}.service_unavailable`, err: (error as Error).message })
  return { status: 'unavailable', msg: m.consult_network_error({}, o) }
}

/**
 * The answer of a write's server function with its HTTP status: a refusal keeps its 4xx (a code
 * of the service's own that is not an HTTP status becomes 400), no definitive answer is a 503.
 * The form reads the body either way; caches, logs and monitors see the truth.
 */
export function withHttpStatus<T extends { status: string; code?: number }>(result: T): T {
  if (result.status === 'rejected') {
    const code = result.code ?? 400
    setResponseStatus(code >= 400 && code < 600 ? code : 400)
  } else if (result.status === 'unavailable') {
    setResponseStatus(503)
  }
  return result
}
