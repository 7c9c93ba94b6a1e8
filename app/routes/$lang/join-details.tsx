import { createFileRoute } from '@tanstack/react-router'
import { idSearchSchema } from '../../lib/search-params.schema'
import { PageIntro, pageHead } from '../../features/pages/page-intro'

export const Route = createFileRoute('/$lang/join-details')({
  validateSearch: idSearchSchema,
  head: ({ params }) => pageHead('joinDetails', params.lang),
  component: () => <PageIntro page="joinDetails" />,
})
