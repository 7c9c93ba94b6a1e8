import { createFileRoute } from '@tanstack/react-router'
import { validateIdSearch } from '../../lib/search-params'
import { PageIntro } from '../../pages/page-intro'
import { pageHead, pageLoader } from '../../pages/page-route'

export const Route = createFileRoute('/$lang/caseDetails')({
  validateSearch: validateIdSearch,
  loader: pageLoader('caseDetails'),
  head: pageHead,
  component: Page,
})

function Page() {
  const { copy } = Route.useLoaderData()
  return <PageIntro page="caseDetails" copy={copy} />
}
