/**
 * What every page route shares: its loader (page copy in the page's locale, through the query
 * cache, so the server render and the hydration agree without a second request) and its head.
 */
import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { isLocale, type Locale } from '../i18n/locales'
import { documentTitle } from '../lib/site-config'
import { homeQueries } from './home.queries'
import { pageCopyQueries } from './page-copy.queries'
import type { PageCopy } from './page-copy.server'
import type { PageId } from './registry'
import type { RelatedPage } from './related'
import { relatedQueries } from './related.queries'
import { caseQueries } from './cases.queries'
import { newsQueries } from './news.queries'
import { videoQueries } from './videos.queries'
import { downloadCenterQueries } from './download-center.queries'
import type { NewsKind } from './news.server'

interface LoaderArgs {
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

/** The case lists: all cases or one industry's (404 for an unknown industry or page). */
export function caseListLoader(page: 'allCases' | 'caseCategory') {
  const copy = pageLoader(page)
  return async (args: LoaderArgs & { params: { category?: string }; deps: { page?: number } }) => {
    const data = await copy(args)
    const category = args.params.category ?? null
    const view = await args.context.queryClient.ensureQueryData(
      caseQueries.list(data.lang, category, args.deps.page ?? 1),
    )
    if (!view) throw notFound()
    const heading = view.heading
    return {
      lang: data.lang,
      copy: heading ? { ...data.copy, title: heading, description: view.intro ?? '' } : data.copy,
      view,
    }
  }
}

/** One case study by `?id=` (404 without an id, or for an id that is not a case). */
export function caseDetailLoader() {
  const copy = pageLoader('caseDetails')
  return async (args: LoaderArgs & { deps: { id?: number } }) => {
    const data = await copy(args)
    if (!args.deps.id) throw notFound()
    const view = await args.context.queryClient.ensureQueryData(
      caseQueries.detail(data.lang, args.deps.id),
    )
    if (!view) throw notFound()
    return {
      lang: data.lang,
      copy:
        view.status === 'ok'
          ? { ...data.copy, title: view.title, description: view.summary }
          : data.copy,
      view,
    }
  }
}

const newsPages = { news: 'journalism', investor: 'investorNews' } as const

/** A news list with its query (`?page=&q=&tag=`); 404 for an unknown topic or page. */
export function newsListLoader(kind: NewsKind) {
  const copy = pageLoader(newsPages[kind])
  return async (args: LoaderArgs & { deps: { page?: number; q?: string; tag?: number } }) => {
    const data = await copy(args)
    const { page = 1, q, tag } = args.deps
    const view = await args.context.queryClient.ensureQueryData(
      newsQueries.list(data.lang, kind, { page, q: q ?? null, tag: tag ?? null }),
    )
    if (!view) throw notFound()
    return { ...data, view }
  }
}

/** One article, by the id in its path; 404 for an unknown id or one of another kind. */
export function articleLoader(kind: NewsKind) {
  const copy = pageLoader(newsPages[kind])
  return async (args: LoaderArgs) => {
    const data = await copy(args)
    const raw = (args.params as { articleId?: string }).articleId ?? ''
    const id = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : NaN
    if (!Number.isSafeInteger(id)) throw notFound()
    const view = await args.context.queryClient.ensureQueryData(
      newsQueries.article(data.lang, kind, id),
    )
    if (!view) throw notFound()
    return {
      lang: data.lang,
      copy:
        view.status === 'ok'
          ? { ...data.copy, title: view.title, description: view.summary }
          : data.copy,
      view,
    }
  }
}

/** The video center, with the video of `?v=` in the player (404 for an unknown one). */
export function videoCenterLoader() {
  const copy = pageLoader('videoDetails')
  return async (args: LoaderArgs & { deps: { v?: number } }) => {
    const data = await copy(args)
    const view = await args.context.queryClient.ensureQueryData(
      videoQueries.center(data.lang, args.deps.v ?? null),
    )
    if (!view) throw notFound()
    return { ...data, view }
  }
}

/** The download center; `?id=` opens that document's form (404 for an unknown one). */
export function downloadCenterLoader() {
  const copy = pageLoader('downloadCenter')
  return async (args: LoaderArgs & { deps: { id?: number } }) => {
    const data = await copy(args)
    const view = await args.context.queryClient.ensureQueryData(
      downloadCenterQueries.page(data.lang, args.deps.id ?? null),
    )
    if (!view) throw notFound()
    return { ...data, view }
  }
}
