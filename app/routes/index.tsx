import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../pages/page-intro'
import { pageHead, pageLoader } from '../pages/page-route'

/** "/" shows the home page in the detected locale (the server entry sets Vary and the cookie). */
export const Route = createFileRoute('/')({
  loader: pageLoader('home'),
  head: pageHead,
  component: Page,
})

function Page() {
  const { copy } = Route.useLoaderData()
  return <PageIntro page="home" copy={copy} />
}
