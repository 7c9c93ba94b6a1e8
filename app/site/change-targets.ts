/**
 * The canonical URLs a content change touches, for nginx's purge (ADR 041): each locale's home,
 * the lists of the change's collection (first page) and the pages of its items, and the sitemap.
 * Each process also purges every target it served itself (app/lib/shared-cache-purge.server.ts);
 * these are the ones a visitor most likely reaches, purged whichever process served them (one
 * that has restarted since, too).
 */
import type { ContentChange } from '../../contract/content-change'
import { locales } from '../i18n/locales'
import { allPages, pagePath, type PageEntry } from './registry'

const path = (id: PageEntry['id']) => pagePath(allPages.find((page) => page.id === id)!)

/** The list pages of a collection (and, for articles, of a kind). */
const LISTS: Record<string, ReadonlyArray<PageEntry['id']>> = {
  'articles:case': ['allCases'],
  'articles:news': ['journalism'],
  'articles:investor': ['investorNews', 'investor'],
  jobs: ['joinUs'],
  media: ['aboutUs'],
  downloads: ['downloadCenter'],
}

/** A version's own page, by its id. */
const DETAIL: Record<string, (id: number) => string> = {
  'articles:case': (id) => `${path('caseDetails')}?id=${id}`,
  'articles:news': (id) => path('newsArticle').replace('$articleId', String(id)),
  'articles:investor': (id) => path('investorArticle').replace('$articleId', String(id)),
  jobs: (id) => `${path('joinDetails')}?id=${id}`,
}

export function changeTargets(change: ContentChange): string[] {
  const targets = new Set(['/sitemap.xml'])
  for (const item of change.items) {
    const kind = item.kind ? `${change.collection}:${item.kind}` : change.collection
    for (const locale of locales) {
      targets.add(`/${locale}`)
      for (const list of LISTS[kind] ?? []) targets.add(`/${locale}/${path(list)}`)
      const detail = DETAIL[kind]
      if (detail) targets.add(`/${locale}/${detail(item.id)}`)
    }
  }
  return [...targets]
}
