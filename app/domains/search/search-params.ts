/**
 * `?q=&type=&page=` of the search page, read in the browser on every navigation (plain code, no
 * schema library, as app/lib/search-params.ts). Control and format characters become spaces,
 * spaces collapse, the text is cut at SEARCH_MAX_LENGTH characters (a 10 kB query is searched by
 * its start, never refused); an unknown type or page is dropped.
 */
import { SEARCH_MAX_LENGTH, searchTypes, type SearchType } from './search-types'

export function validateSiteSearch(search: Record<string, unknown>): {
  q?: string
  type?: SearchType
  page?: number
} {
  const raw = typeof search.q === 'string' || typeof search.q === 'number' ? String(search.q) : ''
  const q = [
    ...raw
      .replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  ]
    .slice(0, SEARCH_MAX_LENGTH)
    .join('')
    .trim()
  const type = searchTypes.find((t) => t === search.type)
  const page = typeof search.page === 'number' ? search.page : Number(search.page)
  return {
    q: q || undefined,
    type,
    page: Number.isInteger(page) && page >= 2 && page <= 100 ? page : undefined,
  }
}
