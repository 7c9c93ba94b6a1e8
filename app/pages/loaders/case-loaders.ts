/** Loaders of the case study pages: the lists (all, one industry) and one case. */
import { notFound } from '@tanstack/react-router'
import { caseQueries } from '../../domains/cases/cases.queries'
import { pageLoader, type LoaderArgs } from '../page-route'
import { idDetailLoader, pagedCopy } from './shared'

/** The case lists: all cases or one industry's (404 for an unknown industry or page). */
export function caseListLoader(page: 'allCases' | 'caseCategory') {
  const copy = pageLoader(page)
  return async (args: LoaderArgs & { params: { category?: string }; deps: { page?: number } }) => {
    const data = await copy(args)
    const category = args.params.category ?? null
    const view = await args.context.queryClient.ensureQueryData(
      caseQueries.list(data.lang, category, args.deps.page ?? 1),
    )
    if (!view) throw notFound()
    const heading = view.heading
    return {
      lang: data.lang,
      copy: pagedCopy(
        heading ? { ...data.copy, title: heading, description: view.intro ?? '' } : data.copy,
        view.labels,
      ),
      view,
    }
  }
}

/** One case study by `?id=` (404 without an id, or for an id that is not a case). */
export function caseDetailLoader() {
  return idDetailLoader('caseDetails', caseQueries.detail)
}
