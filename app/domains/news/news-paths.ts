import { routePath } from '../../lib/route-path'

/** The two kinds of news: company news and investor news (shared by the server and the pages). */
export type NewsKind = 'news' | 'investor'

/** The routes of each kind of news: its list and its articles. */
const newsRoutes = {
  news: { list: '/$lang/aboutUs/journalism', article: '/$lang/aboutUs/journalism/$articleId' },
  investor: { list: '/$lang/investor-news', article: '/$lang/investor-news/$articleId' },
} as const

/** A news list's URL with its query; page 1 and empty values are left out. */
export function newsListHref(
  lang: string,
  kind: NewsKind,
  query: { page?: number; q?: string | null; tag?: number | null } = {},
): string {
  return routePath(
    newsRoutes[kind].list,
    { lang },
    { q: query.q, tag: query.tag, page: query.page && query.page > 1 ? query.page : null },
  )
}

/** An article's URL. */
export function newsArticleHref(lang: string, kind: NewsKind, id: number): string {
  return routePath(newsRoutes[kind].article, { lang, articleId: id })
}
