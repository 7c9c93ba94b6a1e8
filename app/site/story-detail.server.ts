/**
 * The part of a story's view (app/site/story-detail.tsx) that a case study and an article build
 * alike from the content service's article: its words in its language, its date, its picture and
 * its sanitized body; and the empty view shown when the service cannot give the story.
 */
import { sanitizeBody } from '../content/sanitize.server'
import type { Article } from '../content/articles.server'
import type { Locale } from '../i18n/locales'
import { withLineBreaks } from '../lib/line-breaks.server'
import { articleLang } from './content-cards.server'
import { contentPicture } from './content-picture.server'
import { dateLabel } from './list-labels.server'
import type { PreviewBar } from './preview.server'
import type { StoryDetailView } from './story-detail'
import type { StoryLanguages } from './story-languages.server'

/** The view of a story the service cannot give now: only the page's own heading is shown. */
export const unavailableStory = {
  status: 'unavailable',
  title: '',
  summary: '',
  date: '',
  dateLabel: '',
  image: null,
  html: '',
} as const satisfies StoryDetailView

/** A story as shown on `locale`'s page, its picture for the given `sizes`. */
export function storyDetail(
  locale: Locale,
  article: Article,
  sizes: string,
  story: StoryLanguages | undefined,
  bar: PreviewBar | undefined,
): StoryDetailView & { status: 'ok' } {
  const lang = articleLang(locale, article.language)
  return {
    status: 'ok',
    title: withLineBreaks(article.title, lang ?? locale),
    summary: article.summary,
    date: article.publishDate,
    dateLabel: dateLabel(locale, article.publishDate),
    image: article.cover ? contentPicture(article.cover, article.cover.alt, sizes) : null,
    html: sanitizeBody(article.content),
    ...(lang ? { lang } : {}),
    ...(story ? { story } : {}),
    ...(bar ? { preview: bar } : {}),
  }
}
