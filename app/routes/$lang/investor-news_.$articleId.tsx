import { createFileRoute } from '@tanstack/react-router'
import { ArticlePage } from '../../domains/news/article-page'
import { articleLoader } from '../../site/content-loaders'
import { pageHead } from '../../site/page-route'
import { withSeo } from '../../site/seo-loader'

/** An investor article: `/{lang}/investor-news/{id}` (docs/decisions/012-content-pages.md). */
export const Route = createFileRoute('/$lang/investor-news_/$articleId')({
  loader: withSeo(articleLoader('investor')),
  head: pageHead,
  component: Page,
})

function Page() {
  const { lang, copy, view } = Route.useLoaderData()
  return <ArticlePage lang={lang} copy={copy} view={view} />
}
