/**
 * The request bodies the service reads, by their parsed Content-Type (not by prefix: that let
 * application/jsonp, application/json-patch+json and UTF-16 JSON through as JSON).
 */
import { parse } from 'content-type'

/** RFC 9110 token characters (5.6.2). */
const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+"
/** RFC 9110 quoted-string (5.6.4): qdtext or a quoted-pair. */
const QUOTED = '"(?:[\\t !#-\\[\\]-~\\x80-\\xff]|\\\\[\\t -~\\x80-\\xff])*"'
/** One `; name=value` parameter, after optional whitespace. */
const PARAMETER = `[ \\t]*;[ \\t]*(${TOKEN})=(?:${TOKEN}|${QUOTED})`
/**
 * `type/subtype` followed by parameters, each one complete. Stricter than RFC 9110, which allows
 * empty parameters (`;;`) for robustness, and than the `content-type` package, which skips them
 * and a name without a value: a header the service reads must say one thing only.
 */
const MEDIA_TYPE = new RegExp(`^${TOKEN}/${TOKEN}(?:${PARAMETER})*$`)

/** The media type and its parameters, or undefined for a malformed header or a repeated name. */
function mediaType(header: string | undefined) {
  const value = (header ?? '').trim()
  if (!MEDIA_TYPE.test(value)) return undefined
  const names = [...value.matchAll(new RegExp(PARAMETER, 'g'))].map(([, name]) =>
    name!.toLowerCase(),
  )
  return new Set(names).size === names.length ? parse(value) : undefined
}

/** application/json, with no parameter but an optional charset=utf-8 (JSON is UTF-8, RFC 8259). */
export function isJsonBody(header: string | undefined): boolean {
  const parsed = mediaType(header)
  if (!parsed) return false
  const { type, parameters } = parsed
  const names = Object.keys(parameters)
  return (
    type === 'application/json' &&
    names.every((name) => name === 'charset') &&
    (parameters.charset === undefined || parameters.charset.toLowerCase() === 'utf-8')
  )
}

/** multipart/form-data with its boundary (where the contract documents an upload). */
export function isMultipartForm(header: string | undefined): boolean {
  const parsed = mediaType(header)
  return parsed?.type === 'multipart/form-data' && Boolean(parsed.parameters.boundary)
}
