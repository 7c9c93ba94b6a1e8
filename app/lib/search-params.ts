/**
 * Search-param validators of the routes. They run in the browser on every navigation, so they are
 * plain functions rather than a schema library (which would add ~14 KB gzip to every page).
 * An invalid page number or search text is dropped; an id that cannot be one throws MalformedId
 * (404). A dropped key is returned as
 * `undefined`, never left out: the router merges a route's result over the raw search, so a
 * missing key would keep its raw, unvalidated value.
 */

/** The largest id the content service has (its ids are PostgreSQL `integer`s). */
export const DB_ID_MAX = 2_147_483_647

/**
 * The router's reading of one query value (app/router.tsx): a plain decimal integer becomes a
 * number, JSON strings, arrays, objects, booleans and null are parsed as before; anything else
 * stays text. The router's default JSON.parse also read `24.0`, `1e3` and ` 24` as numbers, so
 * `?id=24.0` showed case 24 under a second URL.
 */
export function parseSearchValue(text: string): unknown {
  if (/^-?(0|[1-9]\d*)$/.test(text)) {
    const number = Number(text)
    if (Number.isSafeInteger(number)) return number
  } else if (/^(true|false|null)$|^["[{]/.test(text)) return JSON.parse(text)
  throw new Error('not a plain value: kept as text')
}

/** A number from `min` to `max`, from a number or a string of plain decimal digits. */
function integerIn(value: unknown, min: number, max: number): number | undefined {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value)
        ? Number(value)
        : Number.NaN
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined
}

/**
 * A query names an item by an id that cannot be one (not a plain decimal integer from 1 to
 * DB_ID_MAX): the page names nothing. Thrown by the validators below; the router puts it on the
 * match, and the page answers 404 with the not-found page (its `status`, app/lib/error-status.ts).
 */
export class MalformedId extends Error {
  readonly status = 404
  constructor(key: string) {
    super(`?${key}= is not an id`)
    this.name = 'MalformedId'
  }
}

/** An id parameter: absent or empty is none; anything but a valid id throws MalformedId. */
function idParam(search: Record<string, unknown>, key: string): number | undefined {
  const value = search[key]
  if (value === undefined || value === null || value === '') return undefined
  const id = integerIn(value, 1, DB_ID_MAX)
  if (id === undefined) throw new MalformedId(key)
  return id
}

/**
 * A preview token of the content service (cms/content/preview.ts): a base64url payload, a dot and
 * a base64url HMAC-SHA256 (43 characters). Only its form is checked here; the service checks it.
 */
export const PREVIEW_TOKEN = /^[A-Za-z0-9_-]{8,400}\.[A-Za-z0-9_-]{43}$/

/** `?preview=` of the detail pages: absent or empty is none; anything but a token's form, 404. */
export function validatePreviewSearch(search: Record<string, unknown>): { preview?: string } {
  const value = search.preview
  if (value === undefined || value === null || value === '') return { preview: undefined }
  if (typeof value !== 'string' || !PREVIEW_TOKEN.test(value)) throw new MalformedId('preview')
  return { preview: value }
}

/** `?id=` of the detail pages (caseDetails, join-details): a positive integer; and `?preview=`. */
export function validateIdSearch(search: Record<string, unknown>): {
  id?: number
  preview?: string
} {
  return { id: idParam(search, 'id'), ...validatePreviewSearch(search) }
}

/** `?anchor=1..4` of the service page. */
export function validateAnchorSearch(search: Record<string, unknown>): { anchor?: number } {
  return { anchor: integerIn(search.anchor, 1, 4) }
}

/** `?page=` of the lists: a page number from 1; page 1 is the bare URL. */
export function validatePageSearch(search: Record<string, unknown>): { page?: number } {
  return { page: integerIn(search.page, 2, 10_000) }
}

/**
 * A search box's text: control and format characters (NUL among them) removed, trimmed, inner
 * spaces collapsed, at most 100 characters; empty drops it.
 */
function keyword(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const text = String(value)
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100)
  return text || undefined
}

/** `?page=&q=&tag=` of the news lists. */
export function validateNewsSearch(search: Record<string, unknown>): {
  page?: number
  q?: string
  tag?: number
} {
  return {
    page: integerIn(search.page, 2, 10_000),
    q: keyword(search.q),
    tag: idParam(search, 'tag'),
  }
}

/** `?category=&place=&page=` of the job list: a category id, a workplace id, a page number. */
export function validateJobSearch(search: Record<string, unknown>): {
  category?: number
  place?: number
  page?: number
} {
  return {
    category: idParam(search, 'category'),
    place: idParam(search, 'place'),
    page: integerIn(search.page, 2, 10_000),
  }
}

/** `?v=` of the video center: the id of the video in the player. */
export function validateVideoSearch(search: Record<string, unknown>): {
  v?: number
  preview?: string
} {
  return { v: idParam(search, 'v'), ...validatePreviewSearch(search) }
}
