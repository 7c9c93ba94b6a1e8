import { createFileRoute } from '@tanstack/react-router'
import { PageIntro, pageHead } from '../../features/pages/page-intro'

export const Route = createFileRoute('/$lang/investor-news')({
  head: ({ params }) => pageHead('investorNews', params.lang),
  component: () => <PageIntro page="investorNews" />,
})
