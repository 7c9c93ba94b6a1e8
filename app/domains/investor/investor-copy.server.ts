/**
 * Copy of the investor pages: the board secretary's office (contacts, how to reach it, links to
 * announcements) and investor relations (the share, 2025 figures, dividend history as a table
 * and a chart, governance). The periodic reports come from the content service
 * (investor.server.ts).
 */
import { routeLink, type RouteLink } from '../../lib/route-path'
import { formatQuantity } from '../../i18n/formatters'
import { isChineseLocale, type Locale } from '../../i18n/locales'
import { companyName, siteConfig } from '../../lib/site-config'
import * as m from '../../paraglide/messages.js'
import { dateLabel } from '../../site/list-labels.server'
import { message } from '../../site/message.server'
import type { MessageKey } from '../../site/registry'
import { n } from '../products/spec-values.server'
import type { BuiltCopy, CopyBuilders } from '../../site/page-copy.server'

const ir = siteConfig.investor
const local = (values: { chinese: string; international: string }, locale: Locale) =>
  isChineseLocale(locale) ? values.chinese : values.international

/** A link of the office's list: a page of the site, or another site's address. */
type PageLinkItem = { label: string } & ({ link: RouteLink } | { href: string })

export function secretariesCopy(locale: Locale) {
  const t = (key: MessageKey) => message(key, locale)
  const ways = ['phone', 'email', 'platform', 'meeting'] as const
  return {
    office: {
      heading: t('sec_contact_heading'),
      company: companyName(locale),
      rows: [
        { term: t('sec_secretary_label'), value: t('sec_secretary_name') },
        { term: t('sec_rep_label'), value: t('sec_rep_name') },
        { term: t('sec_hotline_label'), value: local(ir.hotline, locale), tel: true },
        { term: t('sec_fax_label'), value: local(ir.fax, locale) },
        { term: t('sec_email_label'), value: ir.email, mail: true },
        { term: t('sec_hours_label'), value: t('sec_hours') },
        { term: t('sec_address_label'), value: t('sec_address') },
      ],
    },
    role: { heading: t('sec_role_heading'), paragraphs: [t('sec_role_p1'), t('sec_role_p2')] },
    ways: {
      heading: t('sec_reach_heading'),
      items: ways.map((id) => ({
        title: t(`sec_reach_${id}_title`),
        text: t(`sec_reach_${id}_text`),
      })),
    },
    links: {
      heading: t('sec_links_heading'),
      items: [
        {
          label: t('sec_link_news'),
          link: routeLink('/$lang/investor-news', { lang: locale }),
        },
        {
          label: t('sec_link_investor'),
          link: routeLink('/$lang/investor', { lang: locale }),
        },
        { label: t('sec_link_search'), href: siteConfig.external.announcementSearch },
      ] as PageLinkItem[],
    },
  }
}

/** Cash dividends by fiscal year (RMB per 10 shares, tax included) on 412.8 million shares. */
const dividends = [
  { year: 2020, per10: 0.8, total: 33.02, ratio: 30.3, record: '2021-06-18' },
  { year: 2021, per10: 1.0, total: 41.28, ratio: 30.4, record: '2022-06-17' },
  { year: 2022, per10: 1.2, total: 49.54, ratio: 30.5, record: '2023-06-16' },
  { year: 2023, per10: 1.5, total: 61.92, ratio: 31.6, record: '2024-06-14' },
  { year: 2024, per10: 1.8, total: 74.3, ratio: 32.5, record: '2025-06-20' },
  { year: 2025, per10: 2.0, total: 82.56, ratio: 30.75, record: '2026-06-18' },
] as const

const percent = (value: number, locale: Locale, decimals = 1) =>
  formatQuantity(locale, value, 'percent', { decimals })

/** Change on the year before: "+14.2%", "+14,2 %". */
const change = (value: number, locale: Locale) =>
  formatQuantity(locale, value, 'percent', { decimals: 1, sign: 'exceptZero' })

export function investorCopy(locale: Locale) {
  const t = (key: MessageKey) => message(key, locale)
  const first = dividends[0].year
  const last = dividends[dividends.length - 1]!.year
  const governance = ['articles', 'meetings', 'committees', 'disclosure'] as const
  return {
    stock: {
      heading: t('inv_stock_heading'),
      rows: [
        { term: t('inv_stock_code'), value: siteConfig.stockCode },
        { term: t('inv_stock_short'), value: t('inv_stock_short_value') },
        { term: t('inv_stock_exchange'), value: t('inv_stock_exchange_value') },
        { term: t('inv_stock_listed'), value: dateLabel(locale, ir.listedOn) },
        {
          term: t('inv_stock_shares'),
          value: m.inv_stock_shares_value({ count: n(ir.totalShares)(locale) }, { locale }),
        },
        { term: t('inv_stock_industry'), value: t('inv_stock_industry_value') },
      ],
    },
    highlights: {
      heading: t('inv_highlights_heading'),
      figures: [
        {
          value: n(3186.4, 1)(locale),
          label: m.inv_fig_revenue({ change: change(14.2, locale) }, { locale }),
        },
        {
          value: n(268.5, 1)(locale),
          label: m.inv_fig_profit({ change: change(17.6, locale) }, { locale }),
        },
        { value: n(2, 2)(locale), label: t('inv_fig_dividend') },
        { value: percent(30.75, locale, 2), label: t('inv_fig_payout') },
      ],
    },
    dividends: {
      heading: t('inv_dividends_heading'),
      lead: t('inv_dividends_lead'),
      caption: t('inv_dividends_caption'),
      columns: {
        year: t('inv_div_year'),
        per10: t('inv_div_per10'),
        total: t('inv_div_total'),
        ratio: t('inv_div_ratio'),
        record: t('inv_div_record'),
      },
      // Newest first in the table; the chart reads left to right, oldest first.
      rows: [...dividends].reverse().map((d) => ({
        year: String(d.year),
        per10: n(d.per10, 2)(locale),
        total: n(d.total, 2)(locale),
        ratio: percent(d.ratio, locale, Number.isInteger(d.ratio * 10) ? 1 : 2),
        record: dateLabel(locale, d.record),
      })),
      chart: {
        title: m.inv_chart_title({ from: String(first), to: String(last) }, { locale }),
        bars: dividends.map((d) => ({
          label: String(d.year),
          value: d.per10,
          text: n(d.per10, 2)(locale),
        })),
      },
    },
    governance: {
      heading: t('inv_governance_heading'),
      lead: t('inv_governance_lead'),
      items: governance.map((id) => ({
        title: t(`inv_gov_${id}_title`),
        text: t(`inv_gov_${id}_text`),
      })),
      search: { label: t('inv_gov_search'), href: siteConfig.external.announcementSearch },
    },
    contact: {
      heading: t('inv_contact_heading'),
      text: t('inv_contact_text'),
      action: {
        label: t('inv_contact_link'),
        link: routeLink('/$lang/secretaries', { lang: locale }),
      },
      hotline: local(ir.hotline, locale),
      email: ir.email,
    },
  }
}

/** This domain's pages' copy beyond the base, by page (app/pages/copy.server.ts collects it). */
export const pageCopy = {
  secretaries: secretariesCopy,
  investor: investorCopy,
} satisfies CopyBuilders

declare module '../../site/page-copy.server' {
  interface PageExtras extends BuiltCopy<typeof pageCopy> {}
}
