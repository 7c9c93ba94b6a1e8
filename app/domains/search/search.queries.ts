/** Query options of the search page; keys carry the locale and the whole query. */
import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../i18n/locales'
import { getSearch } from './search.functions'
import type { SearchType } from './search-types'

export interface SearchQuery {
  q: string | null
  type: SearchType | null
  page: number
}

export const searchQueries = {
  results: (lang: Locale, query: SearchQuery) =>
    queryOptions({
      queryKey: ['cms', 'search', lang, query.q, query.type, query.page],
      queryFn: () => getSearch({ data: { lang, ...query } }),
      staleTime: 60_000,
    }),
}
