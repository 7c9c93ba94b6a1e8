import { routeLink, type RouteLink } from '../lib/route-path'
import type { PageEntry } from './registry'

/**
 * A registry page under a locale, as a link for the router (`AppLink`); `pageHref` (registry.ts)
 * is its address as a string. A page with a parameter besides the locale gets no value for it:
 * link such pages with `routeLink` and their parameter.
 */
export function pageLink(
  page: Pick<PageEntry, 'to'>,
  locale: string,
  search?: Readonly<Record<string, string | number | null | undefined>>,
): RouteLink {
  return routeLink(page.to as '/$lang', { lang: locale }, search)
}
