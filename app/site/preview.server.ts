/**
 * A detail page opened with `?preview=<token>` (issue 35): the version the token names instead of
 * the published one, with the bar that says so. The token must name this page's story (its id and
 * collection), else the page is a 404; an expired one is the "link expired" page (410, set by
 * app/server.ts from the request's note). What a token shows is never cached (app/server.ts).
 */
import { notFound } from '@tanstack/react-router'
import type { Article } from '../content/articles.server'
import {
  isArticle,
  isDownload,
  isJob,
  isMedia,
  previewVersion,
  type PreviewVersion,
} from '../content/preview.server'
import type { Locale } from '../i18n/locales'
import { noteContentOutage, notePageStatus } from '../lib/content-outage.server'
import type { RouteLink } from '../lib/route-path'
import * as m from '../paraglide/messages.js'
import { message } from './message.server'
import { languageName } from './story-languages.server'

/** The bar at the top of a preview: what it is, the version's state and language, the way out. */
export interface PreviewBar {
  title: string
  status: string
  language: string
  exit: { link: RouteLink; label: string }
}

/** What the "link expired" page says (the data of its not-found, read by the not-found page). */
export interface PreviewExpired {
  previewExpired: { title: string; text: string }
}

interface PreviewRequest<T extends PreviewVersion> {
  locale: Locale
  /** The story the page names (the download center names none: any document of its kind). */
  id?: number
  token: string
  /** The version is of this page's collection and kind. */
  fits: (version: PreviewVersion) => version is T
  /** The story of `version` as visitors see it ('missing': not public). */
  published: (version: T) => Promise<T | 'missing' | null>
  /** The page without the token, and the list to go to when the story is not public. */
  page: RouteLink
  list: RouteLink
}

/**
 * The version of a preview and its bar; `item` 'missing' (a 404) for a token the service did not
 * sign or one for another story, null (a 503) when the service cannot answer. An expired token
 * throws the not-found of the "link expired" page.
 */
export async function previewedItem<T extends PreviewVersion>(
  request: PreviewRequest<T>,
): Promise<{ item: T | 'missing' | null; bar?: PreviewBar }> {
  const { locale, id } = request
  const version = await previewVersion(locale, request.token)
  if (version === 'expired') {
    notePageStatus(410)
    const data: PreviewExpired = {
      previewExpired: {
        title: message('preview_expired_title', locale),
        text: message('preview_expired_text', locale),
      },
    }
    throw notFound({ data })
  }
  if (version === null) {
    noteContentOutage('page', `content service: preview of ${id ?? 'a document'} cannot be loaded`)
    return { item: null }
  }
  if (version === 'invalid' || !request.fits(version) || (id !== undefined && version.id !== id))
    return { item: 'missing' }
  const published = await request.published(version)
  const open = published !== null && published !== 'missing' && request.fits(published)
  return {
    item: version,
    bar: {
      title: message(open ? 'preview_bar_title_public' : 'preview_bar_title', locale),
      status: message(open ? 'preview_status_public' : 'preview_status_hidden', locale),
      language: m.preview_language(
        { language: languageName(locale, version.language) },
        { locale },
      ),
      exit: { link: open ? request.page : request.list, label: message('preview_exit', locale) },
    },
  }
}

/** An article of one kind (case, news, investor): what its pages show. */
export const articleOf =
  (kind: string) =>
  (version: PreviewVersion): version is Article =>
    isArticle(version) && version.type === kind

export { isDownload, isJob, isMedia }
