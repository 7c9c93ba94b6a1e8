/** Query options of the news pages; keys carry the locale, the kind and the list's query. */
import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../i18n/locales'
import { getArticle, getNewsList } from './news.functions'
import type { NewsKind, NewsQuery } from './news.server'

export const newsQueries = {
  list: (lang: Locale, kind: NewsKind, query: NewsQuery) =>
    queryOptions({
      queryKey: ['cms', 'news', lang, kind, query.page, query.q, query.tag],
      queryFn: () => getNewsList({ data: { lang, kind, ...query } }),
      staleTime: 5 * 60_000,
    }),
  article: (lang: Locale, kind: NewsKind, id: number, preview?: string) =>
    queryOptions({
      queryKey: ['cms', 'article', lang, kind, id, preview ?? null],
      queryFn: () => getArticle({ data: { lang, kind, id, preview } }),
      staleTime: preview ? 0 : 5 * 60_000,
    }),
}
