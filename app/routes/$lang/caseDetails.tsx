import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { PageIntro, pageHead } from '../../features/pages/page-intro'

const searchSchema = z.object({
  id: z.coerce.number().int().positive().optional().catch(undefined),
})

export const Route = createFileRoute('/$lang/caseDetails')({
  validateSearch: searchSchema,
  head: ({ params }) => pageHead('caseDetails', params.lang),
  component: () => <PageIntro page="caseDetails" />,
})
