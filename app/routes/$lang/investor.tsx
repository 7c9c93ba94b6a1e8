import { createFileRoute } from '@tanstack/react-router'
import { PageIntro, pageHead } from '../../features/pages/page-intro'

export const Route = createFileRoute('/$lang/investor')({
  head: ({ params }) => pageHead('investor', params.lang),
  component: () => <PageIntro page="investor" />,
})
