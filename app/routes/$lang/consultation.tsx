import { createFileRoute } from '@tanstack/react-router'
import { ConsultationPage } from '../../domains/consultation/consultation-page'
import { withPlainForm } from '../../forms/form-answer'
import { pageHead, pageLoader } from '../../pages/page-route'
import { withSeo } from '../../seo/seo-loader'

/**
 * The consultation form as a page: where "Talk to an engineer" leads without JavaScript (with it,
 * the dialog opens instead); `?sent=1` after a lead posted here is stored (ADR 030).
 */
export const Route = createFileRoute('/$lang/consultation')({
  validateSearch: (search: Record<string, unknown>): { sent?: 1 } =>
    String(search.sent) === '1' ? { sent: 1 } : {},
  loader: withPlainForm('consultation', withSeo(pageLoader('consultation'))),
  head: pageHead,
  server: {
    handlers: {
      // Imported here only: the page's own chunk stays free of the server's modules.
      POST: async (ctx) => (await import('../../pages/page-posts.server')).postConsultation(ctx),
    },
  },
  component: Page,
})

function Page() {
  const { lang, copy, plainForm } = Route.useLoaderData()
  const { sent } = Route.useSearch()
  return <ConsultationPage lang={lang} copy={copy} plainForm={plainForm} sent={sent === 1} />
}
