/**
 * Loaders of the pages read from the content service (cases, news, videos, downloads, jobs):
 * the page copy, then the page's view; `notFound()` when what the URL names does not exist. They
 * are split with their route's component (vite.config.ts), so they and their query options stay
 * out of the main chunk.
 */
import type { EnsureQueryDataOptions, QueryKey } from '@tanstack/react-query'
import { notFound, redirect } from '@tanstack/react-router'
import { navigation } from '../components/ui/app-link'
import type { Locale } from '../i18n/locales'
import type { RouteLink } from '../lib/route-path'
import { DB_ID_MAX } from '../lib/search-params'
import { careerQueries } from '../domains/careers/careers.queries'
import { caseQueries } from '../domains/cases/cases.queries'
import { downloadCenterQueries } from '../domains/downloads/download-center.queries'
import { newsQueries } from '../domains/news/news.queries'
import type { NewsKind } from '../domains/news/news-paths'
import type { PageCopy } from './page-copy.server'
import { pageLoader, type LoaderArgs } from './page-route'
import { videoQueries } from '../domains/videos/videos.queries'
import { searchQueries } from '../domains/search/search.queries'
import type { SearchType } from '../domains/search/search-types'

/** A list's copy on page 2 and later: its title names the page ("News – Page 2"). */
function pagedCopy(copy: PageCopy, labels: { pageTitle?: string }): PageCopy {
  return labels.pageTitle ? { ...copy, title: `${copy.title} – ${labels.pageTitle}` } : copy
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
      copy: pagedCopy(
        heading ? { ...data.copy, title: heading, description: view.intro ?? '' } : data.copy,
        view.labels,
      ),
      view,
    }
  }
}

/** A detail page's head: the item's title and summary once it loaded, else the page's own. */
function itemCopy<V extends { status: 'ok' | 'unavailable'; title: string; summary: string }>(
  data: { lang: Locale; copy: PageCopy },
  view: V,
) {
  return {
    lang: data.lang,
    copy:
      view.status === 'ok'
        ? { ...data.copy, title: view.title, description: view.summary }
        : data.copy,
    view,
  }
}

/** A version of the story that is not this locale's: a 301 to the one that is (ADR 025). */
interface Redirect {
  status: 'redirect'
  to: RouteLink
}

/** The view, or the 404 (null) or 301 (another version is this locale's) it stands for. */
function shown<V>(view: V | Redirect | null): V {
  if (!view) throw notFound()
  if ((view as Redirect).status === 'redirect')
    throw redirect({ ...navigation((view as Redirect).to), statusCode: 301 })
  return view as V
}

/** A detail page by `?id=`: 404 without an id, or for an id the query answers null for. */
function idDetailLoader<
  V extends { status: 'ok' | 'unavailable'; title: string; summary: string },
  K extends QueryKey,
>(
  page: 'caseDetails' | 'joinDetails',
  query: (
    lang: Locale,
    id: number,
    preview?: string,
  ) => EnsureQueryDataOptions<V | Redirect | null, Error, V | Redirect | null, K>,
) {
  const copy = pageLoader(page)
  return async (args: LoaderArgs & { deps: { id?: number; preview?: string } }) => {
    const data = await copy(args)
    if (!args.deps.id) throw notFound()
    const view = await args.context.queryClient.ensureQueryData(
      query(data.lang, args.deps.id, args.deps.preview),
    )
    return itemCopy(data, shown(view))
  }
}

/** One case study by `?id=` (404 without an id, or for an id that is not a case). */
export function caseDetailLoader() {
  return idDetailLoader('caseDetails', caseQueries.detail)
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
    return { ...data, copy: pagedCopy(data.copy, view.labels), view }
  }
}

/** The search page: its copy and the hits of `?q=` (issue 38). */
export function searchLoader() {
  const copy = pageLoader('search')
  return async (args: LoaderArgs & { deps: { q?: string; type?: SearchType; page?: number } }) => {
    const data = await copy(args)
    const { q, type, page = 1 } = args.deps
    const view = await args.context.queryClient.ensureQueryData(
      searchQueries.results(data.lang, { q: q ?? null, type: type ?? null, page }),
    )
    return { ...data, copy: pagedCopy(data.copy, view.labels), view }
  }
}

const articlePages = { news: 'newsArticle', investor: 'investorArticle' } as const

/** One article, by the id in its path; 404 for an unknown id or one of another kind. */
export function articleLoader(kind: NewsKind) {
  const copy = pageLoader(articlePages[kind])
  return async (args: LoaderArgs & { deps: { preview?: string } }) => {
    const data = await copy(args)
    const raw = (args.params as { articleId?: string }).articleId ?? ''
    const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN
    if (!(id <= DB_ID_MAX)) throw notFound()
    const view = await args.context.queryClient.ensureQueryData(
      newsQueries.article(data.lang, kind, id, args.deps.preview),
    )
    return itemCopy(data, shown(view))
  }
}

/**
 * The video center, with the video of `?v=` in the player (404 for an unknown one); with
 * `?preview=`, the version the token names.
 */
export function videoCenterLoader() {
  const copy = pageLoader('videoDetails')
  return async (args: LoaderArgs & { deps: { v?: number; preview?: string } }) => {
    const data = await copy(args)
    const view = await args.context.queryClient.ensureQueryData(
      videoQueries.center(data.lang, args.deps.v ?? null, args.deps.preview),
    )
    if (!view) throw notFound()
    return { ...data, view }
  }
}

/**
 * The download center; `?id=` opens that document's form (404 for an unknown one); with
 * `?preview=`, the document version the token names first in the list.
 */
export function downloadCenterLoader() {
  const copy = pageLoader('downloadCenter')
  return async (args: LoaderArgs & { deps: { id?: number; preview?: string } }) => {
    const data = await copy(args)
    const view = await args.context.queryClient.ensureQueryData(
      downloadCenterQueries.page(data.lang, args.deps.id ?? null, args.deps.preview),
    )
    if (!view) throw notFound()
    return { ...data, view }
  }
}

/** The open positions, filtered by `?category=&place=` and paged; 404 for an unknown filter or page. */
export function jobListLoader() {
  const copy = pageLoader('joinUs')
  return async (
    args: LoaderArgs & { deps: { category?: number; place?: number; page?: number } },
  ) => {
    const data = await copy(args)
    const { category, place, page = 1 } = args.deps
    const view = await args.context.queryClient.ensureQueryData(
      careerQueries.list(data.lang, { category: category ?? null, place: place ?? null, page }),
    )
    if (!view) throw notFound()
    return { ...data, copy: pagedCopy(data.copy, view.labels), view }
  }
}

/** One open position by `?id=` (404 without an id, or for an unknown one); its title is the job's. */
export function jobDetailLoader() {
  return idDetailLoader('joinDetails', careerQueries.detail)
}
