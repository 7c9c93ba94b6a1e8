import { createFileRoute } from '@tanstack/react-router'
import { validateIdSearch } from '../../lib/search-params'
import { jobDetailLoader } from '../../pages/loaders/career-loaders'
import { JobDetailPage } from '../../domains/careers/job-detail-page'
import { PreviewBar } from '../../site/preview-bar'
import { withPlainForm } from '../../forms/form-answer'
import { pageHead } from '../../pages/page-route'
import { withSeo } from '../../seo/seo-loader'

/**
 * One open position (`?id=`) with the application form; `&sent=1` after an application posted
 * without JavaScript, which the POST handler stores (ADR 030).
 */
export const Route = createFileRoute('/$lang/join-details')({
  validateSearch: (
    search: Record<string, unknown>,
  ): { id?: number; preview?: string; sent?: 1 } => ({
    ...validateIdSearch(search),
    ...(String(search.sent) === '1' ? { sent: 1 as const } : {}),
  }),
  loaderDeps: ({ search }) => ({ id: search.id, preview: search.preview }),
  loader: withPlainForm('application', withSeo(jobDetailLoader())),
  head: pageHead,
  server: {
    handlers: {
      // Imported here only: the page's own chunk stays free of the server's modules.
      POST: async (ctx) => (await import('../../pages/page-posts.server')).postApplication(ctx),
    },
  },
  component: Page,
})

function Page() {
  const { lang, copy, view, plainForm } = Route.useLoaderData()
  const { sent } = Route.useSearch()
  return (
    <>
      <PreviewBar bar={view.preview} />
      <JobDetailPage lang={lang} copy={copy} view={view} plainForm={plainForm} sent={sent === 1} />
    </>
  )
}
