/** Query options of the investor page's reports; the key carries the locale. */
import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../i18n/locales'
import { getInvestorReports } from './investor.functions'

export const investorQueries = {
  reports: (lang: Locale) =>
    queryOptions({
      queryKey: ['cms', 'investor-reports', lang],
      queryFn: () => getInvestorReports({ data: { lang } }),
      staleTime: 5 * 60_000,
    }),
}
