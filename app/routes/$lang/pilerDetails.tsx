import { createFileRoute } from '@tanstack/react-router'
import { PageIntro, pageHead } from '../../features/pages/page-intro'

export const Route = createFileRoute('/$lang/pilerDetails')({
  head: ({ params }) => pageHead('pilerDetails', params.lang),
  component: () => <PageIntro page="pilerDetails" />,
})
