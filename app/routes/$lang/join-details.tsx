import { createFileRoute } from '@tanstack/react-router'
import { validateIdSearch } from '../../lib/search-params'
import { jobDetailLoader } from '../../site/content-loaders'
import { JobDetailPage } from '../../domains/careers/job-detail-page'
import { pageHead } from '../../site/page-route'
import { withSeo } from '../../site/seo-loader'

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
