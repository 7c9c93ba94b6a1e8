import { createFileRoute } from '@tanstack/react-router'
import { validateNewsSearch } from '../../lib/search-params'
import { NewsListPage } from '../../domains/news/news-list-page'
import { newsListLoader } from '../../pages/loaders/news-loaders'
import { pageHead } from '../../pages/page-route'
import { withSeo } from '../../seo/seo-loader'

export const Route = createFileRoute('/$lang/investor-news')({
  validateSearch: validateNewsSearch,
  loaderDeps: ({ search }) => ({ page: search.page, q: search.q, tag: search.tag }),
  loader: withSeo(newsListLoader('investor')),
  head: pageHead,
  component: Page,
})

function Page() {
  const { lang, copy, view } = Route.useLoaderData()
  return <NewsListPage lang={lang} page="investorNews" copy={copy} view={view} />
}
