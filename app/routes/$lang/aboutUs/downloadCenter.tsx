import { createFileRoute } from '@tanstack/react-router'
import { validateIdSearch } from '../../../lib/search-params'
import { DownloadCenterPage } from '../../../domains/downloads/download-center-page'
import { downloadCenterLoader } from '../../../site/loaders/download-loader'
import { PreviewBar } from '../../../site/preview-bar'
import { withPlainForm } from '../../../site/forms/form-answer'
import { pageHead } from '../../../site/page-route'
import { withSeo } from '../../../site/seo-loader'

/** The documents; `?id=` the request form of one, which posts here without JavaScript (ADR 030). */
export const Route = createFileRoute('/$lang/aboutUs/downloadCenter')({
  validateSearch: validateIdSearch,
  loaderDeps: ({ search }) => ({ id: search.id, preview: search.preview }),
  loader: withPlainForm('download', withSeo(downloadCenterLoader())),
  head: pageHead,
  server: {
    handlers: {
      // Imported here only: the page's own chunk stays free of the server's modules.
      POST: async (ctx) =>
        (await import('../../../site/forms/page-posts.server')).postDownload(ctx),
    },
  },
  component: Page,
})

function Page() {
  const { lang, copy, view, plainForm } = Route.useLoaderData()
  return (
    <>
      <PreviewBar bar={view.preview} />
      <DownloadCenterPage lang={lang} copy={copy} view={view} plainForm={plainForm} />
    </>
  )
}
