/**
 * What every page route shares: its loader (page copy in the page's locale, through the query
 * cache, so the server render and the hydration agree without a second request) and its head.
 */
import type { QueryClient } from '@tanstack/react-query'
import { isLocale, type Locale } from '../i18n/locales'
import { plainText } from '../lib/line-breaks'
import type { SeoHead } from '../lib/seo'
import { documentDescription, documentTitle } from '../lib/site-config'
import { homeQueries } from '../domains/home/home.queries'
import { pageCopyQueries } from './page-copy.queries'
import type { PageCopy } from '../site/page-copy.server'
import type { PageId } from '../site/registry'
import type { RelatedPage } from '../site/registry'
import { relatedQueries } from '../site/related.queries'

export interface LoaderArgs {
  context: { queryClient: QueryClient; locale?: Locale }
  params: { lang?: string }
}

/** The loader of a page: its copy in the route's locale ("/" uses the detected locale). */
export function pageLoader<P extends PageId>(page: P) {
  return async ({ context, params }: LoaderArgs) => {
    const lang: Locale = isLocale(params.lang) ? params.lang : (context.locale ?? 'zh-CN')
    const copy = await context.queryClient.ensureQueryData(pageCopyQueries.page(lang, page))
    return { lang, copy }
  }
}

/** The home page's loader: its copy and its content strips (latest cases, news, industries). */
export function homeLoader() {
  const copy = pageLoader('home')
  return async (args: LoaderArgs) => {
    const data = await copy(args)
    const strips = await args.context.queryClient.ensureQueryData(homeQueries.strips(data.lang))
    return { ...data, strips }
  }
}

interface HeadArgs {
  loaderData?: { lang: Locale; copy: PageCopy; seo?: SeoHead }
}

/**
 * head(): "{page title} - {company name}" and the meta description; on a page rendered by the
 * server, also what search engines and link previews read (canonical, hreflang, Open Graph,
 * JSON-LD), built on the server by `withSeo` (seo-loader.ts) and carried in the loader data, so
 * none of that code reaches the browser and the hydrated head is the same as the server's.
 */
export function pageHead({ loaderData }: HeadArgs) {
  if (!loaderData) return {}
  const { lang, copy, seo } = loaderData
  // A story's title may carry line-break marks (ADR 029); the document's title never does.
  const title = { title: documentTitle(plainText(copy.title), lang) }
  const preload = heroPreload(copy.heroImage)
  if (!seo)
    return {
      meta: [
        title,
        { name: 'description', content: documentDescription(plainText(copy.description), lang) },
      ],
      links: preload,
    }
  return {
    meta: [title, ...seo.meta],
    links: [...preload, ...(seo.links ?? [])],
    scripts: seo.scripts,
  }
}

/**
 * The hero picture (the largest contentful paint, the home film's poster) preloaded from the head
 * in the width the window needs: its AVIF `srcset` and `sizes` (a browser without AVIF skips it
 * and finds the `<picture>` as before). Issue 37, ADR 044.
 */
function heroPreload(image: PageCopy['heroImage']) {
  const avif = image?.sources?.find((s) => s.type === 'image/avif')
  if (!image || !avif) return []
  return [
    {
      rel: 'preload' as const,
      as: 'image' as const,
      type: avif.type,
      imageSrcSet: avif.srcSet,
      imageSizes: image.sizes ?? '100vw',
      fetchPriority: 'high' as const,
    },
  ]
}

/** The loader of a product or solution page: its copy and its related content. */
export function relatedLoader<P extends RelatedPage>(page: P) {
  const copy = pageLoader(page)
  return async (args: LoaderArgs) => {
    const data = await copy(args)
    const related = await args.context.queryClient.ensureQueryData(
      relatedQueries.page(data.lang, page),
    )
    return { ...data, related }
  }
}
