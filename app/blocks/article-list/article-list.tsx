import { AppLink } from '../../components/ui/app-link'
import { LanguageBadge } from '../../components/ui/badge'
import { Heading, type HeadingLevel } from '../../components/ui/heading'
import { Media, type ImageSource } from '../../components/ui/media'
import { linkHref, type RouteLink } from '../../lib/route-path'

export interface ArticleItem {
  link: RouteLink
  title: string
  summary?: string
  /** ISO date (YYYY-MM-DD). */
  date: string
  /** The date as the reader's locale writes it. */
  dateLabel: string
  /** Language of the title and summary when they differ from the page's. */
  lang?: string
  /** Names that language in the reader's, on a story shown in another language (ADR 025). */
  languageBadge?: string
  /** The story's cover, as a thumbnail before it (the news lists). */
  image?: ImageSource
}

/**
 * News and announcements: date, title link and a summary, after the story's cover where it has one
 * (the news lists); an empty state when there are none.
 */
export function ArticleList({
  items,
  emptyText,
  headingLevel = 3,
}: {
  items: readonly ArticleItem[]
  emptyText: string
  headingLevel?: HeadingLevel
}) {
  if (items.length === 0) {
    return (
      <p className="py-8 text-ink-muted" data-block="article-list" data-empty="true">
        {emptyText}
      </p>
    )
  }
  return (
    <ul className="divide-y divide-slate-200 border-y border-slate-200" data-block="article-list">
      {items.map((item) => (
        <li
          key={linkHref(item.link)}
          className={
            item.image
              ? 'grid gap-4 py-6 sm:grid-cols-[12rem_1fr] sm:gap-6 lg:grid-cols-[16rem_1fr]'
              : 'grid gap-2 py-5 md:grid-cols-[9rem_1fr] md:gap-6'
          }
        >
          {item.image ? (
            <div lang={item.lang}>
              <Media
                image={item.image}
                imgClassName="aspect-[16/10] w-full rounded-card bg-brand-50 object-cover"
              />
            </div>
          ) : (
            <time dateTime={item.date} className="text-sm text-ink-muted tabular-nums">
              {item.dateLabel}
            </time>
          )}
          <div>
            {item.image && (
              <time dateTime={item.date} className="mb-1 block text-sm text-ink-muted tabular-nums">
                {item.dateLabel}
              </time>
            )}
            <LanguageBadge label={item.languageBadge} className="mb-2" />
            <Heading level={headingLevel} size="md" lang={item.lang}>
              <AppLink
                link={item.link}
                className="focus-ring rounded text-brand-900 hover:text-brand-600 hover:underline"
              >
                {item.title}
              </AppLink>
            </Heading>
            {item.summary && (
              <p lang={item.lang} className="mt-1 line-clamp-2 text-ink-muted">
                {item.summary}
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  )
}
