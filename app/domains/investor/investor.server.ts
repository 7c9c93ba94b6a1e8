/**
 * The periodic reports and announcements of the investor page, from the content service: the
 * investor articles, newest first, grouped by the year they were published, each with its full
 * report (PDF) where the service has one.
 */
import { articleById, articlePage } from '../../content/articles.server'
import type { Locale } from '../../i18n/locales'
import * as m from '../../paraglide/messages.js'
import { storyLanguageMark } from '../../site/content-cards.server'
import { dateLabel } from '../../site/list-labels.server'
import { message } from '../../site/message.server'
import type { RouteLink } from '../../lib/route-path'
import { newsArticleLink, newsListLink } from '../../site/news-paths'

/** More than the service holds in a few years of reporting; the rest is in the search. */
const REPORTS_SHOWN = 40

export interface ReportItem {
  id: number
  title: string
  link: RouteLink
  date: string
  dateLabel: string
  /** The full report, and the accessible name of its link. */
  pdf?: { href: string; label: string }
  lang?: string
  languageBadge?: string
}

export interface InvestorReportsView {
  status: 'ok' | 'unavailable'
  years: Array<{ year: string; heading: string; items: ReportItem[] }>
  labels: {
    heading: string
    lead: string
    pdf: string
    empty: string
    all: string
    allLink: RouteLink
  }
}

export async function investorReports(locale: Locale): Promise<InvestorReportsView> {
  const labels = {
    heading: message('inv_reports_heading', locale),
    lead: message('inv_reports_lead', locale),
    pdf: message('inv_reports_pdf', locale),
    empty: message('inv_reports_empty', locale),
    all: message('inv_reports_all', locale),
    allLink: newsListLink(locale, 'investor'),
  }
  const page = await articlePage(locale, { type: 'investor', pageNum: 1, pageSize: REPORTS_SHOWN })
  if (!page) return { status: 'unavailable', years: [], labels }
  // The attachment is on the article itself; the details are cached by id.
  const details = await Promise.all(page.list.map((a) => articleById(locale, a.id)))
  const years = new Map<string, ReportItem[]>()
  page.list.forEach((article, i) => {
    const detail = details[i]
    const attachment = typeof detail === 'object' && detail ? detail.attachmentUrl : null
    const mark = storyLanguageMark(locale, article.language)
    const year = article.publishDate.slice(0, 4)
    const item: ReportItem = {
      id: article.id,
      title: article.title,
      link: newsArticleLink(locale, 'investor', article.id),
      date: article.publishDate,
      dateLabel: dateLabel(locale, article.publishDate),
      ...(attachment
        ? {
            pdf: {
              href: attachment,
              label: m.inv_reports_pdf_of({ title: article.title }, { locale }),
            },
          }
        : {}),
      ...mark,
    }
    years.set(year, [...(years.get(year) ?? []), item])
  })
  return {
    status: 'ok',
    years: [...years.entries()]
      .sort(([a], [b]) => b.localeCompare(a))
      .map(([year, items]) => ({
        year,
        heading: m.inv_reports_year({ year }, { locale }),
        items,
      })),
    labels,
  }
}
