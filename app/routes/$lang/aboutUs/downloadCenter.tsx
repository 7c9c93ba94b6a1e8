import { createFileRoute } from '@tanstack/react-router'
import { PageIntro, pageHead } from '../../../features/pages/page-intro'

export const Route = createFileRoute('/$lang/aboutUs/downloadCenter')({
  head: ({ params }) => pageHead('downloadCenter', params.lang),
  component: () => <PageIntro page="downloadCenter" />,
})
