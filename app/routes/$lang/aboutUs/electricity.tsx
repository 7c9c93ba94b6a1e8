import { createFileRoute } from '@tanstack/react-router'
import { EnergyPage } from '../../../domains/about/energy-page'
import { pageHead, pageLoader } from '../../../pages/page-route'
import { withSeo } from '../../../seo/seo-loader'

export const Route = createFileRoute('/$lang/aboutUs/electricity')({
  loader: withSeo(pageLoader('electricity')),
  head: pageHead,
  component: Page,
})

function Page() {
  const { copy } = Route.useLoaderData()
  return <EnergyPage copy={copy} />
}
