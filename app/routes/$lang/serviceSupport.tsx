import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { PageIntro, pageHead } from '../../features/pages/page-intro'
import { ServiceSections } from '../../features/service/service-sections'

/** `anchor` 1 to 4 selects one of the four service sections. */
const searchSchema = z.object({
  anchor: z.coerce.number().int().min(1).max(4).optional().catch(undefined),
})

export const Route = createFileRoute('/$lang/serviceSupport')({
  validateSearch: searchSchema,
  head: ({ params }) => pageHead('serviceSupport', params.lang),
  component: ServiceSupportPage,
})

function ServiceSupportPage() {
  const { anchor } = Route.useSearch()
  return (
    <PageIntro page="serviceSupport">
      <ServiceSections anchor={anchor} />
    </PageIntro>
  )
}
