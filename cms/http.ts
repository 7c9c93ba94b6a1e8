/** The response envelope `{ code, data, msg }` and the service's messages in the caller's language. */
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { parseLanguagePreference } from '../contract/content-language'
import { envelopeMessage, languageOf, translator, type ServiceLanguage } from './messages'

/**
 * The caller's language (zh or en): the request's `language` parameter where the endpoint has one
 * (its first language: Chinese for zh, zh-CN and zh-TW, English for the others), else
 * Accept-Language (the site sends its visitor's locale), else Chinese.
 */
export function requestLanguage(c: Context): ServiceLanguage {
  const first = parseLanguagePreference(c.req.query('language') ?? '')?.[0]
  if (first) return first.startsWith('zh') ? 'zh' : 'en'
  return languageOf(c.req.header('accept-language'))
}

/** Words for the contract's validation codes in the caller's language. */
export function requestTranslator(c: Context) {
  return translator(requestLanguage(c))
}

export function ok<T>(c: Context, data: T) {
  return c.json({ code: 0, msg: envelopeMessage('success', requestLanguage(c)), data })
}

export function fail(
  c: Context,
  status: ContentfulStatusCode,
  msg: string,
  errors?: Record<string, string>,
) {
  return c.json({ code: status, msg, data: null, ...(errors ? { errors } : {}) }, status)
}

const say = (key: Parameters<typeof envelopeMessage>[0]) => (c: Context) =>
  envelopeMessage(key, requestLanguage(c))

export const messages = {
  invalid: say('invalid'),
  notFound: say('notFound'),
  tooLarge: say('tooLarge'),
  rateLimited: say('rateLimited'),
  forbidden: say('forbidden'),
  unsupportedType: say('unsupportedType'),
  serverError: say('serverError'),
  conflict: say('conflict'),
  formExpired: say('formExpired'),
  formUsed: say('formUsed'),
  fileRequired: say('fileRequired'),
  fileType: say('fileType'),
  methodNotAllowed: say('methodNotAllowed'),
  previewInvalid: say('previewInvalid'),
  previewExpired: say('previewExpired'),
  unauthorized: say('unauthorized'),
}

/**
 * Whether the client went away before its request was read (an upload aborted half-way): reading
 * the body then fails with Node's `aborted` (ECONNRESET), which is no fault of the service.
 */
export function clientGone(c: Context): boolean {
  return c.req.raw.signal?.aborted === true
}

/** The caller's language tag as given (e.g. "de"), kept with a stored lead; "zh-CN" if none. */
export function callerLocale(c: Context): string {
  const first = (c.req.header('accept-language') ?? '').split(',')[0]?.split(';')[0]?.trim() ?? ''
  return /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,2}$/.test(first) ? first : 'zh-CN'
}
