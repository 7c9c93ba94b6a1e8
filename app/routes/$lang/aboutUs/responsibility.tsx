import { createFileRoute } from '@tanstack/react-router'
import { ResponsibilityPage } from '../../../pages/about/responsibility-page'
import { pageHead, pageLoader } from '../../../pages/page-route'

export const Route = createFileRoute('/$lang/aboutUs/responsibility')({
  loader: pageLoader('responsibility'),
  head: pageHead,
  component: Page,
})

function Page() {
  const { copy } = Route.useLoaderData()
  return <ResponsibilityPage copy={copy} />
}
