import { createFileRoute } from '@tanstack/react-router'
import { CertificationPage } from '../../../pages/about/certification-page'
import { pageHead, pageLoader } from '../../../pages/page-route'

export const Route = createFileRoute('/$lang/aboutUs/certification')({
  loader: pageLoader('certification'),
  head: pageHead,
  component: Page,
})

function Page() {
  const { copy } = Route.useLoaderData()
  return <CertificationPage copy={copy} />
}
