/**
 * The download center: every document with its format, size, number of pages and date. `?id=` names the document
 * whose download form opens (links from the product pages); an unknown id is a 404.
 */
import { THUMB_SIZES, contentPicture } from '../../site/content-picture.server'
import { routePath } from '../../lib/route-path'
import { downloads } from '../../content/downloads.server'
import type { Locale } from '../../i18n/locales'
import { articleLang, downloadFacts } from '../../site/content-cards.server'
import { dateLabel } from '../../site/list-labels.server'
import { filterLanguageLinks } from '../../site/filter-languages.server'
import { message } from '../../site/message.server'

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
  lang?: string
}

export interface DownloadCenterView {
  /** The picker's links when a document is chosen: its version in each language (ADR 025). */
  languageLinks?: Record<Locale, string>
  items: DocumentItem[]
  chosen: number | null
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

export async function downloadCenter(
  locale: Locale,
  chosen: number | null,
): Promise<DownloadCenterView | null> {
  const list = await downloads(locale)
  if (chosen && list.length > 0 && !list.some((d) => d.id === chosen)) return null
  const languageLinks = await filterLanguageLinks(
    (to) => routePath('/$lang/aboutUs/downloadCenter', { lang: to }),
    [{ param: 'id', type: 'download', id: chosen }],
  )
  return {
    ...(languageLinks ? { languageLinks } : {}),
    items: list.map((d) => {
      const lang = articleLang(locale, d.language)
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
        ...(lang ? { lang } : {}),
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
