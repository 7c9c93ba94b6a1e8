/**
 * What every page route shares: its loader (page copy in the page's locale, through the query
 * cache, so the server render and the hydration agree without a second request) and its head.
 */
import type { QueryClient } from '@tanstack/react-query'
import { isLocale, type Locale } from '../i18n/locales'
import { documentTitle } from '../lib/site-config'
import { homeQueries } from './home.queries'
import { pageCopyQueries } from './page-copy.queries'
import type { PageCopy } from './page-copy.server'
import type { PageId } from './registry'
import type { RelatedPage } from './related'
import { relatedQueries } from './related.queries'

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

/** head(): "{page title} - {company name}" and the meta description, in the page's locale. */
export function pageHead({ loaderData }: { loaderData?: { lang: Locale; copy: PageCopy } }) {
  if (!loaderData) return {}
  const { lang, copy } = loaderData
  return {
    meta: [
      { title: documentTitle(copy.title, lang) },
      { name: 'description', content: copy.description },
    ],
  }
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
