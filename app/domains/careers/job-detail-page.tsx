/**
 * One open position: category, workplace, headcount and date, the responsibilities and the
 * requirements (the service's plain text, one list item each), and the application form. The
 * form and its libraries (TanStack Form, zod, its messages) are a chunk of their own, loaded once
 * this page is live: no other page downloads them (ADR 010).
 */
import { routeLink } from '../../lib/route-path'
import { lazy, Suspense, useSyncExternalStore } from 'react'
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

export function JobDetailPage({
  lang,
  copy,
  view,
}: {
  lang: Locale
  copy: PageCopy
  view: JobDetailView
}) {
  // The form works only with JavaScript (the upload shows its progress): it loads once the page
  // is hydrated, never in the server's HTML, so hydration matches.
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
  const loading = (
    <p className="text-sm text-ink-muted" data-testid="job-form-loading">
      {view.labels.formLoading}
    </p>
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
          {/* The page's call to action: the other open positions. */}
          {copy.cta && <CallToAction cta={copy.cta} opensNewWindow={copy.opensNewWindow} />}
        </article>
        <section
          aria-labelledby="job-apply"
          className="self-start rounded-card border border-slate-200 bg-surface p-6 shadow-sm"
          data-testid="job-apply"
        >
          <Heading level={2} size="lg" id="job-apply" className="text-brand-900">
            {view.labels.apply}
          </Heading>
          <p className="mt-2 mb-6 text-sm leading-relaxed text-ink-muted">
            {view.labels.applyIntro}
          </p>
          {hydrated ? (
            <Suspense fallback={loading}>
              <JobApplicationForm
                jobId={view.id}
                jobTitle={plainText(view.title)}
                titleLang={view.lang}
              />
            </Suspense>
          ) : (
            loading
          )}
        </section>
      </div>
    </div>
  )
}
