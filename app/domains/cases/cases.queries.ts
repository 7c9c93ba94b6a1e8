/** Query options of the case-study pages; keys carry the locale and what is listed. */
import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../i18n/locales'
import { getCaseDetail, getCaseList } from './cases.functions'

export const caseQueries = {
  list: (lang: Locale, category: string | null, page: number) =>
    queryOptions({
      queryKey: ['cms', 'cases', lang, category, page],
      queryFn: () => getCaseList({ data: { lang, category, page } }),
      staleTime: 5 * 60_000,
    }),
  detail: (lang: Locale, id: number, preview?: string) =>
    queryOptions({
      queryKey: ['cms', 'case', lang, id, preview ?? null],
      queryFn: () => getCaseDetail({ data: { lang, id, preview } }),
      staleTime: preview ? 0 : 5 * 60_000,
    }),
}
