import { createFileRoute } from '@tanstack/react-router'
import { PageIntro, pageHead } from '../../../features/pages/page-intro'

/** A case category; the slug is the category's `outLink` from the content service. */
export const Route = createFileRoute('/$lang/succeedCase/$category')({
  params: {
    parse: (raw) => ({ category: raw.category }),
    stringify: (params) => ({ category: params.category }),
  },
  head: ({ params }) => pageHead('caseCategory', params.lang),
  component: () => <PageIntro page="caseCategory" />,
})
