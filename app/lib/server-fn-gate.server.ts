/**
 * What a server-function call must be before TanStack Start parses it: GET or POST, a JSON body
 * (`application/json`, optionally `charset=utf-8`) of at most 64 KB that parses and nests no
 * deeper than the forms need, in the serialization TanStack Start reads (plain data: the forms send
 * nothing else), addressed to a function this build has. Anything else gets the
 * right 4xx with a JSON answer the forms understand, instead of a 500 from the deserializer
 * or memory spent on a body nobody asked for.
 */
import contentType from 'content-type'
import { fromJSON } from 'seroval'
import type { Locale } from '../i18n/locales'
import * as m from '../paraglide/messages.js'
import { BodyTooLarge } from './body-guard.server'
import { SERVER_FN_BODY_LIMIT } from './body-limits'
import { readBody } from './read-body.server'
import { SERVER_FN_PREFIX } from './request-headers'
import { rejectionMessage, sameOrigin } from './write-guards.server'

export { SERVER_FN_BODY_LIMIT, SERVER_FN_PREFIX }

/** Deeper than any payload the forms send (seroval nests a few levels per object). */
const MAX_DEPTH = 64

/** A refusal in the shape the forms read (`status`, `code`, `msg`), with a real HTTP status. */
export function refusal(code: number, locale: Locale, headers: Record<string, string> = {}) {
  const o = { locale }
  const msg =
    code === 404 ? m.cms_msg_not_found({}, o) : code === 405 ? m.cms_msg_invalid({}, o) : null
  return Response.json(
    { status: 'rejected', code, msg: msg ?? rejectionMessage(code, o) },
    { status: code, headers: { 'Cache-Control': 'no-store', ...headers } },
  )
}

/** `application/json` with no parameter but `charset=utf-8`; anything else is not our JSON. */
export function isPlainJson(header: string | null): boolean {
  if (!header) return false
  try {
    const parsed = contentType.parse(header)
    const params = Object.entries(parsed.parameters)
    return (
      parsed.type === 'application/json' &&
      params.every(([name, value]) => name === 'charset' && value.toLowerCase() === 'utf-8')
    )
  } catch {
    return false
  }
}

/** `multipart/form-data` with its boundary, parsed strictly (a malformed header is not one). */
export function isMultipartForm(header: string | null): boolean {
  if (!header) return false
  try {
    const parsed = contentType.parse(header)
    return parsed.type === 'multipart/form-data' && Boolean(parsed.parameters.boundary)
  } catch {
    return false
  }
}

/** How deep arrays and objects nest in a JSON text (strings skipped), without parsing it. */
export function jsonDepth(text: string): number {
  let depth = 0
  let max = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92 /* \ */) i++
      else if (c === 34 /* " */) inString = false
    } else if (c === 34) inString = true
    else if (c === 123 /* { */ || c === 91 /* [ */) max = Math.max(max, ++depth)
    else if (c === 125 /* } */ || c === 93 /* ] */) depth--
  }
  return max
}

/**
 * The request to hand to TanStack Start (its body read once and passed on), or the refusal.
 * `knownFunction` says whether this build has a server function of that id.
 */
export async function gateServerFnCall(
  request: Request,
  locale: Locale,
  knownFunction: (id: string) => Promise<boolean>,
): Promise<Request | Response> {
  if (request.method !== 'GET' && request.method !== 'POST') {
    return refusal(405, locale, { Allow: 'GET, POST' })
  }
  const id = new URL(request.url).pathname.slice(SERVER_FN_PREFIX.length)
  if (!/^[\w-]{1,200}$/.test(id) || !(await knownFunction(id))) return refusal(404, locale)
  if (request.method === 'GET') {
    const payload = new URL(request.url).searchParams.get('payload')
    if (payload === null) return request
    return payload.length <= SERVER_FN_BODY_LIMIT && isPayload(payload)
      ? request
      : refusal(400, locale)
  }

  // A call from another site's page is refused before a byte of its body is read.
  if (!sameOrigin(request)) return refusal(403, locale)
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > SERVER_FN_BODY_LIMIT) return refusal(413, locale)
  if (!isPlainJson(request.headers.get('content-type'))) return refusal(415, locale)
  let text: string
  try {
    const bytes = await readBody(request, SERVER_FN_BODY_LIMIT)
    if (bytes === 'too-large') return refusal(413, locale)
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch (error) {
    // Past the limit, chunked (the server entry has answered 413 already); else not UTF-8, or
    // the body broke off.
    return refusal(error instanceof BodyTooLarge ? 413 : 400, locale)
  }
  if (!isPayload(text)) return refusal(400, locale)
  return new Request(request.url, {
    method: 'POST',
    headers: request.headers,
    body: text,
    signal: request.signal,
  })
}

/**
 * Only plain data: strings, numbers, booleans, null, arrays and plain objects. A `__proto__` key
 * in the serialization becomes an object's prototype when deserialized, where a strict schema
 * never sees it: such a payload is refused here.
 */
function isPlainData(value: unknown, depth = 0): boolean {
  if (value === null || typeof value !== 'object') return typeof value !== 'function'
  if (depth > MAX_DEPTH) return false
  const proto: unknown = Object.getPrototypeOf(value)
  if (Array.isArray(value)) {
    return proto === Array.prototype && value.every((item) => isPlainData(item, depth + 1))
  }
  if (proto !== Object.prototype && proto !== null) return false
  return Reflect.ownKeys(value).every(
    (key) =>
      typeof key === 'string' &&
      key !== '__proto__' &&
      isPlainData((value as Record<string, unknown>)[key], depth + 1),
  )
}

/** A JSON text, not too deep, that deserializes to `{ data?, context? }` of plain data. */
function isPayload(text: string): boolean {
  if (!text.trim() || jsonDepth(text) > MAX_DEPTH) return false
  try {
    const value: unknown = fromJSON(JSON.parse(text) as Parameters<typeof fromJSON>[0], {})
    return (
      typeof value === 'object' && value !== null && !Array.isArray(value) && isPlainData(value)
    )
  } catch {
    return false
  }
}
