/**
 * The site's pages in the search index (issue 38, ADR 042): every page of the registry that has
 * copy of its own and a URL of its own (no detail, article or parameter page: those are the
 * content service's stories, indexed there), in every locale, as its title and the words of its
 * page copy. Sent once per process, at its start (the readiness check `npm start` makes before
 * listening) or on the first search, whichever comes first; the service keeps what is unchanged.
 */
import { indexSitePages, type SitePageDocument } from '../content/search.server'
import { locales, type Locale } from '../i18n/locales'
import { logger } from '../lib/logger.server'
import { copyTexts, notWords } from '../site/copy-texts'
import { message } from '../site/message.server'
import { buildPageCopy } from './copy.server'
import { allPages, type PageEntry, type PageId } from '../site/registry'

/** Words every page has (the call to action, the breadcrumbs): not what a page is about. */
const shared = new Set(['cta', 'opensNewWindow', 'subnav', 'trail', 'title'])

/** The words of a page's own copy in one locale. */
function pageText(id: PageId, locale: Locale): string {
  const own = Object.entries(buildPageCopy(id, locale)).filter(([key]) => !shared.has(key))
  return [...copyTexts(Object.fromEntries(own), notWords).values()]
    .filter((text) => text.trim())
    .join('\n')
}

/** Whether a page is in the index: its own copy at its own URL, shown to search engines. */
export function searchablePage(page: PageEntry): boolean {
  return (
    (page.kind === 'page' || page.kind === 'list') &&
    page.sitemap === 'locales' &&
    !page.noindex &&
    !page.to.slice('/$lang'.length).includes('$')
  )
}

export function sitePageDocuments(): SitePageDocument[] {
  return allPages.filter(searchablePage).flatMap((page) =>
    locales.map((locale) => ({
      id: page.id,
      locale,
      title: message(page.title, locale),
      text: pageText(page.id as PageId, locale),
      path: page.to,
    })),
  )
}

let sent: Promise<void> | undefined

/** Sends the pages once per process; a failure is logged and tried again on the next call. */
export function ensureSearchPages(): Promise<void> {
  sent ??= Promise.resolve()
    .then(() => indexSitePages(sitePageDocuments()))
    .catch((error: unknown) => {
      logger.error({ event: 'search.pages_failed', err: (error as Error).message })
      sent = undefined
    })
  return sent
}
