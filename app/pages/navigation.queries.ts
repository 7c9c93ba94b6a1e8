/** Query options of the header and footer data; every key carries the locale. */
import { queryOptions, type QueryClient } from '@tanstack/react-query'
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

/** What the shell needs for a locale (menus, shell words, partner links), through the cache. */
export async function loadShell(queryClient: QueryClient, lang: Locale) {
  const [menu, partnerLinks] = await Promise.all([
    queryClient.ensureQueryData(navigationQueries.menu(lang)),
    queryClient.ensureQueryData(navigationQueries.partnerLinks(lang)),
  ])
  return { menu, partnerLinks }
}
