import { createFileRoute } from '@tanstack/react-router'
import { AboutOverviewPage } from '../../../domains/about/overview-page'
import { pageHead, pageLoader } from '../../../pages/page-route'
import { withSeo } from '../../../seo/seo-loader'

export const Route = createFileRoute('/$lang/aboutUs/')({
  loader: withSeo(pageLoader('aboutUs')),
  head: pageHead,
  component: Page,
})

function Page() {
  const { copy } = Route.useLoaderData()
  return <AboutOverviewPage copy={copy} />
}
