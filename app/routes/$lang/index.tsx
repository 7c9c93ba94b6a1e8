import { createFileRoute } from '@tanstack/react-router'
import { PageIntro, pageHead } from '../../features/pages/page-intro'

export const Route = createFileRoute('/$lang/')({
  head: ({ params }) => pageHead('home', params.lang),
  component: () => <PageIntro page="home" />,
})
