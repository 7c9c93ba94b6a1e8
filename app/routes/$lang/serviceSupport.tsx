import { createFileRoute } from '@tanstack/react-router'
import { anchorSearchSchema } from '../../lib/search-params.schema'
import { PageIntro } from '../../pages/page-intro'
import { pageHead, pageLoader } from '../../pages/page-route'
import { ServiceSections } from '../../features/service/service-sections'

export const Route = createFileRoute('/$lang/serviceSupport')({
  validateSearch: anchorSearchSchema,
  loader: pageLoader('serviceSupport'),
  head: pageHead,
  component: ServiceSupportPage,
})

function ServiceSupportPage() {
  const { anchor } = Route.useSearch()
  const { copy } = Route.useLoaderData()
  return (
    <PageIntro page="serviceSupport" copy={copy}>
      <ServiceSections anchor={anchor} sections={copy.sections} />
    </PageIntro>
  )
}
