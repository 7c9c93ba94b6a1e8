import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../../../pages/page-intro'
import { pageHead, pageLoader } from '../../../pages/page-route'

/** A case category; the slug is the category's `outLink` from the content service. */
export const Route = createFileRoute('/$lang/succeedCase/$category')({
  params: {
    parse: (raw) => ({ category: raw.category }),
    stringify: (params) => ({ category: params.category }),
  },
  loader: pageLoader('caseCategory'),
  head: pageHead,
  component: Page,
})

function Page() {
  const { copy } = Route.useLoaderData()
  return <PageIntro page="caseCategory" copy={copy} />
}
