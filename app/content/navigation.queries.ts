/** Query options of the header and footer data; every key carries the locale. */
import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../i18n/locales'
import { getMenu, getPartnerLinks } from './navigation.functions'

const FIVE_MINUTES = 5 * 60_000

export const navigationQueries = {
  menu: (lang: Locale) =>
    queryOptions({
      queryKey: ['site', 'menu', lang],
      queryFn: () => getMenu({ data: { lang } }),
      staleTime: FIVE_MINUTES,
    }),
  partnerLinks: (lang: Locale) =>
    queryOptions({
      queryKey: ['cms', 'partner-links', lang],
      queryFn: () => getPartnerLinks({ data: { lang } }),
      staleTime: FIVE_MINUTES,
    }),
}
