/**
 * The download center: every document with its format, size, number of pages and date. `?id=` names the document
 * whose download form opens (links from the product pages); an unknown id is a 404.
 */
import { THUMB_SIZES, contentPicture } from '../../site/content-picture.server'
import { routeLink, routePath } from '../../lib/route-path'
import { downloads } from '../../content/downloads.server'
import type { Locale } from '../../i18n/locales'
import { downloadFacts, storyLanguageMark } from '../../site/content-cards.server'
import { dateLabel } from '../../site/list-labels.server'
import { filterLanguageLinks } from '../../site/filter-languages.server'
import { message } from '../../site/message.server'
import { isDownload, previewedItem, type PreviewBar } from '../../site/preview.server'
import type { Download } from '../../content/downloads.server'

export interface DocumentItem {
  id: number
  title: string
  summary: string
  format: string
  size: string
  /** "5 pages", when the service knows the count. */
  pages?: string
  date: string
  dateLabel: string
  image: { src: string; width: number; height: number; alt: string } | null
  /** A document in another language than the reader's (ADR 025): its texts' `lang`. */
  lang?: string
  /** ...and a badge naming that language in the reader's, as story cards have ("영어" on /ko). */
  languageBadge?: string
  /** The version a preview shows (not requestable: the service lends no draft). */
  previewed?: true
}

export interface DownloadCenterView {
  /** The picker's links when a document is chosen: its version in each language (ADR 025). */
  languageLinks?: Record<Locale, string>
  items: DocumentItem[]
  chosen: number | null
  /** Shown with `?preview=`: the document version a preview token names, first in the list. */
  preview?: PreviewBar
  labels: {
    list: string
    empty: string
    action: string
    format: string
    size: string
    pages: string
    published: string
  }
}

/**
 * The download center; with `preview` (a token), the document version the token names first in
 * the list, marked (a 404 for a token of anything but a document).
 */
export async function downloadCenter(
  locale: Locale,
  chosen: number | null,
  preview?: string,
): Promise<DownloadCenterView | null> {
  let list = await downloads(locale)
  if (chosen && list.length > 0 && !list.some((d) => d.id === chosen)) return null
  let previewed: Download | undefined
  let bar: PreviewBar | undefined
  if (preview) {
    const all = list
    const shown = await previewedItem<Download>({
      locale,
      token: preview,
      fits: isDownload,
      published: async (version) => all.find((d) => d.id === version.id) ?? 'missing',
      page: routeLink('/$lang/aboutUs/downloadCenter', { lang: locale }),
      list: routeLink('/$lang/aboutUs/downloadCenter', { lang: locale }),
    })
    if (shown.item === 'missing') return null
    if (shown.item) {
      const item = shown.item
      previewed = item
      list = [item, ...all.filter((d) => d.id !== item.id)]
      bar = shown.bar
    }
  }
  // A preview shows the version whatever its language: no alternates.
  const languageLinks = bar
    ? undefined
    : await filterLanguageLinks(
        (to) => routePath('/$lang/aboutUs/downloadCenter', { lang: to }),
        [{ param: 'id', type: 'download', id: chosen }],
      )
  return {
    ...(languageLinks ? { languageLinks } : {}),
    ...(bar ? { preview: bar } : {}),
    items: list.map((d) => {
      const mark = storyLanguageMark(locale, d.language)
      const { size, pages } = downloadFacts(locale, d)
      return {
        id: d.id,
        title: d.title,
        summary: d.summary,
        format: d.fileType.toUpperCase(),
        size,
        ...(pages ? { pages } : {}),
        date: d.publishDate,
        dateLabel: dateLabel(locale, d.publishDate),
        image: d.cover ? contentPicture(d.cover, '', THUMB_SIZES) : null,
        ...mark,
        ...(d === previewed ? { previewed: true as const } : {}),
      }
    }),
    chosen: chosen && list.some((d) => d.id === chosen) ? chosen : null,
    labels: {
      list: message('download_list_label', locale),
      empty: message('download_empty', locale),
      action: message('download_action', locale),
      format: message('download_format', locale),
      size: message('download_size', locale),
      pages: message('download_length', locale),
      published: message('case_published', locale),
    },
  }
}
