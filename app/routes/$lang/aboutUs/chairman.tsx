import { createFileRoute } from '@tanstack/react-router'
import { PageIntro, pageHead } from '../../../features/pages/page-intro'

export const Route = createFileRoute('/$lang/aboutUs/chairman')({
  head: ({ params }) => pageHead('chairman', params.lang),
  component: () => <PageIntro page="chairman" />,
})
