import { createFileRoute } from '@tanstack/react-router'
import { ChairmanPage } from '../../../domains/about/chairman-page'
import { pageHead, pageLoader } from '../../../pages/page-route'
import { withSeo } from '../../../seo/seo-loader'

export const Route = createFileRoute('/$lang/aboutUs/chairman')({
  loader: withSeo(pageLoader('chairman')),
  head: pageHead,
  component: Page,
})

function Page() {
  const { copy } = Route.useLoaderData()
  return <ChairmanPage copy={copy} />
}
