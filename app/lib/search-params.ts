/**
 * Search-param validators of the routes. They run in the browser on every navigation, so they are
 * plain functions rather than a schema library (which would add ~14 KB gzip to every page).
 * Anything invalid is dropped rather than answered with an error. A dropped key is returned as
 * `undefined`, never left out: the router merges a route's result over the raw search, so a
 * missing key would keep its raw, unvalidated value.
 */

function integerIn(value: unknown, min: number, max: number): number | undefined {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined
}

/** `?id=` of the detail pages (caseDetails, join-details): a positive integer. */
export function validateIdSearch(search: Record<string, unknown>): { id?: number } {
  return { id: integerIn(search.id, 1, Number.MAX_SAFE_INTEGER) }
}

/** `?anchor=1..4` of the service page. */
export function validateAnchorSearch(search: Record<string, unknown>): { anchor?: number } {
  return { anchor: integerIn(search.anchor, 1, 4) }
}

/** `?page=` of the lists: a page number from 1; page 1 is the bare URL. */
export function validatePageSearch(search: Record<string, unknown>): { page?: number } {
  return { page: integerIn(search.page, 2, 10_000) }
}

/** A search box's text: trimmed, inner spaces collapsed, at most 100 characters; empty drops it. */
function keyword(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const text = String(value).replace(/\s+/g, ' ').trim().slice(0, 100)
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
    tag: integerIn(search.tag, 1, Number.MAX_SAFE_INTEGER),
  }
}

/** `?category=&place=&page=` of the job list: a category id, a workplace id, a page number. */
export function validateJobSearch(search: Record<string, unknown>): {
  category?: number
  place?: number
  page?: number
} {
  return {
    category: integerIn(search.category, 1, Number.MAX_SAFE_INTEGER),
    place: integerIn(search.place, 1, Number.MAX_SAFE_INTEGER),
    page: integerIn(search.page, 2, 10_000),
  }
}

/** `?v=` of the video center: the id of the video in the player. */
export function validateVideoSearch(search: Record<string, unknown>): { v?: number } {
  return { v: integerIn(search.v, 1, Number.MAX_SAFE_INTEGER) }
}
