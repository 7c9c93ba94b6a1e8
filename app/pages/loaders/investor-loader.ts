/** The loader of investor relations (its own module: only that route's chunk carries it). */
import { investorQueries } from '../../domains/investor/investor.queries'
import { pageLoader, type LoaderArgs } from '../page-route'

/** Investor relations, with the periodic reports of the content service (never a 404). */
export function investorLoader() {
  const copy = pageLoader('investor')
  return async (args: LoaderArgs) => {
    const data = await copy(args)
    const reports = await args.context.queryClient.ensureQueryData(
      investorQueries.reports(data.lang),
    )
    return { ...data, reports }
  }
}
