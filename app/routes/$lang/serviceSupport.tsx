import { createFileRoute } from '@tanstack/react-router'
import { validateAnchorSearch } from '../../lib/search-params'
import { PageIntro } from '../../pages/page-intro'
import { pageHead, pageLoader } from '../../pages/page-route'
import { ServiceSections } from '../../features/service/service-sections'
import { withSeo } from '../../pages/seo-loader'

export const Route = createFileRoute('/$lang/serviceSupport')({
  validateSearch: validateAnchorSearch,
  loader: withSeo(pageLoader('serviceSupport')),
  head: pageHead,
  component: ServiceSupportPage,
})

function ServiceSupportPage() {
  const { anchor } = Route.useSearch()
  const { copy } = Route.useLoaderData()
  return (
    <PageIntro page="serviceSupport" copy={copy}>
      <ServiceSections anchor={anchor} copy={copy} />
    </PageIntro>
  )
}
