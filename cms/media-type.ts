/**
 * The request bodies the service reads, by their parsed Content-Type (not by prefix: that let
 * application/jsonp, application/json-patch+json and UTF-16 JSON through as JSON).
 */
import { parse } from 'content-type'

function mediaType(header: string | undefined) {
  return parse(header ?? '')
}

/** application/json, with no parameter but an optional charset=utf-8 (JSON is UTF-8, RFC 8259). */
export function isJsonBody(header: string | undefined): boolean {
  const { type, parameters } = mediaType(header)
  const names = Object.keys(parameters)
  return (
    type === 'application/json' &&
    names.every((name) => name === 'charset') &&
    (parameters.charset === undefined || parameters.charset.toLowerCase() === 'utf-8')
  )
}

/** multipart/form-data with its boundary (where the contract documents an upload). */
export function isMultipartForm(header: string | undefined): boolean {
  const { type, parameters } = mediaType(header)
  return type === 'multipart/form-data' && Boolean(parameters.boundary)
}
