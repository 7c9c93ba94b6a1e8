/**
 * The one typed way to name an internal page (issue 26). `to` is a route of the route tree, so a
 * link to a route that does not exist, without one of its path parameters, or with a search key
 * its route does not read, fails `npm run typecheck`.
 *
 * - `routeLink(to, params, search)` gives a `RouteLink`: plain data (it crosses server functions
 *   and is dehydrated into the HTML) that the router's `<Link>` takes (`AppLink`,
 *   app/components/ui/app-link.tsx). View models built on the server carry these.
 * - `routePath(to, params, search)` and `linkHref(link)` give the same address as a string, for
 *   the places that need one (the sitemap, JSON-LD, hreflang, the language picker, redirects). The
 *   query is written as the router writes it (app/router.tsx), so a string and a `<Link>` agree.
 *
 *   routePath('/$lang/caseDetails', { lang: 'en' }, { id: 45 })  -> '/en/caseDetails?id=45'
 *   routePath('/$lang/aboutUs/journalism/$articleId', { lang: 'ja', articleId: 95 })
 *
 * No other module writes a locale-prefixed path by hand (`localeRoot` and `relocalizedPath`
 * below are the string forms for paths that are already concrete); route-path-scan.test.ts
 * fails on a template string that does.
 */
import { stringifySearchWith } from '@tanstack/react-router'
import type { FileRoutesByTo } from '../routeTree.gen'
import { parseSearchValue } from './search-params'

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

/** The query a route reads (its `validateSearch`), each key optional and nullable. */
type SearchOf<To extends RouteTo> = {
  [K in keyof FileRoutesByTo[To]['types']['fullSearchSchema']]?:
    FileRoutesByTo[To]['types']['fullSearchSchema'][K] | null
}

/**
 * A link to a page of the site: the route, its path parameters (as text) and its query (empty
 * values left out). Plain data; `<Link {...link}>` and `AppLink` take it.
 */
export type RouteLink<To extends RouteTo = RouteTo> = To extends RouteTo
  ? {
      readonly to: To
      readonly params: { readonly [K in keyof ParamsOf<To>]: string }
      readonly search?: Readonly<Record<string, string | number>>
    }
  : never

export function routeLink<To extends RouteTo>(
  to: To,
  params: ParamsOf<To>,
  search?: SearchOf<To>,
): RouteLink<To> {
  const text = Object.fromEntries(
    Object.entries(params as Record<string, string | number>).map(([k, v]) => [k, String(v)]),
  )
  const query: Record<string, string | number> = {}
  for (const [name, value] of Object.entries((search ?? {}) as Record<string, SearchValue>)) {
    if (value === null || value === undefined || value === '') continue
    query[name] = value
  }
  return (
    Object.keys(query).length ? { to, params: text, search: query } : { to, params: text }
  ) as RouteLink<To>
}

/**
 * The router's query writer (the same options as app/router.tsx): text it would read back as
 * something else is quoted (`?q=%222024%22` for the search text "2024"), the canonical form the
 * router itself redirects `?q=2024` to.
 */
const stringifySearch = stringifySearchWith(JSON.stringify, parseSearchValue)

/**
 * A route's path split at its parameters, once per route: text, name, text, … (`/$lang/x/$id` ->
 * ['/', 'lang', '/x/', 'id', '']); an index route's trailing slash ('/$lang/aboutUs/') dropped.
 */
const splitPaths = new Map<string, string[]>()
function pathParts(to: string): string[] {
  let parts = splitPaths.get(to)
  if (!parts) {
    const path = to.length > 1 ? to.replace(/\/$/, '') : to
    splitPaths.set(to, (parts = path.split(/\$(\w+)/)))
  }
  return parts
}

/** The address of a link, as `<Link>` writes it in the HTML. */
export function linkHref(link: RouteLink): string {
  const params = link.params as Readonly<Record<string, string | undefined>>
  let path = ''
  for (const [i, part] of pathParts(link.to).entries()) {
    // Odd parts are parameter names; one left out is only reachable past the types (a registry
    // page with a parameter, see pageHref) and stays as the route spells it.
    const value = i % 2 ? params[part] : part
    path += i % 2 === 0 ? part : value === undefined ? `$${part}` : encodeURIComponent(value)
  }
  return link.search ? `${path}${stringifySearch(link.search)}` : path
}

/** A link's address as a string: `linkHref(routeLink(to, params, search))`. */
export function routePath<To extends RouteTo>(
  to: To,
  params: ParamsOf<To>,
  search?: SearchOf<To>,
): string {
  return linkHref(routeLink(to, params, search) as RouteLink)
}

/** The root of a locale's pages ("/en"), with the rest of a concrete path below it ("/en/x"). */
export function localeRoot(locale: string, rest = ''): string {
  const below = rest.replace(/^\/+/, '')
  return below ? `/${locale}/${below}` : `/${locale}`
}

/**
 * A concrete path (with its query) in another locale: the first path segment, when it is the
 * locale `from`, is replaced, else the locale is put in front. "/en/aboutUs" -> "/de/aboutUs",
 * "/" -> "/de", "/secretaries" -> "/de/secretaries".
 */
export function relocalizedPath(path: string, to: string, from?: string): string {
  const [first = '', ...rest] = path.replace(/^\//, '').split('/')
  const below = first === from ? rest : [first, ...rest]
  return localeRoot(to, below.join('/'))
}
