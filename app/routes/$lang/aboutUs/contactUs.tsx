import { createFileRoute } from '@tanstack/react-router'
import { PageIntro, pageHead } from '../../../features/pages/page-intro'

export const Route = createFileRoute('/$lang/aboutUs/contactUs')({
  head: ({ params }) => pageHead('contactUs', params.lang),
  component: () => <PageIntro page="contactUs" />,
})
