/**
 * A form posted without JavaScript (ADR 030): the consultation, the download request and the job
 * application as plain HTML forms, posted to their page's own URL. The same rules as the
 * JavaScript paths, in this order:
 * - before the body is read: our origin (403), its media type (415), its declared size (413),
 *   the per-client allowances of these posts (429; their own, stricter than the server
 *   functions': CONSULT_RATE_LIMIT per five minutes for the three forms together, and
 *   FORM_REFUSED_RATE_LIMIT for posts refused for what they carry, which never spend the first);
 * - the body, under the server's clock and counted (408, 413; app/lib/read-form.server.ts);
 * - the page stamp (400: forged, malformed, from the future or over a day old), the honeypot
 *   (400);
 * - then the domain's one store function, shared with the JavaScript path: the contract's schema
 *   (400 with a message per field), a one-use token the site fetches from the content service for
 *   this visitor and holds until the service accepts it (503 past five seconds), the write, which
 *   the service answers only after storing.
 * The outcome is a redirect (303) to the confirmation, or the answer the page shows again with
 * the values: never a 500, never personal data in a log line or a URL.
 */
import { localeFromPath } from '../i18n/detect'
import { isLocale, type Locale } from '../i18n/locales'
import { serverFormToken } from '../lib/form-token.server'
import { logger } from '../lib/logger.server'
import { readFormBody } from '../lib/read-form.server'
import { isMultipartForm } from '../lib/server-fn-gate.server'
import { outcomeOf, writeAllowance } from '../lib/write-allowance.server'
import {
  clientIp,
  sameOrigin,
  type TokenSource,
  type WriteRejection,
  type WriteUnavailable,
} from '../lib/write-guards.server'
import * as m from '../paraglide/messages.js'
import type { FormAnswer } from './form-answer'
import type { FormKind } from './form-kinds'
import { checkStamp } from './form-stamp.server'

/** The hidden field of the page stamp, and the honeypot's. */
export const STAMP_FIELD = 'stamp'
const HONEYPOT_FIELD = 'website'
/** A text value sent back to fill the form again is cut here (the schema allows far less). */
const VALUE_MAX = 2_000

export type StoreResult<T extends object = object> =
  ({ status: 'ok' } & T) | WriteRejection | WriteUnavailable

/** What one kind of form posted without JavaScript needs besides the common rules. */
export interface PlainFormSpec<T extends object = object> {
  kind: FormKind
  /** Multipart only (a file goes with it); otherwise urlencoded or multipart. */
  multipart: boolean
  /** The body's limit in bytes. */
  limit: number
  /** The text fields the page fills again after a refusal. */
  fields: readonly string[]
  /** The domain's store function, shared with the JavaScript path. */
  store(ctx: {
    locale: Locale
    form: FormData
    values: Record<string, string>
    request: Request
    token: TokenSource
  }): Promise<StoreResult<T>>
  /** Where a stored post goes (a relative path, or the file of a granted download). */
  confirmation(ctx: { locale: Locale; url: URL; result: T }): string
}

export type PostOutcome = { redirect: string } | { answer: FormAnswer }

/** A refusal of a post: logged with its reason, answered with the values sent (if read). */
function refuser(spec: PlainFormSpec, form: FormData | null) {
  return (code: number, msg: string, reason: string, errors: Record<string, string> = {}) => {
    logger.info({ event: 'plain_form.refused', kind: spec.kind, status: code, reason })
    return { answer: { kind: spec.kind, code, msg, errors, values: sentValues(spec, form) } }
  }
}

/** The three forms' posts together, per client and five minutes (write-allowance.server.ts). */
const postAllowance = writeAllowance(300)

/** For tests: new limiters (the environment changed). */
export function resetPostLimiter(): void {
  postAllowance.reset()
}

const URLENCODED = /^application\/x-www-form-urlencoded\s*(;|$)/i

function mediaTypeAllowed(spec: PlainFormSpec, type: string): boolean {
  return isMultipartForm(type) || (!spec.multipart && URLENCODED.test(type))
}

/** The text fields of the form as sent, for filling it again (never a file). */
function sentValues(spec: PlainFormSpec, form: FormData | null): Record<string, string> {
  const values: Record<string, string> = {}
  for (const name of spec.fields) {
    const value = form?.get(name)
    if (typeof value === 'string') values[name] = value.slice(0, VALUE_MAX)
  }
  return values
}

/** The locale of the page posted to. */
export function postLocale(url: URL): Locale {
  const locale = localeFromPath(url.pathname)
  return isLocale(locale) ? locale : 'zh-CN'
}

/** What a post of this kind of form comes to: a redirect to its confirmation, or an answer. */
export async function decidePost<T extends object>(
  spec: PlainFormSpec<T>,
  request: Request,
): Promise<PostOutcome> {
  const url = new URL(request.url)
  const locale = postLocale(url)
  const o = { locale }
  const refuse = refuser(spec, null)
  // Everything that can be decided without the body is decided before its first byte is read.
  if (!sameOrigin(request)) return refuse(403, m.cms_msg_forbidden({}, o), 'origin')
  const type = request.headers.get('content-type') ?? ''
  if (!mediaTypeAllowed(spec, type))
    return refuse(415, m.cms_msg_unsupported_type({}, o), 'media_type')
  if (Number(request.headers.get('content-length')) > spec.limit)
    return refuse(413, m.cms_msg_too_large({}, o), 'declared_size')
  const decided = await postAllowance.spend(
    clientIp(request),
    () => decideBody(spec, request, url, locale),
    (outcome) =>
      outcomeOf(
        'answer' in outcome
          ? { status: 'rejected', code: outcome.answer.code }
          : {
              status: 'ok',
            },
      ),
  )
  return decided ?? refuse(429, m.cms_msg_rate_limited({}, o), 'rate_limit')
}

/** The body of a post within the allowances: read, stamp, honeypot, then the domain's store. */
async function decideBody<T extends object>(
  spec: PlainFormSpec<T>,
  request: Request,
  url: URL,
  locale: Locale,
): Promise<PostOutcome> {
  const o = { locale }
  const type = request.headers.get('content-type') ?? ''
  const form = await readFormBody(request, { type, limit: spec.limit, kind: spec.kind }, o)
  if (!(form instanceof FormData)) return refuser(spec, null)(form.code, form.msg, 'body')
  const refuse = refuser(spec, form)
  const stamp = checkStamp(spec.kind, form.get(STAMP_FIELD))
  if (stamp !== 'ok') {
    const expired = stamp === 'expired' || stamp === 'future'
    return refuse(400, expired ? m.form_stamp_expired({}, o) : m.form_stamp_invalid({}, o), stamp)
  }
  if (form.get(HONEYPOT_FIELD)) return refuse(400, m.cms_msg_invalid({}, o), 'honeypot')

  const values = sentValues(spec, form)
  const token = () => serverFormToken(locale, request)
  const result = await spec.store({ locale, form, values, request, token })
  if (result.status === 'ok') {
    logger.info({ event: 'plain_form.stored', kind: spec.kind })
    return { redirect: spec.confirmation({ locale, url, result }) }
  }
  if (result.status === 'unavailable') return refuse(503, result.msg, 'unavailable')
  const code = result.code >= 400 && result.code < 500 ? result.code : 400
  return refuse(code, result.msg, 'rejected', result.errors)
}
