import { createFileRoute } from '@tanstack/react-router'
import { validateVideoSearch } from '../../../lib/search-params'
import { videoCenterLoader } from '../../../pages/content-loaders'
import { pageHead } from '../../../pages/page-route'
import { VideoCenterPage } from '../../../pages/video-center-page'
import { withSeo } from '../../../pages/seo-loader'

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
