import { createFileRoute } from '@tanstack/react-router'
import { validateAnchorSearch } from '../../lib/search-params'
import { Hero } from '../../blocks/hero/hero'
import { ConsultButton } from '../../site/page-parts'
import { pageHead, pageLoader } from '../../pages/page-route'
import { ServiceSections } from '../../domains/service/service-sections'
import { withSeo } from '../../seo/seo-loader'

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
    <div data-page="serviceSupport">
      <Hero
        heading={copy.heading}
        lead={copy.intro}
        image={copy.heroImage}
        actions={copy.cta && <ConsultButton label={copy.cta.label} />}
      />
      <ServiceSections anchor={anchor} copy={copy} />
    </div>
  )
}
