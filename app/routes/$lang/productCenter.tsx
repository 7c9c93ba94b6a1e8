import { createFileRoute } from '@tanstack/react-router'
import { PageIntro, pageHead } from '../../features/pages/page-intro'

export const Route = createFileRoute('/$lang/productCenter')({
  head: ({ params }) => pageHead('productCenter', params.lang),
  component: () => <PageIntro page="productCenter" />,
})
