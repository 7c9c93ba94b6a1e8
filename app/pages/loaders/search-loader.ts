/** Loader of the site search page (issue 38). */
import { searchQueries } from '../../domains/search/search.queries'
import type { SearchType } from '../../domains/search/search-types'
import { pageLoader, type LoaderArgs } from '../page-route'
import { pagedCopy } from './shared'

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
