/** One news or investor article: date and topics, the cover, the body, a report, the latest. */
import { ArticleList } from '../../blocks/article-list/article-list'
import type { Locale } from '../../i18n/locales'
import { BackLink } from '../../site/detail-parts'
import { StoryDetail, type StoryFact } from '../../site/story-detail'
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
  const { labels } = view
  const facts: StoryFact[] = [
    { label: labels.published, value: view.dateLabel, dateTime: view.date },
    ...(view.topics.length > 0
      ? [{ label: labels.topics, value: view.topics.join(' · '), lang: view.lang }]
      : []),
  ]
  return (
    <StoryDetail
      page="article"
      kind="article"
      layout="stacked"
      lang={lang}
      copy={copy}
      view={view}
      back={<BackLink link={newsListLink(lang, view.kind)}>{labels.back}</BackLink>}
      facts={facts}
      afterBody={
        view.attachment && (
          <p className="mt-10">
            <a
              href={view.attachment}
              className="focus-ring inline-flex h-12 items-center gap-2 rounded-md bg-brand-800 px-6 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
              data-testid="article-attachment"
            >
              <span aria-hidden="true">↓</span> {labels.attachment}
            </a>
          </p>
        )
      }
      more={
        view.latest.length > 0 && {
          id: 'latest-articles',
          heading: labels.latest,
          children: <ArticleList items={view.latest} emptyText="" headingLevel={3} />,
        }
      }
    />
  )
}
