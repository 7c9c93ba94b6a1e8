import { createFileRoute } from '@tanstack/react-router'
import { validateIdSearch } from '../../../lib/search-params'
import { DownloadCenterPage } from '../../../domains/downloads/download-center-page'
import { downloadCenterLoader } from '../../../pages/loaders/download-loader'
import { PreviewBar } from '../../../site/preview-bar'
import { withPlainForm } from '../../../forms/form-answer'
import { pageHead } from '../../../pages/page-route'
import { withSeo } from '../../../seo/seo-loader'

/** The documents; `?id=` the request form of one, which posts here without JavaScript (ADR 030). */
export const Route = createFileRoute('/$lang/aboutUs/downloadCenter')({
  validateSearch: validateIdSearch,
  loaderDeps: ({ search }) => ({ id: search.id, preview: search.preview }),
  loader: withPlainForm('download', withSeo(downloadCenterLoader())),
  head: pageHead,
  server: {
    handlers: {
      // Imported here only: the page's own chunk stays free of the server's modules.
      POST: async (ctx) => (await import('../../../pages/page-posts.server')).postDownload(ctx),
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
