/** Query options of page copy; the key carries the locale and the page. */
import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../i18n/locales'
import { getPageCopy } from './page-copy.functions'
import type { PageCopy } from '../site/page-copy.server'
import type { PageId } from '../site/registry'

export const pageCopyQueries = {
  page: <P extends PageId>(lang: Locale, page: P) =>
    queryOptions({
      queryKey: ['site', 'page-copy', lang, page],
      queryFn: () => getPageCopy({ data: { lang, page } }) as Promise<PageCopy<P>>,
      // Copy changes only with a deployment (which reloads the page).
      staleTime: Infinity,
    }),
}
