import { createFileRoute } from '@tanstack/react-router'
import { PageIntro, pageHead } from '../../../features/pages/page-intro'

export const Route = createFileRoute('/$lang/aboutUs/development')({
  head: ({ params }) => pageHead('development', params.lang),
  component: () => <PageIntro page="development" />,
})
