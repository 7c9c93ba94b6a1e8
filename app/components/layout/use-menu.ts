import { useLoaderData, useMatch } from '@tanstack/react-router'
import type { PartnerLink } from '../../content/navigation.server'
import type { Menu } from '../../site/menu'

/**
 * The shell's data of the page's locale: loaded by the `$lang` route (a new locale is a new
 * match, loaded before it renders) or, outside the locale tree, by the root route. Read from
 * loader data, so the shell needs no query observer in the browser (docs/decisions/010).
 */
function useShellData(): { menu: Menu; partnerLinks: PartnerLink[] } {
  const localeMatch = useMatch({ from: '/$lang', shouldThrow: false })
  const root = useLoaderData({ from: '__root__' })
  return localeMatch?.loaderData ?? root
}

export function useMenu(): Menu {
  return useShellData().menu
}

/** The content service's partner links of the page's locale (empty when it is down). */
export function usePartnerLinks(): PartnerLink[] {
  return useShellData().partnerLinks
}
