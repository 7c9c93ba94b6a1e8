import { createFileRoute } from '@tanstack/react-router'
import { PageIntro, pageHead } from '../../features/pages/page-intro'

export const Route = createFileRoute('/$lang/logisticsSolution')({
  head: ({ params }) => pageHead('logisticsSolution', params.lang),
  component: () => <PageIntro page="logisticsSolution" />,
})
