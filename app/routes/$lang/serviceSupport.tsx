import { createFileRoute } from '@tanstack/react-router'
import { anchorSearchSchema } from '../../lib/search-params.schema'
import { PageIntro, pageHead } from '../../features/pages/page-intro'
import { ServiceSections } from '../../features/service/service-sections'

export const Route = createFileRoute('/$lang/serviceSupport')({
  validateSearch: anchorSearchSchema,
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
