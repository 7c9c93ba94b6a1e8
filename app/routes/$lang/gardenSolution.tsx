import { createFileRoute } from '@tanstack/react-router'
import { PageIntro, pageHead } from '../../features/pages/page-intro'

export const Route = createFileRoute('/$lang/gardenSolution')({
  head: ({ params }) => pageHead('gardenSolution', params.lang),
  component: () => <PageIntro page="gardenSolution" />,
})
