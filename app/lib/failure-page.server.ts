/**
 * The answer to a failure nobody foresaw (app/server.ts catches it and logs it): the visitor's
 * words in the locale of the page, no detail of the failure; JSON for the APIs.
 */
import { detectLocaleFromRequest, localeFromPath } from '../i18n/detect'
import type { Locale } from '../i18n/locales'
import * as m from '../paraglide/messages.js'

const noStore = { 'Cache-Control': 'no-store' }

/** A plain page for a failure nobody foresaw: the visitor's words, no detail of the failure. */
export function failureAnswer(request: Request): Response {
  return plainAnswer(request, 500, (o) => ({
    title: m.error_generic_title({}, o),
    text: m.error_generic_description({}, o),
    json: { status: 'unavailable', code: 500, msg: m.cms_msg_server_error({}, o) },
  }))
}

/** A body past its path's limit (app/lib/body-limits.ts), answered before the handler's answer. */
export function tooLargeAnswer(request: Request): Response {
  return plainAnswer(request, 413, (o) => ({
    title: m.cms_msg_too_large({}, o),
    text: '',
    json: { status: 'rejected', code: 413, msg: m.cms_msg_too_large({}, o) },
  }))
}

/**
 * A render refused because RENDER_QUEUE_LIMIT requests wait already (render-queue.server.ts): 503
 * with Retry-After, kept by no cache, in the visitor's words.
 */
export function busyAnswer(request: Request, retryAfterSeconds: number): Response {
  const response = plainAnswer(request, 503, (o) => ({
    title: m.cms_msg_server_error({}, o),
    text: m.error_generic_description({}, o),
    json: { status: 'unavailable', code: 503, msg: m.cms_msg_server_error({}, o) },
  }))
  response.headers.set('Retry-After', String(retryAfterSeconds))
  return response
}

/** JSON for the APIs, else a plain page in the locale of the page asked for. */
function plainAnswer(
  request: Request,
  status: number,
  words: (o: { locale: Locale }) => { title: string; text: string; json: object },
): Response {
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname) ?? detectLocaleFromRequest(request).locale
  const o = { locale }
  const { title, text, json } = words(o)
  if (/^\/(cms|api|_serverFn)\//.test(url.pathname))
    return Response.json(json, { status, headers: noStore })
  const escape = (value: string) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
  const paragraph = text ? `<p>${escape(text)}</p>` : ''
  const html = `<!doctype html><html lang="${locale}"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title><main style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>${escape(title)}</h1>${paragraph}<p><a href="/${locale}">${escape(m.error_back_home({}, o))}</a></p></main></html>`
  return new Response(html, {
    status,
    headers: { ...noStore, 'Content-Type': 'text/html; charset=utf-8' },
  })
}
