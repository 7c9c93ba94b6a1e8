/**
 * What every write from a visitor (consultation, download request, job application) checks
 * before anything is stored: the request comes from our pages (CSRF), a person took some time
 * to fill the form, and the content service's status codes become the site's localized words.
 */
import type { Locale } from '../i18n/locales'
import * as m from '../paraglide/messages.js'
import { CLIENT_ADDRESS_HEADER } from './request-headers'

/** Faster than this, a form was filled by a script. */
export const MIN_FILL_MS = 1_500

/** The request comes from one of our pages (the CSRF check of every write). */
export function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin')
  if (!origin) return request.headers.get('sec-fetch-site') !== 'cross-site'
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host')
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
}

/** The client's address, set by the server entry from the socket (app/server.ts), never by the client. */
export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown'
}

/** The site's message for a status the content service answered with. */
export function rejectionMessage(status: number | undefined, o: { locale: Locale }): string {
  switch (status) {
    case 400:
      return m.cms_msg_invalid({}, o)
    case 403:
      return m.cms_msg_forbidden({}, o)
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
