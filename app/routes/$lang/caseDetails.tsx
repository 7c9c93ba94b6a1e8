import { createFileRoute } from '@tanstack/react-router'
import { idSearchSchema } from '../../lib/search-params.schema'
import { PageIntro, pageHead } from '../../features/pages/page-intro'

export const Route = createFileRoute('/$lang/caseDetails')({
  validateSearch: idSearchSchema,
  head: ({ params }) => pageHead('caseDetails', params.lang),
  component: () => <PageIntro page="caseDetails" />,
})
