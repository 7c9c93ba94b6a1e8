/** Words and dates every content list shares (range, loading, error state, page links). */
import { dateFormat, numberFormat } from '../i18n/formatters'
import type { Locale } from '../i18n/locales'
import * as m from '../paraglide/messages.js'
import { message } from './message.server'

export interface ListLabels {
  unavailable: string
  retry: string
  loading: string
  range: string
  pagination: { label: string; previous: string; next: string; page: string }
  /** From page 2 on, the page's name for the document title ("Page 2"): each page's title differs. */
  pageTitle?: string
}

export function listLabels(locale: Locale, total: number, page: number, size: number): ListLabels {
  const from = total === 0 ? 0 : (page - 1) * size + 1
  const to = Math.min(total, page * size)
  const n = numberFormat(locale)
  return {
    unavailable: message('list_unavailable', locale),
    retry: message('list_retry', locale),
    loading: message('list_loading', locale),
    range: m.list_range(
      { from: n.format(from), to: n.format(to), total: n.format(total) },
      { locale },
    ),
    pagination: {
      label: message('pagination_label', locale),
      previous: message('pagination_previous', locale),
      next: message('pagination_next', locale),
      // The block fills in each page number.
      page: m.pagination_page({ page: '{page}' }, { locale }),
    },
    ...(page > 1 ? { pageTitle: m.pagination_page({ page: n.format(page) }, { locale }) } : {}),
  }
}

/** A publication date as the reader's locale writes it. */
export function dateLabel(locale: Locale, date: string): string {
  return dateFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  )
}
