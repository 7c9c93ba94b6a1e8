/** One news or investor article: date and topics, the cover, the body, a report, the latest. */
import { ArticleList } from '../../blocks/article-list/article-list'
import { RichText } from '../../blocks/rich-text/rich-text'
import { BreakableText } from '../../components/ui/breakable-text'
import { Heading } from '../../components/ui/heading'
import { Media } from '../../components/ui/media'
import type { Locale } from '../../i18n/locales'
import { BackLink, DetailUnavailable, FallbackNote } from '../../site/detail-parts'
import { newsListLink } from '../../site/news-paths'
import type { ArticleView } from './news.server'
import type { PageCopy } from '../../site/page-copy.server'

export function ArticlePage({
  lang,
  copy,
  view,
}: {
  lang: Locale
  copy: PageCopy
  view: ArticleView
}) {
  const back = <BackLink link={newsListLink(lang, view.kind)}>{view.labels.back}</BackLink>
  if (view.status === 'unavailable') {
    return (
      <div data-page="article">
        <DetailUnavailable kind="article" back={back} copy={copy} labels={view.labels} />
      </div>
    )
  }
  return (
    <div data-page="article">
      <section className="page-hero text-white">
        <div className="container-site py-14 md:py-20">
          {back}
          <FallbackNote story={view.story} lang={lang} />
          {/* The story's language on the story's words only; labels are the page's. */}
          <h1
            lang={view.lang}
            className="mt-4 max-w-4xl text-3xl font-semibold tracking-tight md:text-5xl"
          >
            <BreakableText text={view.title} />
          </h1>
          <p lang={view.lang} className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-200">
            {view.summary}
          </p>
          <dl className="mt-8 flex flex-wrap gap-x-10 gap-y-4 text-sm">
            <div>
              <dt className="text-slate-300">{view.labels.published}</dt>
              <dd className="mt-1 font-semibold">
                <time dateTime={view.date}>{view.dateLabel}</time>
              </dd>
            </div>
            {view.topics.length > 0 && (
              <div>
                <dt className="text-slate-300">{view.labels.topics}</dt>
                <dd lang={view.lang} className="mt-1 font-semibold">
                  {view.topics.join(' · ')}
                </dd>
              </div>
            )}
          </dl>
        </div>
      </section>
      <article className="container-site py-12 md:py-16" data-testid="article-body">
        {view.image && (
          <Media
            image={view.image}
            priority
            className="mb-10 max-w-3xl"
            imgClassName="w-full rounded-card"
          />
        )}
        <RichText html={view.html} lang={view.lang} />
        {view.attachment && (
          <p className="mt-10">
            <a
              href={view.attachment}
              className="focus-ring inline-flex h-12 items-center gap-2 rounded-md bg-brand-800 px-6 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
              data-testid="article-attachment"
            >
              <span aria-hidden="true">↓</span> {view.labels.attachment}
            </a>
          </p>
        )}
      </article>
      {view.latest.length > 0 && (
        <section aria-labelledby="latest-articles" className="bg-surface-muted py-16">
          <div className="container-site">
            <Heading level={2} id="latest-articles" className="mb-8">
              {view.labels.latest}
            </Heading>
            <ArticleList items={view.latest} emptyText="" headingLevel={3} />
          </div>
        </section>
      )}
    </div>
  )
}
