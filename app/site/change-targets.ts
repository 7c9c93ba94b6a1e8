/**
 * The canonical URLs a content change touches, for nginx's purge (ADR 041): each locale's home,
 * the lists of the change's collection (first page) and the pages of its items, and the sitemap.
 * Each process also purges every target it served itself (app/lib/shared-cache-purge.server.ts);
 * these are the ones a visitor most likely reaches, purged whichever process served them (one
 * that has restarted since, too).
 */
import type { ContentChange } from '../../contract/content-change'
import { locales } from '../i18n/locales'
import { routePath } from '../lib/route-path'

/** The list pages of a collection (and, for articles, of a kind), in a locale. */
const LISTS: Record<string, (lang: string) => string[]> = {
  'articles:case': (lang) => [routePath('/$lang/succeedCase/AllCase', { lang })],
  'articles:news': (lang) => [routePath('/$lang/aboutUs/journalism', { lang })],
  'articles:investor': (lang) => [
    routePath('/$lang/investor-news', { lang }),
    routePath('/$lang/investor', { lang }),
  ],
  jobs: (lang) => [routePath('/$lang/joinUs', { lang })],
  media: (lang) => [routePath('/$lang/aboutUs', { lang })],
  downloads: (lang) => [routePath('/$lang/aboutUs/downloadCenter', { lang })],
}

/** A version's own page, by its id, in a locale. */
const DETAIL: Record<string, (lang: string, id: number) => string> = {
  'articles:case': (lang, id) => routePath('/$lang/caseDetails', { lang }, { id }),
  'articles:news': (lang, id) =>
    routePath('/$lang/aboutUs/journalism/$articleId', { lang, articleId: String(id) }),
  'articles:investor': (lang, id) =>
    routePath('/$lang/investor-news/$articleId', { lang, articleId: String(id) }),
  jobs: (lang, id) => routePath('/$lang/join-details', { lang }, { id }),
}

export function changeTargets(change: ContentChange): string[] {
  const targets = new Set(['/sitemap.xml'])
  for (const item of change.items) {
    const kind = item.kind ? `${change.collection}:${item.kind}` : change.collection
    for (const lang of locales) {
      targets.add(routePath('/$lang', { lang }))
      for (const list of LISTS[kind]?.(lang) ?? []) targets.add(list)
      const detail = DETAIL[kind]
      if (detail) targets.add(detail(lang, item.id))
    }
  }
  return [...targets]
}
