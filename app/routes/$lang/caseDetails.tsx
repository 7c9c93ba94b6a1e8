import { createFileRoute } from '@tanstack/react-router'
import { validateIdSearch } from '../../lib/search-params'
import { CaseDetailPage } from '../../domains/cases/case-detail-page'
import { PreviewBar } from '../../site/preview-bar'
import { caseDetailLoader } from '../../pages/loaders/case-loaders'
import { pageHead } from '../../pages/page-route'
import { withSeo } from '../../seo/seo-loader'

export const Route = createFileRoute('/$lang/caseDetails')({
  validateSearch: validateIdSearch,
  loaderDeps: ({ search }) => ({ id: search.id, preview: search.preview }),
  loader: withSeo(caseDetailLoader()),
  head: pageHead,
  component: Page,
})

function Page() {
  const { lang, copy, view } = Route.useLoaderData()
  return (
    <>
      <PreviewBar bar={view.preview} />
      <CaseDetailPage lang={lang} copy={copy} view={view} />
    </>
  )
}
