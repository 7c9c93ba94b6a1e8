import { useRouterState, type ErrorComponentProps } from '@tanstack/react-router'
import { buttonClasses } from '../ui/button'
import { useLocale } from '../../i18n/use-locale'
import { statusOfError } from '../../lib/error-status'
import { routeLink } from '../../lib/route-path'
import { SiteLink } from './site-link'
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
        className="font-mono text-6xl font-bold text-brand-800/60 md:text-8xl"
        data-testid="error-status"
      >
        {props.code}
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900 md:text-4xl">{props.title}</h1>
      <p className="mt-4 break-all text-lg text-slate-700" data-testid="error-message">
        {props.message}
      </p>
      <p className="mt-3 max-w-2xl text-slate-600">{props.description}</p>
      <SiteLink
        item={{
          kind: 'internal',
          key: 'home',
          link: routeLink('/$lang', { lang: locale }),
          label: props.backHome,
        }}
        className={buttonClasses({ variant: 'secondary' }, 'mt-8')}
      >
        {props.backHome}
      </SiteLink>
    </section>
  )
}

/** What an expired preview link's not-found carries (app/site/preview.server.ts; answered 410). */
function previewExpired(data: unknown): { title: string; text: string } | undefined {
  const notice = (data as { previewExpired?: unknown } | undefined)?.previewExpired
  return notice && typeof notice === 'object'
    ? (notice as { title: string; text: string })
    : undefined
}

/** The not-found variant: "Page not found: {path}"; or the page of an expired preview link. */
export function NotFoundPage(props: { data?: unknown }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const words = useMenu().shell.errors
  const expired = previewExpired(props.data)
  if (expired)
    return (
      <ErrorLayout
        variant="preview-expired"
        backHome={words.backHome}
        code={410}
        title={expired.title}
        message={expired.text}
        description=""
      />
    )
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
