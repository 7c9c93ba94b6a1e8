import { Link, useRouterState, type ErrorComponentProps } from '@tanstack/react-router'
import { useLocale } from '../../i18n/use-locale'
import { statusOfError } from '../../lib/error-status'
import * as m from '../../paraglide/messages.js'

function ErrorLayout(props: {
  code: number
  title: string
  message: string
  description: string
  variant: string
}) {
  const locale = useLocale()
  return (
    <section className="container-site py-20 md:py-28" data-error-variant={props.variant}>
      <p
        className="font-mono text-6xl font-bold text-[#0b2545]/20 md:text-8xl"
        data-testid="error-status"
      >
        {props.code}
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900 md:text-4xl">{props.title}</h1>
      <p className="mt-4 break-all text-lg text-slate-700" data-testid="error-message">
        {props.message}
      </p>
      <p className="mt-3 max-w-2xl text-slate-600">{props.description}</p>
      <Link
        to="/$lang"
        params={{ lang: locale }}
        className="mt-8 inline-flex h-11 items-center rounded-md bg-[#0b2545] px-5 text-white hover:bg-[#13315c] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500"
      >
        {m.error_back_home()}
      </Link>
    </section>
  )
}

/** The not-found variant: "Page not found: {path}". */
export function NotFoundPage() {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  return (
    <ErrorLayout
      variant="not-found"
      code={404}
      title={m.error_not_found_title()}
      message={m.error_not_found_message({ path: pathname })}
      description={m.error_not_found_description()}
    />
  )
}

/** The generic variant: status code, status message and description. */
export function ErrorPage({ error }: ErrorComponentProps) {
  const status = statusOfError(error)
  if (status === 404) return <NotFoundPage />
  const statusMessage =
    status === 500
      ? m.error_internal_server_error()
      : ((error as { statusMessage?: string }).statusMessage ?? m.error_internal_server_error())
  return (
    <ErrorLayout
      variant="generic"
      code={status}
      title={m.error_generic_title()}
      message={statusMessage}
      description={m.error_generic_description()}
    />
  )
}
