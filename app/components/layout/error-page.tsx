import { Link, useRouterState, type ErrorComponentProps } from '@tanstack/react-router'
import { useLocale } from '../../i18n/use-locale'
import { statusOfError } from '../../lib/error-status'
import { useMenu } from './use-menu'

function ErrorLayout(props: {
  code: number
  title: string
  message: string
  description: string
  variant: string
  backHome: string
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
        {props.backHome}
      </Link>
    </section>
  )
}

/** The not-found variant: "Page not found: {path}". */
export function NotFoundPage() {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const words = useMenu().shell.errors
  return (
    <ErrorLayout
      variant="not-found"
      backHome={words.backHome}
      code={404}
      title={words.notFoundTitle}
      message={words.notFoundMessage.replace('{path}', pathname)}
      description={words.notFoundDescription}
    />
  )
}

/** The generic variant: status code, status message and description. */
export function ErrorPage({ error }: ErrorComponentProps) {
  const words = useMenu().shell.errors
  const status = statusOfError(error)
  if (status === 404) return <NotFoundPage />
  const statusMessage =
    status === 500
      ? words.internalServerError
      : ((error as { statusMessage?: string }).statusMessage ?? words.internalServerError)
  return (
    <ErrorLayout
      variant="generic"
      backHome={words.backHome}
      code={status}
      title={words.genericTitle}
      message={statusMessage}
      description={words.genericDescription}
    />
  )
}
