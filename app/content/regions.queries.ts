import { queryOptions } from '@tanstack/react-query'
import { getRegions } from './regions.functions'

export const regionQueries = {
  /** Region names are Chinese in every locale, so the key needs no locale. */
  tree: () =>
    queryOptions({
      queryKey: ['cms', 'regions'],
      queryFn: () => getRegions(),
      staleTime: 6 * 60 * 60 * 1000,
      gcTime: Infinity,
    }),
}
