/**
 * One story on its own page: a case study or a news or investor article. The hero (link back,
 * fallback note, title, summary), the body, the facts (customer, industry, date, topics), what
 * follows (related cases, latest articles) and the state shown when the service cannot give the
 * story. The two kinds differ in arrangement only, chosen by `layout`:
 * - `beside` (a case): the picture beside the heading, the facts beside the body;
 * - `stacked` (an article): the facts under the heading, the picture above the body.
 */
import type { ReactNode } from 'react'
import { RichText } from '../blocks/rich-text/rich-text'
import { BreakableText } from '../components/ui/breakable-text'
import { Heading } from '../components/ui/heading'
import { Media, type ImageSource } from '../components/ui/media'
import { DetailUnavailable, FallbackNote } from './detail-parts'
import type { PreviewBar } from './preview.server'
import type { StoryLanguages } from './story-languages.server'

/** What every story's view holds; a case or an article adds its own facts and what follows. */
export interface StoryDetailView {
  status: 'ok' | 'unavailable'
  title: string
  summary: string
  /** ISO date (YYYY-MM-DD) and as the reader's locale writes it. */
  date: string
  dateLabel: string
  image: ImageSource | null
  /** The body, sanitized. */
  html: string
  /** The content's language, when it differs from the page's. */
  lang?: string
  /** Which version this is, its note when a fallback, its alternates (ADR 025). */
  story?: StoryLanguages
  /** Shown with `?preview=`: the version a preview token names. */
  preview?: PreviewBar
}

/** A fact of the story: a label and its value; `dateTime` makes the value a `<time>`. */
export interface StoryFact {
  label: string
  value: string
  /** The value's language, when it is the story's and not the page's. */
  lang?: string
  dateTime?: string
}

/** An article's column: its heading, picture and text share one left edge, centred on a desktop. */
const READING_COLUMN = 'mx-auto max-w-4xl'

const arrangements = {
  beside: {
    h1: 'mt-4 text-3xl font-semibold tracking-tight md:text-5xl',
    term: 'text-ink-muted',
    value: 'mt-1 font-semibold text-brand-900',
    more: 'bg-surface-muted py-16 md:py-20',
    moreHeading: 'mb-10',
  },
  stacked: {
    h1: 'mt-4 max-w-4xl text-3xl font-semibold tracking-tight md:text-5xl',
    term: 'text-slate-300',
    value: 'mt-1 font-semibold',
    more: 'bg-surface-muted py-16',
    moreHeading: 'mb-8',
  },
} as const

export function StoryDetail({
  page,
  kind,
  lang,
  layout,
  copy,
  view,
  back,
  facts,
  afterBody,
  more,
  closing,
}: {
  /** `data-page` of the page's root. */
  page: string
  /** Names the body (`{kind}-body`) and the error state (`{kind}-unavailable`). */
  kind: 'case' | 'article'
  lang: string
  layout: keyof typeof arrangements
  copy: { heading: string }
  view: StoryDetailView & { labels: { unavailable: string } }
  back: ReactNode
  facts: StoryFact[]
  /** Under the body (an article's report). */
  afterBody?: ReactNode
  /** The stories that follow, under their heading; left out when there are none. */
  more?: { id: string; heading: string; children: ReactNode } | false
  /** The closing call to action. */
  closing?: ReactNode
}) {
  if (view.status === 'unavailable') {
    return (
      <div data-page={page}>
        <DetailUnavailable kind={kind} back={back} copy={copy} labels={view.labels} />
      </div>
    )
  }
  const style = arrangements[layout]
  const heading = (
    <>
      {back}
      <FallbackNote story={view.story} lang={lang} />
      {/* The story's language on the story's words only; labels are the page's. */}
      <h1 lang={view.lang} className={style.h1}>
        <BreakableText text={view.title} />
      </h1>
      <p lang={view.lang} className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-200">
        {view.summary}
      </p>
    </>
  )
  const factList = (
    <dl
      className={
        layout === 'beside'
          ? 'grid gap-4 text-sm sm:grid-cols-3 lg:grid-cols-1'
          : 'mt-8 flex flex-wrap gap-x-10 gap-y-4 text-sm'
      }
    >
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt className={style.term}>{fact.label}</dt>
          <dd lang={fact.lang} className={style.value}>
            {fact.dateTime ? <time dateTime={fact.dateTime}>{fact.value}</time> : fact.value}
          </dd>
        </div>
      ))}
    </dl>
  )
  const picture = (className: string) =>
    view.image && (
      <Media image={view.image} priority className={className} imgClassName="w-full rounded-card" />
    )
  const body = <RichText html={view.html} lang={view.lang} />
  return (
    <div data-page={page}>
      <section className="page-hero text-white">
        {layout === 'beside' ? (
          <div className="container-site grid items-center gap-10 py-14 md:py-20 lg:grid-cols-[1.2fr_1fr]">
            <div>{heading}</div>
            {picture('justify-self-center')}
          </div>
        ) : (
          // One reading column, centred, for the heading and the story under it: a story read
          // down a column at the left edge left the right half of a desktop empty.
          <div className="container-site py-14 md:py-20">
            <div className={READING_COLUMN}>
              {heading}
              {factList}
            </div>
          </div>
        )}
      </section>
      {layout === 'beside' ? (
        // The story and, beside it from `lg`, its facts: no empty half of the desktop.
        <div className="container-site grid gap-10 py-12 md:py-16 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-16">
          <article data-testid={`${kind}-body`} className="min-w-0">
            {body}
            {afterBody}
          </article>
          <aside className="order-first lg:order-last">
            <div className="rounded-card border border-slate-200 bg-surface-muted p-6 lg:sticky lg:top-24">
              {factList}
            </div>
          </aside>
        </div>
      ) : (
        <article className="container-site py-12 md:py-16" data-testid={`${kind}-body`}>
          <div className={READING_COLUMN}>
            {picture('mb-10')}
            {body}
            {afterBody}
          </div>
        </article>
      )}
      {more && (
        <section aria-labelledby={more.id} className={style.more}>
          <div className="container-site">
            <Heading level={2} id={more.id} className={style.moreHeading}>
              {more.heading}
            </Heading>
            {more.children}
          </div>
        </section>
      )}
      {closing}
    </div>
  )
}
