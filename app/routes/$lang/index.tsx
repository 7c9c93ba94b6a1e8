import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../../domains/home/home-page'
import { homeLoader, pageHead } from '../../pages/page-route'
import { withSeo } from '../../seo/seo-loader'

export const Route = createFileRoute('/$lang/')({
  loader: withSeo(homeLoader()),
  head: pageHead,
  component: Page,
})

function Page() {
  const { lang, copy, strips } = Route.useLoaderData()
  return <HomePage lang={lang} copy={copy} strips={strips} />
}
