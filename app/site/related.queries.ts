/** Query options of a page's related content; the key carries the locale and the page. */
import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../i18n/locales'
import { getRelatedContent } from './related.functions'
import type { RelatedPage } from './registry'

export const relatedQueries = {
  page: (lang: Locale, page: RelatedPage) =>
    queryOptions({
      queryKey: ['cms', 'related', lang, page],
      queryFn: () => getRelatedContent({ data: { lang, page } }),
      staleTime: 5 * 60_000,
    }),
}
