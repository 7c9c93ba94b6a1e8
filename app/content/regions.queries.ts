import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../i18n/locales'
import { getLocale } from '../paraglide/runtime.js'
import { regionVariant } from './region-names'
import { getRegions } from './regions.functions'

export const regionQueries = {
  /**
   * The names are Chinese for every locale; what differs is their labels (none, Traditional or
   * romanized), so the key carries the variant, shared by the locales of one variant. Without a
   * locale: the page's, as Paraglide resolves it (the URL in the browser).
   */
  tree: (locale: Locale = getLocale()) => {
    const variant = regionVariant(locale)
    return queryOptions({
      queryKey: ['cms', 'regions', variant],
      queryFn: () => getRegions({ data: { variant } }),
      staleTime: 6 * 60 * 60 * 1000,
      gcTime: Infinity,
    })
  },
}
