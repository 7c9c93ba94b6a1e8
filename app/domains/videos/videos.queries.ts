/** Query options of the video center; the key carries the locale and the chosen video. */
import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../i18n/locales'
import { getVideoCenter } from './videos.functions'

export const videoQueries = {
  center: (lang: Locale, v: number | null, preview?: string) =>
    queryOptions({
      queryKey: ['cms', 'videos', lang, v, preview ?? null],
      queryFn: () => getVideoCenter({ data: { lang, v, preview } }),
      staleTime: preview ? 0 : 5 * 60_000,
    }),
}
