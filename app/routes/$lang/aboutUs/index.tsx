import { createFileRoute } from '@tanstack/react-router'
import { AboutOverviewPage } from '../../../pages/about/overview-page'
import { pageHead, pageLoader } from '../../../pages/page-route'

export const Route = createFileRoute('/$lang/aboutUs/')({
  loader: pageLoader('aboutUs'),
  head: pageHead,
  component: Page,
})

function Page() {
  const { copy } = Route.useLoaderData()
  return <AboutOverviewPage copy={copy} />
}
