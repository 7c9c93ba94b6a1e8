import { createFileRoute } from '@tanstack/react-router'
import { InvestorPage } from '../../domains/investor/investor-page'
import { investorLoader } from '../../domains/investor/investor-loader'
import { pageHead } from '../../site/page-route'
import { withSeo } from '../../site/seo-loader'

export const Route = createFileRoute('/$lang/investor')({
  loader: withSeo(investorLoader()),
  head: pageHead,
  component: Page,
})

function Page() {
  const { copy, reports } = Route.useLoaderData()
  return <InvestorPage copy={copy} reports={reports} />
}
