/**
 * One position: category, workplace, headcount and date, the responsibilities and the
 * requirements (the service's plain text, one list item each), and the application form; a
 * closed one says so in the form's place and links the open positions. The
 * form and its libraries (TanStack Form, zod, its messages) are a chunk of their own, loaded once
 * this page is live: no other page downloads them (ADR 010).
 */
import { linkHref, routeLink } from '../../lib/route-path'
import type { PlainFormData } from '../../forms/form-answer'
import { JobApplicationPlainForm } from './job-application-plain-form'
import { lazy, Suspense, useSyncExternalStore } from 'react'
import { LinkButton } from '../../components/ui/button'
import { Heading } from '../../components/ui/heading'
import { BreakableText } from '../../components/ui/breakable-text'
import { plainText } from '../../lib/line-breaks'
import type { Locale } from '../../i18n/locales'
import type { JobDetailView } from './careers.server'
import { BackLink, DetailUnavailable, FallbackNote } from '../../site/detail-parts'
import { JobFacts } from './job-facts'
import type { PageCopy } from '../../site/page-copy.server'
import { CallToAction } from '../../site/page-intro'

const JobApplicationForm = lazy(() => import('./job-application-form'))

const noSubscription = () => () => {}

function TextList({
  id,
  heading,
  items,
  lang,
}: {
  id: string
  heading: string
  items: readonly string[]
  lang?: string
}) {
  return (
    <section aria-labelledby={id} className="mb-10">
      <Heading level={2} size="lg" id={id} className="mb-5 text-brand-900">
        {heading}
      </Heading>
      <ul
        lang={lang}
        className="list-disc space-y-2 pl-6 leading-relaxed text-ink marker:text-accent-500"
      >
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </section>
  )
}

/** A posting past its last day (ADR 037): no form, the open positions instead. */
function ClosedNotice({ lang, labels }: { lang: Locale; labels: JobDetailView['labels'] }) {
  return (
    <div data-testid="job-closed">
      <p className="mt-2 mb-6 text-sm leading-relaxed text-ink">{labels.closedText}</p>
      <LinkButton link={routeLink('/$lang/joinUs', { lang })}>{labels.openPositions}</LinkButton>
    </div>
  )
}

export function JobDetailPage({
  lang,
  copy,
  view,
  plainForm,
  sent,
}: {
  lang: Locale
  copy: PageCopy
  view: JobDetailView
  plainForm: PlainFormData
  /** After an application posted without JavaScript was stored (ADR 030). */
  sent: boolean
}) {
  // The server's HTML has the plain form, which posts without JavaScript; once the page is
  // hydrated, the enhanced form (upload progress) loads in its own chunk and takes its place.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const back = <BackLink link={routeLink('/$lang/joinUs', { lang })}>{view.labels.back}</BackLink>
  if (view.status === 'unavailable') {
    return (
      <div data-page="joinDetails">
        <DetailUnavailable kind="job" back={back} copy={copy} labels={view.labels} />
      </div>
    )
  }
  const plain = (
    <JobApplicationPlainForm
      jobId={view.id}
      data={plainForm}
      action={`${linkHref(routeLink('/$lang/join-details', { lang }, { id: view.id }))}#job-apply`}
    />
  )
  return (
    <div data-page="joinDetails">
      <section className="page-hero text-white">
        <div className="container-site py-14 md:py-20">
          {back}
          <FallbackNote story={view.story} lang={lang} />
          <h1
            lang={view.lang}
            className="mt-4 max-w-4xl text-3xl font-semibold tracking-tight md:text-5xl"
          >
            <BreakableText text={view.title} />
          </h1>
          <JobFacts job={view} labels={view.labels} tone="hero" />
        </div>
      </section>
      <div className="container-site grid gap-12 py-12 md:py-16 lg:grid-cols-[1fr_28rem]">
        <article data-testid="job-body">
          <TextList
            id="job-responsibilities"
            heading={view.labels.responsibilities}
            items={view.responsibilities}
            lang={view.lang}
          />
          <TextList
            id="job-requirements"
            heading={view.labels.requirements}
            items={view.requirements}
            lang={view.lang}
          />
          {/* The other open positions: secondary, the application is the page's primary action. */}
          {copy.cta && (
            <CallToAction cta={copy.cta} opensNewWindow={copy.opensNewWindow} variant="secondary" />
          )}
        </article>
        <section
          aria-labelledby="job-apply"
          className="self-start rounded-card border border-slate-200 bg-surface p-6 shadow-sm"
          data-testid="job-apply"
        >
          <Heading level={2} size="lg" id="job-apply" className="text-brand-900">
            {view.closed ? view.labels.closedHeading : view.labels.apply}
          </Heading>
          {!view.closed && (
            <p className="mt-2 mb-6 text-sm leading-relaxed text-ink-muted">
              {view.labels.applyIntro}
            </p>
          )}
          {view.closed ? (
            <ClosedNotice lang={lang} labels={view.labels} />
          ) : sent ? (
            <div
              role="status"
              className="rounded-md border border-emerald-300 bg-emerald-50 p-5"
              data-testid="job-application-done"
            >
              <h3 className="text-lg font-semibold text-brand-900">
                {plainForm.labels.sentHeading}
              </h3>
              <p className="mt-2 text-sm text-ink">{plainForm.labels.sentText}</p>
              <p className="mt-1 text-sm font-semibold text-ink" lang={view.lang}>
                {plainText(view.title)}
              </p>
            </div>
          ) : hydrated ? (
            <Suspense fallback={plain}>
              <JobApplicationForm
                jobId={view.id}
                jobTitle={plainText(view.title)}
                titleLang={view.lang}
                answer={plainForm.answer}
              />
            </Suspense>
          ) : (
            plain
          )}
        </section>
      </div>
    </div>
  )
}
