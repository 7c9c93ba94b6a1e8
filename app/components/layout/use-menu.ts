import { useSuspenseQuery } from '@tanstack/react-query'
import { navigationQueries } from '../../content/navigation.queries'
import { useLocale } from '../../i18n/use-locale'
import type { Menu } from '../../pages/menu'

/** The menus and the shell's words of the page's locale (built on the server, in the SSR data). */
export function useMenu(): Menu {
  const locale = useLocale()
  return useSuspenseQuery(navigationQueries.menu(locale)).data
}
