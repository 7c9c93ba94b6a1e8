import { Fragment } from 'react'
import { createFileRoute, notFound, Outlet } from '@tanstack/react-router'
import { ErrorPage } from '../../components/layout/error-page'
import { loadShell } from '../../pages/navigation.queries'
import { isLocale, type Locale } from '../../i18n/locales'

/** The locale prefix: anything outside the 13 codes is a real 404. */
export const Route = createFileRoute('/$lang')({
  params: {
    // Typed as a Locale for every child route; beforeLoad rejects anything else.
    parse: (raw) => ({ lang: raw.lang as Locale }),
    stringify: (params) => ({ lang: params.lang }),
  },
  beforeLoad: ({ params }) => {
    if (!isLocale(params.lang)) throw notFound()
    return { locale: params.lang }
  },
  // The shell of this locale: a new locale is a new match, loaded before it renders.
  loader: ({ context, params }) => loadShell(context.queryClient, params.lang),
  component: LocaleOutlet,
  errorComponent: ErrorPage,
})

/** Message functions read the locale when called: remount the page when the locale changes. */
function LocaleOutlet() {
  const { lang } = Route.useParams()
  return (
    <Fragment key={lang}>
      <Outlet />
    </Fragment>
  )
}
