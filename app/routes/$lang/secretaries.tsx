import { createFileRoute } from '@tanstack/react-router'
import { SecretariesPage } from '../../pages/about/secretaries-page'
import { pageHead, pageLoader } from '../../pages/page-route'

export const Route = createFileRoute('/$lang/secretaries')({
  loader: pageLoader('secretaries'),
  head: pageHead,
  component: Page,
})

function Page() {
  const { copy } = Route.useLoaderData()
  return <SecretariesPage copy={copy} />
}
