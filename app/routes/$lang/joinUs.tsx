import { createFileRoute } from '@tanstack/react-router'
import { validateJobSearch } from '../../lib/search-params'
import { jobListLoader } from '../../pages/loaders/career-loaders'
import { JobListPage } from '../../domains/careers/job-list-page'
import { pageHead } from '../../pages/page-route'
import { withSeo } from '../../seo/seo-loader'

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
