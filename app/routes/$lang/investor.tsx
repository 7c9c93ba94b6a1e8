import { createFileRoute } from '@tanstack/react-router'
import { InvestorPage } from '../../domains/investor/investor-page'
import { investorLoader } from '../../pages/loaders/investor-loader'
import { pageHead } from '../../pages/page-route'
import { withSeo } from '../../seo/seo-loader'

export const Route = createFileRoute('/$lang/investor')({
  loader: withSeo(investorLoader()),
  head: pageHead,
  component: Page,
})

function Page() {
  const { copy, reports } = Route.useLoaderData()
  return <InvestorPage copy={copy} reports={reports} />
}
