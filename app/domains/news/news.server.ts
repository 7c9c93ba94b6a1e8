/**
 * Company news (`aboutUs/journalism`) and investor news (`investor-news`), built on the server
 * from the content service: a page of articles with a keyword search and (news) topic filters,
 * and one article with its sanitized body. `null` means "no such thing": the route answers 404.
 * Route shapes: docs/decisions/012-content-pages.md.
 */
import { ARTICLE_SIZES, LIST_THUMB_SIZES, contentPicture } from '../../site/content-picture.server'
import type { ArticleItem } from '../../blocks/article-list/article-list'
import {
  articleById,
  articlePage,
  articleTags,
  latestArticles,
  type ArticleSummary,
} from '../../content/articles.server'
import type { Locale } from '../../i18n/locales'
import { withLineBreaks } from '../../lib/line-breaks.server'
import * as m from '../../paraglide/messages.js'
import { dateLabel, listLabels, type ListLabels } from '../../site/list-labels.server'
import { articleLang, storyLanguageMark } from '../../site/content-cards.server'
import { filterLanguageLinks } from '../../site/filter-languages.server'
import { message } from '../../site/message.server'
import type { StoryDetailView } from '../../site/story-detail'
import { storyDetail, unavailableStory } from '../../site/story-detail.server'
import { storyLanguages, type StoryRedirect } from '../../site/story-languages.server'
import { newsArticleLink, newsListHref, newsListLink, type NewsKind } from '../../site/news-paths'
import { noteContentOutage } from '../../lib/content-outage.server'
import { articleOf, previewedItem } from '../../site/preview.server'

export type { NewsKind }

export const NEWS_PER_PAGE = 6

export interface NewsQuery {
  page: number
  q: string | null
  tag: number | null
}

export interface NewsListView {
  /** The picker's links when a topic is chosen: the topic in each language (ADR 025). */
  languageLinks?: Record<Locale, string>
  kind: NewsKind
  status: 'ok' | 'unavailable'
  items: ArticleItem[]
  total: number
  page: number
  pageCount: number
  query: NewsQuery
  topics: Array<{ id: number; name: string; lang?: string }>
  emptyText: string
  labels: ListLabels & {
    search: string
    placeholder: string
    submit: string
    clear: string
    topics: string
    allTopics: string
  }
}

function articleItem(locale: Locale, kind: NewsKind, article: ArticleSummary): ArticleItem {
  const mark = storyLanguageMark(locale, article.language)
  return {
    link: newsArticleLink(locale, kind, article.id),
    title: withLineBreaks(article.title, mark.lang ?? locale),
    summary: article.summary,
    date: article.publishDate,
    dateLabel: dateLabel(locale, article.publishDate),
    ...mark,
    ...(article.cover
      ? { image: contentPicture(article.cover, article.cover.alt, LIST_THUMB_SIZES) }
      : {}),
  }
}

export async function newsList(
  locale: Locale,
  kind: NewsKind,
  query: NewsQuery,
): Promise<NewsListView | null> {
  const tags = kind === 'news' ? await articleTags(locale) : []
  // A topic the service does not know is a 404 (unless the service is down and none are known).
  if (query.tag && tags.length > 0 && !tags.some((t) => t.id === query.tag)) return null
  const result = await articlePage(locale, {
    type: kind,
    pageNum: query.page,
    pageSize: NEWS_PER_PAGE,
    ...(query.q ? { keyword: query.q } : {}),
    ...(query.tag ? { tagId: query.tag } : {}),
  })
  const total = result?.total ?? 0
  const pageCount = Math.max(1, Math.ceil(total / NEWS_PER_PAGE))
  if (result && query.page > pageCount) return null
  const emptyText = query.q
    ? m.search_no_results({ q: query.q }, { locale })
    : message(kind === 'news' ? 'news_empty' : 'investor_empty', locale)
  const languageLinks = await filterLanguageLinks(
    (to) => newsListHref(to, kind),
    [{ param: 'tag', type: 'tag', id: query.tag }],
    { q: query.q },
  )
  return {
    ...(languageLinks ? { languageLinks } : {}),
    kind,
    status: result ? 'ok' : 'unavailable',
    items: (result?.list ?? []).map((a) => articleItem(locale, kind, a)),
    total,
    page: query.page,
    pageCount,
    query,
    topics: tags.map((t) => {
      const lang = t.language ? articleLang(locale, t.language) : undefined
      return { id: t.id, name: t.tagName, ...(lang ? { lang } : {}) }
    }),
    emptyText,
    labels: {
      ...listLabels(locale, total, query.page, NEWS_PER_PAGE),
      search: message(kind === 'news' ? 'news_search_label' : 'investor_search_label', locale),
      placeholder: message('search_placeholder', locale),
      submit: message('search_submit', locale),
      clear: message('search_clear', locale),
      topics: message('news_topics_label', locale),
      allTopics: message('news_all_topics', locale),
    },
  }
}

/** A news or investor article: the story (app/site/story-detail.tsx), its topics, report, the latest. */
export interface ArticleView extends StoryDetailView {
  kind: NewsKind
  topics: string[]
  attachment: string | null
  latest: ArticleItem[]
  labels: {
    back: string
    published: string
    topics: string
    latest: string
    attachment: string
    unavailable: string
  }
}

export async function articleDetail(
  locale: Locale,
  kind: NewsKind,
  id: number,
  preview?: string,
): Promise<ArticleView | StoryRedirect | null> {
  const labels = {
    back: message(kind === 'news' ? 'article_back_news' : 'article_back_investor', locale),
    published: message('case_published', locale),
    topics: message('news_topics_label', locale),
    latest: message(kind === 'news' ? 'article_latest_news' : 'article_latest_investor', locale),
    attachment: message('article_attachment', locale),
    unavailable: message('article_unavailable', locale),
  }
  const { item: article, bar } = preview
    ? await previewedItem({
        locale,
        id,
        token: preview,
        fits: articleOf(kind),
        published: () => articleById(locale, id),
        page: newsArticleLink(locale, kind, id),
        list: newsListLink(locale, kind),
      })
    : { item: await articleById(locale, id) }
  if (article === 'missing' || (article && article.type !== kind)) return null
  if (!article) {
    noteContentOutage('page', `content service: article ${id} cannot be loaded`)
    return { ...unavailableStory, kind, topics: [], attachment: null, latest: [], labels }
  }
  // A preview shows the version on this page, whatever its language: no redirect, no alternates.
  const story = bar ? undefined : storyLanguages(kind, locale, article)
  if (story === null || (story && 'status' in story)) return story
  const latest = (await latestArticles(locale, kind, 4)).filter((a) => a.id !== article.id)
  return {
    ...storyDetail(locale, article, ARTICLE_SIZES, story, bar),
    kind,
    topics: article.tags.map((t) => t.tagName),
    attachment: article.attachmentUrl ?? null,
    latest: latest.slice(0, 3).map((a) => articleItem(locale, kind, a)),
    labels,
  }
}
