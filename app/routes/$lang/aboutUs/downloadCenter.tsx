import { createFileRoute } from '@tanstack/react-router'
import { validateIdSearch } from '../../../lib/search-params'
import { DownloadCenterPage } from '../../../domains/downloads/download-center-page'
import { downloadCenterLoader } from '../../../site/content-loaders'
import { pageHead } from '../../../site/page-route'
import { withSeo } from '../../../site/seo-loader'

export const Route = createFileRoute('/$lang/aboutUs/downloadCenter')({
  validateSearch: validateIdSearch,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: withSeo(downloadCenterLoader()),
  head: pageHead,
  component: Page,
})

function Page() {
  const { copy, view } = Route.useLoaderData()
  return <DownloadCenterPage copy={copy} view={view} />
}
