/** Loaders of the open positions and one position. */
import { notFound } from '@tanstack/react-router'
import { careerQueries } from '../../domains/careers/careers.queries'
import { pageLoader, type LoaderArgs } from '../page-route'
import { idDetailLoader, pagedCopy } from './shared'

/** The open positions, filtered by `?category=&place=` and paged; 404 for an unknown filter or page. */
export function jobListLoader() {
  const copy = pageLoader('joinUs')
  return async (
    args: LoaderArgs & { deps: { category?: number; place?: number; page?: number } },
  ) => {
    const data = await copy(args)
    const { category, place, page = 1 } = args.deps
    const view = await args.context.queryClient.ensureQueryData(
      careerQueries.list(data.lang, { category: category ?? null, place: place ?? null, page }),
    )
    if (!view) throw notFound()
    return { ...data, copy: pagedCopy(data.copy, view.labels), view }
  }
}

/** One open position by `?id=` (404 without an id, or for an unknown one); its title is the job's. */
export function jobDetailLoader() {
  return idDetailLoader('joinDetails', careerQueries.detail)
}
