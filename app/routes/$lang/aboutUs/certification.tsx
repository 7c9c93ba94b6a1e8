import { createFileRoute } from '@tanstack/react-router'
import { PageIntro, pageHead } from '../../../features/pages/page-intro'

export const Route = createFileRoute('/$lang/aboutUs/certification')({
  head: ({ params }) => pageHead('certification', params.lang),
  component: () => <PageIntro page="certification" />,
})
