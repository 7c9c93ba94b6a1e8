import { createFileRoute } from '@tanstack/react-router'
import { CulturePage } from '../../../domains/about/culture-page'
import { pageHead, pageLoader } from '../../../pages/page-route'
import { withSeo } from '../../../seo/seo-loader'

export const Route = createFileRoute('/$lang/aboutUs/culture')({
  loader: withSeo(pageLoader('culture')),
  head: pageHead,
  component: Page,
})

function Page() {
  const { copy } = Route.useLoaderData()
  return <CulturePage copy={copy} />
}
