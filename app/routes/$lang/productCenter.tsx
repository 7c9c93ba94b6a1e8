import { createFileRoute } from '@tanstack/react-router'
import { pageHead, pageLoader } from '../../pages/page-route'
import { ProductCenterPage } from '../../domains/products/product-center-page'
import { withSeo } from '../../seo/seo-loader'

export const Route = createFileRoute('/$lang/productCenter')({
  loader: withSeo(pageLoader('productCenter')),
  head: pageHead,
  component: Page,
})

function Page() {
  const { copy } = Route.useLoaderData()
  return <ProductCenterPage copy={copy} />
}
