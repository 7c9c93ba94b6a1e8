import { createFileRoute } from '@tanstack/react-router'
import { SearchPage } from '../../domains/search/search-page'
import { validateSiteSearch } from '../../domains/search/search-params'
import { searchLoader } from '../../pages/loaders/search-loader'
import { pageHead } from '../../pages/page-route'
import { withSeo } from '../../seo/seo-loader'

export const Route = createFileRoute('/$lang/search')({
  validateSearch: validateSiteSearch,
  loaderDeps: ({ search }) => ({ q: search.q, type: search.type, page: search.page }),
  loader: withSeo(searchLoader()),
  head: pageHead,
  component: Page,
})

function Page() {
  const { lang, copy, view } = Route.useLoaderData()
  return <SearchPage lang={lang} copy={copy} view={view} />
}
