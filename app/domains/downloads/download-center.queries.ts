/** Query options of the download center; the key carries the locale and the chosen document. */
import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../i18n/locales'
import { getDownloadCenter } from './download-center.functions'

export const downloadCenterQueries = {
  page: (lang: Locale, id: number | null, preview?: string) =>
    queryOptions({
      queryKey: ['cms', 'download-center', lang, id, preview ?? null],
      queryFn: () => getDownloadCenter({ data: { lang, id, preview } }),
      staleTime: preview ? 0 : 5 * 60_000,
    }),
}
