import { createFileRoute } from '@tanstack/react-router'
import { PageIntro, pageHead } from '../../features/pages/page-intro'

export const Route = createFileRoute('/$lang/plantSolution')({
  head: ({ params }) => pageHead('plantSolution', params.lang),
  component: () => <PageIntro page="plantSolution" />,
})
