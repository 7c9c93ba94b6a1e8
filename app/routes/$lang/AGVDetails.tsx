import { createFileRoute } from '@tanstack/react-router'
import { PageIntro, pageHead } from '../../features/pages/page-intro'

export const Route = createFileRoute('/$lang/AGVDetails')({
  head: ({ params }) => pageHead('AGVDetails', params.lang),
  component: () => <PageIntro page="AGVDetails" />,
})
