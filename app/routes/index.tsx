import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../domains/home/home-page'
import { homeLoader, pageHead } from '../pages/page-route'
import { withSeo } from '../seo/seo-loader'

/** "/" shows the home page in the detected locale (the server entry sets Vary and the cookie). */
export const Route = createFileRoute('/')({
  loader: withSeo(homeLoader()),
  head: pageHead,
  component: Page,
})

function Page() {
  const { lang, copy, strips } = Route.useLoaderData()
  return <HomePage lang={lang} copy={copy} strips={strips} />
}
