import { createFileRoute } from '@tanstack/react-router'
import { PageIntro, pageHead } from '../../../features/pages/page-intro'

export const Route = createFileRoute('/$lang/succeedCase/AllCase')({
  head: ({ params }) => pageHead('allCases', params.lang),
  component: () => <PageIntro page="allCases" />,
})
