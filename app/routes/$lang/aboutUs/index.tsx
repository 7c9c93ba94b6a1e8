import { createFileRoute } from '@tanstack/react-router'
import { PageIntro, pageHead } from '../../../features/pages/page-intro'

export const Route = createFileRoute('/$lang/aboutUs/')({
  head: ({ params }) => pageHead('aboutUs', params.lang),
  component: () => <PageIntro page="aboutUs" />,
})
