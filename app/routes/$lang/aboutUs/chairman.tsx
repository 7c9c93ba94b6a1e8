import { createFileRoute } from '@tanstack/react-router'
import { ChairmanPage } from '../../../pages/about/chairman-page'
import { pageHead, pageLoader } from '../../../pages/page-route'

export const Route = createFileRoute('/$lang/aboutUs/chairman')({
  loader: pageLoader('chairman'),
  head: pageHead,
  component: Page,
})

function Page() {
  const { copy } = Route.useLoaderData()
  return <ChairmanPage copy={copy} />
}
