import { createFileRoute } from '@tanstack/react-router'
import { PageIntro, pageHead } from '../../../features/pages/page-intro'

export const Route = createFileRoute('/$lang/aboutUs/responsibility')({
  head: ({ params }) => pageHead('responsibility', params.lang),
  component: () => <PageIntro page="responsibility" />,
})
