/** Query options of the home page's content strips; the key carries the locale. */
import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../i18n/locales'
import { getHomeStrips } from './home.functions'

export const homeQueries = {
  strips: (lang: Locale) =>
    queryOptions({
      queryKey: ['cms', 'home-strips', lang],
      queryFn: () => getHomeStrips({ data: { lang } }),
      staleTime: 5 * 60_000,
    }),
}
