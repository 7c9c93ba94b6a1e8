import { createFileRoute } from '@tanstack/react-router'
import { EquipmentPage } from '../../domains/products/equipment-page'
import { pageHead, relatedLoader } from '../../pages/page-route'
import { withSeo } from '../../seo/seo-loader'

export const Route = createFileRoute('/$lang/pilerDetails')({
  loader: withSeo(relatedLoader('pilerDetails')),
  head: pageHead,
  component: Page,
})

function Page() {
  const { lang, copy, related } = Route.useLoaderData()
  return <EquipmentPage page="pilerDetails" lang={lang} copy={copy} related={related} />
}
