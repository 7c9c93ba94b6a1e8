import { createFileRoute } from '@tanstack/react-router'
import { HistoryPage } from '../../../pages/about/history-page'
import { pageHead, pageLoader } from '../../../pages/page-route'

export const Route = createFileRoute('/$lang/aboutUs/development')({
  loader: pageLoader('development'),
  head: pageHead,
  component: Page,
})

function Page() {
  const { copy } = Route.useLoaderData()
  return <HistoryPage copy={copy} />
}
