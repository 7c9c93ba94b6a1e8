import { createFileRoute } from '@tanstack/react-router'
import { ArticlePage } from '../../domains/news/article-page'
import { validatePreviewSearch } from '../../lib/search-params'
import { articleLoader } from '../../pages/loaders/news-loaders'
import { PreviewBar } from '../../site/preview-bar'
import { pageHead } from '../../pages/page-route'
import { withSeo } from '../../seo/seo-loader'

/** An investor article: `/{lang}/investor-news/{id}` (docs/decisions/012-content-pages.md). */
export const Route = createFileRoute('/$lang/investor-news_/$articleId')({
  validateSearch: validatePreviewSearch,
  loaderDeps: ({ search }) => ({ preview: search.preview }),
  loader: withSeo(articleLoader('investor')),
  head: pageHead,
  component: Page,
})

function Page() {
  const { lang, copy, view } = Route.useLoaderData()
  return (
    <>
      <PreviewBar bar={view.preview} />
      <ArticlePage lang={lang} copy={copy} view={view} />
    </>
  )
}
