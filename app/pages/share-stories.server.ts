/**
 * The share images of the process (`/og/…`, app/routes/og/$.ts), with the stories they show:
 * each page the registry marks `shareStory` reads its story through its domain, here, where the
 * domains may be imported (app/share-images never does).
 */
import { caseDetail } from '../domains/cases/cases.server'
import { articleDetail } from '../domains/news/news.server'
import type { Locale } from '../i18n/locales'
import type { pages } from '../site/registry'
import { shareImages, type Story } from '../share-images/share-image.server'

type StoryPage = Extract<(typeof pages)[number], { shareStory: true }>['id']

/** A domain's view of a story, as a share image needs it (its title and cover), when it is one. */
const story = (view: unknown): Story | undefined =>
  view && typeof view === 'object' && 'status' in view && view.status === 'ok'
    ? (view as unknown as Story)
    : undefined

/** Each story page's reader: a page marked `shareStory` without one fails typecheck. */
const readers: Record<StoryPage, (locale: Locale, id: number) => Promise<Story | undefined>> = {
  caseDetails: async (locale, id) => story(await caseDetail(locale, id)),
  newsArticle: async (locale, id) => story(await articleDetail(locale, 'news', id)),
  investorArticle: async (locale, id) => story(await articleDetail(locale, 'investor', id)),
}

/** The share image of `pathname`, or undefined when it names no page or story. */
export const shareImage = shareImages(
  (page, locale, id) =>
    (
      readers as Partial<Record<string, (locale: Locale, id: number) => Promise<Story | undefined>>>
    )[page.id]?.(locale, id) ?? Promise.resolve(undefined),
)
