import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '../../../domains/about/contact-page'
import { pageHead, pageLoader } from '../../../pages/page-route'
import { withSeo } from '../../../seo/seo-loader'

export const Route = createFileRoute('/$lang/aboutUs/contactUs')({
  loader: withSeo(pageLoader('contactUs')),
  head: pageHead,
  component: Page,
})

function Page() {
  const { copy } = Route.useLoaderData()
  return <ContactPage copy={copy} />
}
