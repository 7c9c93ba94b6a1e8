/**
 * `withSeo(loader)`: on the server, adds to a page's loader data what search engines and link
 * previews read (seo-head.server.ts), from the page's copy, path and view. In the browser (client
 * navigation) it adds nothing: crawlers read the server's HTML, and that code stays out of every
 * page's JavaScript (docs/decisions/015-search-engines.md).
 */
import { createIsomorphicFn } from '@tanstack/react-start'
import type { Locale } from '../i18n/locales'
import { plainDeep } from '../lib/line-breaks'
import type { SeoHead } from '../lib/seo'
import type { PageCopy } from '../site/page-copy.server'
import { buildSeoHead, type SeoArgs } from './seo-head.server'

const buildSeo = createIsomorphicFn()
  .server((args: SeoArgs): SeoHead | undefined => buildSeoHead(args))
  .client((): SeoHead | undefined => undefined)

interface SeoLoaderArgs {
  location: { pathname: string; search: unknown }
  route: { id: string }
}

/** Wraps a page loader: its data, plus `seo` when rendered on the server. */
export function withSeo<A, R extends { lang: Locale; copy: PageCopy }>(
  loader: (args: A) => Promise<R>,
) {
  return async (args: A & SeoLoaderArgs): Promise<R & { seo?: SeoHead }> => {
    const data = await loader(args)
    // What crawlers read never carries the line-break marks of headings (ADR 029).
    const seo = buildSeo({
      routeId: args.route.id,
      pathname: args.location.pathname,
      search: args.location.search,
      lang: data.lang,
      copy: plainDeep(data.copy),
      view: plainDeep((data as { view?: unknown }).view),
    })
    return seo ? { ...data, seo } : data
  }
}
