import { createFileRoute } from '@tanstack/react-router'
import { SecretariesPage } from '../../domains/investor/secretaries-page'
import { pageHead, pageLoader } from '../../pages/page-route'
import { withSeo } from '../../seo/seo-loader'

export const Route = createFileRoute('/$lang/secretaries')({
  loader: withSeo(pageLoader('secretaries')),
  head: pageHead,
  component: Page,
})

function Page() {
  const { copy } = Route.useLoaderData()
  return <SecretariesPage copy={copy} />
}
