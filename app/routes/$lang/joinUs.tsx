import { createFileRoute } from '@tanstack/react-router'
import { PageIntro, pageHead } from '../../features/pages/page-intro'

export const Route = createFileRoute('/$lang/joinUs')({
  head: ({ params }) => pageHead('joinUs', params.lang),
  component: () => <PageIntro page="joinUs" />,
})
