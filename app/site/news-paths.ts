import { linkHref, routeLink, type RouteLink } from '../lib/route-path'

/** The two kinds of news: company news and investor news (shared by the server and the pages). */
export type NewsKind = 'news' | 'investor'

/** The routes of each kind of news: its list and its articles. */
const newsRoutes = {
  news: { list: '/$lang/aboutUs/journalism', article: '/$lang/aboutUs/journalism/$articleId' },
  investor: { list: '/$lang/investor-news', article: '/$lang/investor-news/$articleId' },
} as const

/** A news list with its query; page 1 and empty values are left out. */
export function newsListLink(
  lang: string,
  kind: NewsKind,
  query: { page?: number; q?: string | null; tag?: number | null } = {},
): RouteLink {
  return routeLink(
    newsRoutes[kind].list,
    { lang },
    { q: query.q, tag: query.tag, page: query.page && query.page > 1 ? query.page : null },
  )
}

/** An article. */
export function newsArticleLink(lang: string, kind: NewsKind, id: number): RouteLink {
  return routeLink(newsRoutes[kind].article, { lang, articleId: id })
}

/** A news list's URL with its query (the language picker, hreflang, the search form). */
export function newsListHref(
  lang: string,
  kind: NewsKind,
  query?: { page?: number; q?: string | null; tag?: number | null },
): string {
  return linkHref(newsListLink(lang, kind, query))
}
