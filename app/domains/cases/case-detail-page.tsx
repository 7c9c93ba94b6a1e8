/** One case study: customer, industry and date, the cover, the body (challenge, solution, results) and related cases. */
import { routeLink } from '../../lib/route-path'
import { CaseStrip } from '../../blocks/case-strip/case-strip'
import { RichText } from '../../blocks/rich-text/rich-text'
import { BreakableText } from '../../components/ui/breakable-text'
import { Heading } from '../../components/ui/heading'
import { Media } from '../../components/ui/media'
import type { Locale } from '../../i18n/locales'
import type { CaseDetailView } from './cases.server'
import { BackLink, DetailUnavailable, FallbackNote } from '../../site/detail-parts'
import { ClosingBand } from '../../site/page-parts'
import type { PageCopy } from '../../site/page-copy.server'

export function CaseDetailPage({
  lang,
  copy,
  view,
}: {
  lang: Locale
  copy: PageCopy
  view: CaseDetailView
}) {
  const back = (
    <BackLink
      link={
        view.industry
          ? routeLink('/$lang/succeedCase/$category', { lang, category: view.industry.slug })
          : routeLink('/$lang/succeedCase/AllCase', { lang })
      }
    >
      {view.industry?.name ?? view.labels.back}
    </BackLink>
  )
  if (view.status === 'unavailable') {
    return (
      <div data-page="caseDetails">
        <DetailUnavailable kind="case" back={back} copy={copy} labels={view.labels} />
      </div>
    )
  }
  return (
    <div data-page="caseDetails">
      <section className="page-hero text-white">
        <div className="container-site grid items-center gap-10 py-14 md:py-20 lg:grid-cols-[1.2fr_1fr]">
          <div>
            {back}
            <FallbackNote story={view.story} lang={lang} />
            {/* The story's language on the story's words only; labels are the page's. */}
            <h1 lang={view.lang} className="mt-4 text-3xl font-semibold tracking-tight md:text-5xl">
              <BreakableText text={view.title} />
            </h1>
            <p lang={view.lang} className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-200">
              {view.summary}
            </p>
          </div>
          {view.image && (
            <Media
              image={view.image}
              priority
              className="justify-self-center"
              imgClassName="w-full rounded-card"
            />
          )}
        </div>
      </section>
      {/* the story and, beside it from `lg`, its facts: no empty half of the desktop */}
      <div className="container-site grid gap-10 py-12 md:py-16 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-16">
        <article data-testid="case-body" className="min-w-0">
          <RichText html={view.html} lang={view.lang} />
        </article>
        <aside className="order-first lg:order-last">
          <div className="rounded-card border border-slate-200 bg-surface-muted p-6 lg:sticky lg:top-24">
            <dl className="grid gap-4 text-sm sm:grid-cols-3 lg:grid-cols-1">
              {view.customer && (
                <div>
                  <dt className="text-ink-muted">{view.labels.customer}</dt>
                  <dd lang={view.lang} className="mt-1 font-semibold text-brand-900">
                    {view.customer}
                  </dd>
                </div>
              )}
              {view.industry && (
                <div>
                  <dt className="text-ink-muted">{view.labels.industry}</dt>
                  <dd className="mt-1 font-semibold text-brand-900" lang={view.industry.lang}>
                    {view.industry.name}
                  </dd>
                </div>
              )}
              <div>
                <dt className="text-ink-muted">{view.labels.published}</dt>
                <dd className="mt-1 font-semibold text-brand-900">
                  <time dateTime={view.date}>{view.dateLabel}</time>
                </dd>
              </div>
            </dl>
          </div>
        </aside>
      </div>
      {view.related.length > 0 && (
        <section aria-labelledby="related-cases" className="bg-surface-muted py-16 md:py-20">
          <div className="container-site">
            <Heading level={2} id="related-cases" className="mb-10">
              {view.labels.related}
            </Heading>
            <CaseStrip items={view.related} emptyText={view.labels.casesEmpty} />
          </div>
        </section>
      )}
      {copy.cta?.kind === 'consult' && (
        <ClosingBand
          heading={view.labels.closingHeading}
          text={view.labels.closingText}
          label={copy.cta.label}
        />
      )}
    </div>
  )
}
