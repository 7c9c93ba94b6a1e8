import { createFileRoute } from '@tanstack/react-router'
import { pageHead, pageLoader } from '../../pages/page-route'
import { ProductCenterPage } from '../../pages/product-center-page'

export const Route = createFileRoute('/$lang/productCenter')({
  loader: pageLoader('productCenter'),
  head: pageHead,
  component: Page,
})

function Page() {
  const { copy } = Route.useLoaderData()
  return <ProductCenterPage copy={copy} />
}
