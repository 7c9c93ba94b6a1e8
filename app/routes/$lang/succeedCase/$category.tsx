import { createFileRoute } from '@tanstack/react-router'
import { validatePageSearch } from '../../../lib/search-params'
import { CaseListPage } from '../../../domains/cases/case-list-page'
import { caseListLoader } from '../../../pages/loaders/case-loaders'
import { pageHead } from '../../../pages/page-route'
import { withSeo } from '../../../seo/seo-loader'

/** A case category; the slug is the category's `outLink` from the content service. */
export const Route = createFileRoute('/$lang/succeedCase/$category')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: withSeo(caseListLoader('caseCategory')),
  head: pageHead,
  component: Page,
})

function Page() {
  const { lang, copy, view } = Route.useLoaderData()
  return <CaseListPage lang={lang} copy={copy} view={view} />
}
