import { createFileRoute } from '@tanstack/react-router'
import { PageIntro, pageHead } from '../../../features/pages/page-intro'

export const Route = createFileRoute('/$lang/aboutUs/culture')({
  head: ({ params }) => pageHead('culture', params.lang),
  component: () => <PageIntro page="culture" />,
})
