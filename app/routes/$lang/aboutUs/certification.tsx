import { createFileRoute } from '@tanstack/react-router'
import { CertificationPage } from '../../../domains/about/certification-page'
import { pageHead, pageLoader } from '../../../pages/page-route'
import { withSeo } from '../../../seo/seo-loader'

export const Route = createFileRoute('/$lang/aboutUs/certification')({
  loader: withSeo(pageLoader('certification')),
  head: pageHead,
  component: Page,
})

function Page() {
  const { copy } = Route.useLoaderData()
  return <CertificationPage copy={copy} />
}
