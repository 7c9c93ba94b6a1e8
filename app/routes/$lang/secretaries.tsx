import { createFileRoute } from '@tanstack/react-router'
import { PageIntro, pageHead } from '../../features/pages/page-intro'

export const Route = createFileRoute('/$lang/secretaries')({
  head: ({ params }) => pageHead('secretaries', params.lang),
  component: () => <PageIntro page="secretaries" />,
})
