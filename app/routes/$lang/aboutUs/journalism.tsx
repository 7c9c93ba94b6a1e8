import { createFileRoute } from '@tanstack/react-router'
import { PageIntro, pageHead } from '../../../features/pages/page-intro'

export const Route = createFileRoute('/$lang/aboutUs/journalism')({
  head: ({ params }) => pageHead('journalism', params.lang),
  component: () => <PageIntro page="journalism" />,
})
