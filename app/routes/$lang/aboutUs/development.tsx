import { createFileRoute } from '@tanstack/react-router'
import { HistoryPage } from '../../../domains/about/history-page'
import { pageHead, pageLoader } from '../../../pages/page-route'
import { withSeo } from '../../../seo/seo-loader'

export const Route = createFileRoute('/$lang/aboutUs/development')({
  loader: withSeo(pageLoader('development')),
  head: pageHead,
  component: Page,
})

function Page() {
  const { copy } = Route.useLoaderData()
  return <HistoryPage copy={copy} />
}
