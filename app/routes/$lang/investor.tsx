import { createFileRoute } from '@tanstack/react-router'
import { InvestorPage } from '../../pages/about/investor-page'
import { investorLoader } from '../../pages/investor-loader'
import { pageHead } from '../../pages/page-route'
import { withSeo } from '../../pages/seo-loader'

export const Route = createFileRoute('/$lang/investor')({
  loader: withSeo(investorLoader()),
  head: pageHead,
  component: Page,
})

function Page() {
  const { copy, reports } = Route.useLoaderData()
  return <InvestorPage copy={copy} reports={reports} />
}
