/** Loaders of the news and investor news lists and their articles. */
import { notFound } from '@tanstack/react-router'
import { newsQueries } from '../../domains/news/news.queries'
import type { NewsKind } from '../../site/news-paths'
import { DB_ID_MAX } from '../../lib/search-params'
import { pageLoader, type LoaderArgs } from '../page-route'
import { itemCopy, pagedCopy, shown } from './shared'

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
