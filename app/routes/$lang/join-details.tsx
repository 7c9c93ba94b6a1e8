import { createFileRoute } from '@tanstack/react-router'
import { idSearchSchema } from '../../lib/search-params.schema'
import { PageIntro } from '../../pages/page-intro'
import { pageHead, pageLoader } from '../../pages/page-route'

export const Route = createFileRoute('/$lang/join-details')({
  validateSearch: idSearchSchema,
  loader: pageLoader('joinDetails'),
  head: pageHead,
  component: Page,
})

function Page() {
  const { copy } = Route.useLoaderData()
  return <PageIntro page="joinDetails" copy={copy} />
}
