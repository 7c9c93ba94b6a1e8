/** Query options of the download center; the key carries the locale and the chosen document. */
import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../i18n/locales'
import { getDownloadCenter } from './download-center.functions'

export const downloadCenterQueries = {
  page: (lang: Locale, id: number | null) =>
    queryOptions({
      queryKey: ['cms', 'download-center', lang, id],
      queryFn: () => getDownloadCenter({ data: { lang, id } }),
      staleTime: 5 * 60_000,
    }),
}
