import { createFileRoute } from '@tanstack/react-router'
import { EquipmentPage } from '../../domains/products/equipment-page'
import { pageHead, relatedLoader } from '../../pages/page-route'
import { withSeo } from '../../seo/seo-loader'

export const Route = createFileRoute('/$lang/AGVDetails')({
  loader: withSeo(relatedLoader('AGVDetails')),
  head: pageHead,
  component: Page,
})

function Page() {
  const { lang, copy, related } = Route.useLoaderData()
  return <EquipmentPage page="AGVDetails" lang={lang} copy={copy} related={related} />
}
