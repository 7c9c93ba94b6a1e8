import { createFileRoute } from '@tanstack/react-router'
import { validateIdSearch } from '../../lib/search-params'
import { jobDetailLoader } from '../../pages/content-loaders'
import { JobDetailPage } from '../../pages/job-detail-page'
import { pageHead } from '../../pages/page-route'
import { withSeo } from '../../pages/seo-loader'

/** One open position (`?id=`) with the application form. */
export const Route = createFileRoute('/$lang/join-details')({
  validateSearch: validateIdSearch,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: withSeo(jobDetailLoader()),
  head: pageHead,
  component: Page,
})

function Page() {
  const { lang, copy, view } = Route.useLoaderData()
  return <JobDetailPage lang={lang} copy={copy} view={view} />
}
