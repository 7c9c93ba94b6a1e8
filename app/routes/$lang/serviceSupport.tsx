import { createFileRoute } from '@tanstack/react-router'
import { validateAnchorSearch } from '../../lib/search-params'
import { PageIntro } from '../../site/page-intro'
import { pageHead, pageLoader } from '../../site/page-route'
import { ServiceSections } from '../../domains/service/service-sections'
import { withSeo } from '../../site/seo-loader'

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
