import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '../../../pages/about/contact-page'
import { pageHead, pageLoader } from '../../../pages/page-route'

export const Route = createFileRoute('/$lang/aboutUs/contactUs')({
  loader: pageLoader('contactUs'),
  head: pageHead,
  component: Page,
})

function Page() {
  const { copy } = Route.useLoaderData()
  return <ContactPage copy={copy} />
}
