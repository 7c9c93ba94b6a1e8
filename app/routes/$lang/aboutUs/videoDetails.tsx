import { createFileRoute } from '@tanstack/react-router'
import { PageIntro, pageHead } from '../../../features/pages/page-intro'

export const Route = createFileRoute('/$lang/aboutUs/videoDetails')({
  head: ({ params }) => pageHead('videoDetails', params.lang),
  component: () => <PageIntro page="videoDetails" />,
})
