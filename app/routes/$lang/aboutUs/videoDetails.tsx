import { createFileRoute } from '@tanstack/react-router'
import { validateVideoSearch } from '../../../lib/search-params'
import { videoCenterLoader } from '../../../pages/loaders/video-loader'
import { pageHead } from '../../../pages/page-route'
import { VideoCenterPage } from '../../../domains/videos/video-center-page'
import { PreviewBar } from '../../../site/preview-bar'
import { withSeo } from '../../../seo/seo-loader'

export const Route = createFileRoute('/$lang/aboutUs/videoDetails')({
  validateSearch: validateVideoSearch,
  loaderDeps: ({ search }) => ({ v: search.v, preview: search.preview }),
  loader: withSeo(videoCenterLoader()),
  head: pageHead,
  component: Page,
})

function Page() {
  const { copy, view } = Route.useLoaderData()
  return (
    <>
      <PreviewBar bar={view.preview} />
      <VideoCenterPage copy={copy} view={view} />
    </>
  )
}
