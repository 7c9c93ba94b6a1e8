/** Query options of the careers pages; keys carry the locale and the filters. */
import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../i18n/locales'
import { getJobDetail, getJobList } from './careers.functions'
import type { JobQuery } from './careers.server'

/** Jobs change a few times a week: five minutes in the browser's cache. */
const staleTime = 5 * 60_000

export const careerQueries = {
  list: (lang: Locale, query: JobQuery) =>
    queryOptions({
      queryKey: ['cms', 'jobs', lang, query.category, query.place, query.page],
      queryFn: () => getJobList({ data: { lang, ...query } }),
      staleTime,
    }),
  detail: (lang: Locale, id: number, preview?: string) =>
    queryOptions({
      queryKey: ['cms', 'job', lang, id, preview ?? null],
      queryFn: () => getJobDetail({ data: { lang, id, preview } }),
      staleTime: preview ? 0 : staleTime,
    }),
}
