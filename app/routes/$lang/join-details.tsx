import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { PageIntro, pageHead } from '../../features/pages/page-intro'

const searchSchema = z.object({
  id: z.coerce.number().int().positive().optional().catch(undefined),
})

export const Route = createFileRoute('/$lang/join-details')({
  validateSearch: searchSchema,
  head: ({ params }) => pageHead('joinDetails', params.lang),
  component: () => <PageIntro page="joinDetails" />,
})
