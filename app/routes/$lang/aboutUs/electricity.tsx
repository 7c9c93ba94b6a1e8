import { createFileRoute } from '@tanstack/react-router'
import { PageIntro, pageHead } from '../../../features/pages/page-intro'

export const Route = createFileRoute('/$lang/aboutUs/electricity')({
  head: ({ params }) => pageHead('electricity', params.lang),
  component: () => <PageIntro page="electricity" />,
})
