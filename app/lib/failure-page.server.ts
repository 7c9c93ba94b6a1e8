/**
 * The answer to a failure nobody foresaw (app/server.ts catches it and logs it): the visitor's
 * words in the locale of the page, no detail of the failure; JSON for the APIs.
 */
import { detectLocaleFromRequest, localeFromPath } from '../i18n/detect'
import * as m from '../paraglide/messages.js'

const noStore = { 'Cache-Control': 'no-store' }

/** A plain page for a failure nobody foresaw: the visitor's words, no detail of the failure. */
export function failureAnswer(request: Request): Response {
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname) ?? detectLocaleFromRequest(request).locale
  const o = { locale }
  if (/^\/(cms|api|_serverFn)\//.test(url.pathname))
    return Response.json(
      { status: 'unavailable', code: 500, msg: m.cms_msg_server_error({}, o) },
      { status: 500, headers: noStore },
    )
  const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
  const html = `<!doctype html><html lang="${locale}"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(m.error_generic_title({}, o))}</title><main style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>${escape(m.error_generic_title({}, o))}</h1><p>${escape(m.error_generic_description({}, o))}</p><p><a href="/${locale}">${escape(m.error_back_home({}, o))}</a></p></main></html>`
  return new Response(html, {
    status: 500,
    headers: { ...noStore, 'Content-Type': 'text/html; charset=utf-8' },
  })
}
