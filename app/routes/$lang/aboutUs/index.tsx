import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../../../pages/page-intro'
import { pageHead, pageLoader } from '../../../pages/page-route'

export const Route = createFileRoute('/$lang/aboutUs/')({
  loader: pageLoader('aboutUs'),
  head: pageHead,
  component: Page,
})

function Page() {
  const { copy } = Route.useLoaderData()
  return <PageIntro page="aboutUs" copy={copy} />
}
