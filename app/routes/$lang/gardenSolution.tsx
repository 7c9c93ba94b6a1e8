import { createFileRoute } from '@tanstack/react-router'
import { SolutionPage } from '../../domains/solutions/solution-page'
import { pageHead, relatedLoader } from '../../pages/page-route'
import { withSeo } from '../../seo/seo-loader'

export const Route = createFileRoute('/$lang/gardenSolution')({
  loader: withSeo(relatedLoader('gardenSolution')),
  head: pageHead,
  component: Page,
})

function Page() {
  const { lang, copy, related } = Route.useLoaderData()
  return <SolutionPage page="gardenSolution" lang={lang} copy={copy} related={related} />
}
