import { createFileRoute } from '@tanstack/react-router'
import { idSearchSchema } from '../../lib/search-params.schema'
import { PageIntro } from '../../pages/page-intro'
import { pageHead, pageLoader } from '../../pages/page-route'

export const Route = createFileRoute('/$lang/caseDetails')({
  validateSearch: idSearchSchema,
  loader: pageLoader('caseDetails'),
  head: pageHead,
  component: Page,
})

function Page() {
  const { copy } = Route.useLoaderData()
  return <PageIntro page="caseDetails" copy={copy} />
}
