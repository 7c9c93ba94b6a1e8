/** The search page's URL with its query (the form, the type filter, the pages, suggestions). */
import { routeLink, type RouteLink } from '../../lib/route-path'
import type { SearchType } from './search-types'

export function searchLink(
  lang: string,
  query: { q?: string | null; type?: SearchType | null; page?: number } = {},
): RouteLink {
  return routeLink(
    '/$lang/search',
    { lang },
    {
      q: query.q,
      type: query.type,
      page: query.page && query.page > 1 ? query.page : null,
    },
  )
}
