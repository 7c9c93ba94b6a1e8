import { createFileRoute } from '@tanstack/react-router'
import { InvestorPage } from '../../pages/about/investor-page'
import { investorLoader } from '../../pages/content-loaders'
import { pageHead } from '../../pages/page-route'

export const Route = createFileRoute('/$lang/investor')({
  loader: investorLoader(),
  head: pageHead,
  component: Page,
})

function Page() {
  const { copy, reports } = Route.useLoaderData()
  return <InvestorPage copy={copy} reports={reports} />
}
