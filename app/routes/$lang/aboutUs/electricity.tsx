import { createFileRoute } from '@tanstack/react-router'
import { EnergyPage } from '../../../pages/about/energy-page'
import { pageHead, pageLoader } from '../../../pages/page-route'

export const Route = createFileRoute('/$lang/aboutUs/electricity')({
  loader: pageLoader('electricity'),
  head: pageHead,
  component: Page,
})

function Page() {
  const { copy } = Route.useLoaderData()
  return <EnergyPage copy={copy} />
}
