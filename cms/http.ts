/** The response envelope `{ code, data, msg }` and localized messages of the content service. */
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { localeFromAcceptLanguage } from '../app/i18n/detect'
import { baseLocale, type Locale } from '../app/i18n/locales'
import * as m from '../app/paraglide/messages.js'

/** The caller's locale, from Accept-Language (the site sends the visitor's locale). */
export function requestLocale(c: Context): Locale {
  return localeFromAcceptLanguage(c.req.header('accept-language')) ?? baseLocale
}

export function ok<T>(c: Context, data: T) {
  return c.json({ code: 0, msg: m.cms_msg_success({}, { locale: requestLocale(c) }), data })
}

export function fail(
  c: Context,
  status: ContentfulStatusCode,
  msg: string,
  errors?: Record<string, string>,
) {
  return c.json({ code: status, msg, data: null, ...(errors ? { errors } : {}) }, status)
}

export const messages = {
  invalid: (c: Context) => m.cms_msg_invalid({}, { locale: requestLocale(c) }),
  notFound: (c: Context) => m.cms_msg_not_found({}, { locale: requestLocale(c) }),
  tooLarge: (c: Context) => m.cms_msg_too_large({}, { locale: requestLocale(c) }),
  rateLimited: (c: Context) => m.cms_msg_rate_limited({}, { locale: requestLocale(c) }),
  forbidden: (c: Context) => m.cms_msg_forbidden({}, { locale: requestLocale(c) }),
  unsupportedType: (c: Context) => m.cms_msg_unsupported_type({}, { locale: requestLocale(c) }),
  serverError: (c: Context) => m.cms_msg_server_error({}, { locale: requestLocale(c) }),
  fileRequired: (c: Context) => m.cms_msg_file_required({}, { locale: requestLocale(c) }),
  fileType: (c: Context) => m.cms_msg_file_type({}, { locale: requestLocale(c) }),
}
