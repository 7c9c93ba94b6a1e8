import { createFileRoute } from '@tanstack/react-router'
import { validateJobSearch } from '../../lib/search-params'
import { jobListLoader } from '../../site/loaders/career-loaders'
import { JobListPage } from '../../domains/careers/job-list-page'
import { pageHead } from '../../site/page-route'
import { withSeo } from '../../site/seo-loader'

/** Open positions, filtered by `?category=&place=` and paged (`?page=`). */
export const Route = createFileRoute('/$lang/joinUs')({
  validateSearch: validateJobSearch,
  loaderDeps: ({ search }) => ({
    category: search.category,
    place: search.place,
    page: search.page,
  }),
  loader: withSeo(jobListLoader()),
  head: pageHead,
  component: Page,
})

function Page() {
  const { lang, copy, view } = Route.useLoaderData()
  return <JobListPage lang={lang} copy={copy} view={view} />
}
