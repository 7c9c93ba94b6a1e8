import { createFileRoute } from '@tanstack/react-router'
import { ResponsibilityPage } from '../../../domains/about/responsibility-page'
import { pageHead, pageLoader } from '../../../pages/page-route'
import { withSeo } from '../../../seo/seo-loader'

export const Route = createFileRoute('/$lang/aboutUs/responsibility')({
  loader: withSeo(pageLoader('responsibility')),
  head: pageHead,
  component: Page,
})

function Page() {
  const { copy } = Route.useLoaderData()
  return <ResponsibilityPage copy={copy} />
}
