/**
 * Search-param validators of the routes. They run in the browser on every navigation, so they are
 * plain functions rather than a schema library (which would add ~14 KB gzip to every page).
 * Anything invalid is dropped rather than answered with an error.
 */

function integerIn(value: unknown, min: number, max: number): number | undefined {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined
}

/** `?id=` of the detail pages (caseDetails, join-details): a positive integer. */
export function validateIdSearch(search: Record<string, unknown>): { id?: number } {
  const id = integerIn(search.id, 1, Number.MAX_SAFE_INTEGER)
  return id === undefined ? {} : { id }
}

/** `?anchor=1..4` of the service page. */
export function validateAnchorSearch(search: Record<string, unknown>): { anchor?: number } {
  const anchor = integerIn(search.anchor, 1, 4)
  return anchor === undefined ? {} : { anchor }
}
