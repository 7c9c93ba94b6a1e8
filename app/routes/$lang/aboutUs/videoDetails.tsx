import { createFileRoute } from '@tanstack/react-router'
import { validateVideoSearch } from '../../../lib/search-params'
import { videoCenterLoader } from '../../../site/content-loaders'
import { pageHead } from '../../../site/page-route'
import { VideoCenterPage } from '../../../domains/videos/video-center-page'
import { withSeo } from '../../../site/seo-loader'

export const Route = createFileRoute('/$lang/aboutUs/videoDetails')({
  validateSearch: validateVideoSearch,
  loaderDeps: ({ search }) => ({ v: search.v }),
  loader: withSeo(videoCenterLoader()),
  head: pageHead,
  component: Page,
})

function Page() {
  const { copy, view } = Route.useLoaderData()
  return <VideoCenterPage copy={copy} view={view} />
}
