/**
 * The one typed way to write an internal URL as a string (issue 26): for the places that need a
 * string rather than a `<Link>` (views built on the server, the sitemap, JSON-LD). `to` is a route
 * of the route tree, so a link to a route that does not exist, or without one of its path
 * parameters, fails `npm run typecheck`.
 *
 *   routePath('/$lang/caseDetails', { lang: 'en' }, { id: 45 })  -> '/en/caseDetails?id=45'
 *   routePath('/$lang/aboutUs/journalism/$articleId', { lang: 'ja', articleId: 95 })
 */
import type { FileRoutesByTo } from '../routeTree.gen'

/** Every route a link can go to, as the route tree spells it. */
export type RouteTo = keyof FileRoutesByTo

/** The path parameters of a route: `'/$lang/x/$id'` -> `{ lang: string | number; id: … }`. */
type ParamsOf<Path extends string> = Path extends `${string}$${infer Param}/${infer Rest}`
  ? { [K in Param]: string | number } & ParamsOf<`/${Rest}`>
  : Path extends `${string}$${infer Param}`
    ? { [K in Param]: string | number }
    : Record<never, never>

/** A search value: left out when null, undefined or empty (page 1 is the bare URL, etc.). */
type SearchValue = string | number | null | undefined

export function routePath<To extends RouteTo>(
  to: To,
  params: ParamsOf<To>,
  search: Readonly<Record<string, SearchValue>> = {},
): string {
  const path = to.replace(/\$(\w+)/g, (placeholder, name: string) => {
    const value = (params as Record<string, string | number | undefined>)[name]
    // Only reachable past the types (a registry page with a parameter, see pageHref).
    return value === undefined ? placeholder : encodeURIComponent(String(value))
  })
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(search))
    if (value !== null && value !== undefined && value !== '') query.set(name, String(value))
  const text = query.toString()
  // The route tree spells an index route with a trailing slash ('/$lang/aboutUs/').
  const clean = path.length > 1 ? path.replace(/\/$/, '') : path
  return text ? `${clean}?${text}` : clean
}
