/** Where each kind of news lives under a locale (shared by the server and the pages). */
export type NewsKind = 'news' | 'investor'

export const newsPath: Record<NewsKind, string> = {
  news: 'aboutUs/journalism',
  investor: 'investor-news',
}

/** A news list's URL with its query; page 1 and empty values are left out. */
export function newsListHref(
  lang: string,
  kind: NewsKind,
  query: { page?: number; q?: string | null; tag?: number | null },
): string {
  const params = new URLSearchParams()
  if (query.q) params.set('q', query.q)
  if (query.tag) params.set('tag', String(query.tag))
  if (query.page && query.page > 1) params.set('page', String(query.page))
  const search = params.toString()
  return `/${lang}/${newsPath[kind]}${search ? `?${search}` : ''}`
}
