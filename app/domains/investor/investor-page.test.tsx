// @vitest-environment jsdom
/**
 * The investor pages as a visitor sees them, with the copy the site builds for English and
 * Simplified Chinese: investor relations (the share's facts, the periodic reports by year with
 * their articles and full reports, the dividend table newest first with the chart named beside
 * it, the contacts) and the board secretary's office (its contacts as phone and mail links, the
 * links to announcements); and the note shown when the reports cannot be loaded.
 */
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Locale } from '../../i18n/locales'
import { renderPage } from '../../lib/render-with-router'
import { routeLink } from '../../lib/route-path'
import { siteConfig } from '../../lib/site-config'
import { pageBaseCopy } from '../../site/page-copy.server'
import { pageById, pageHref } from '../../site/registry'
import { hrefOf, section, tableRows } from '../../../tests/setup/page-view'
import { investorCopy, secretariesCopy } from './investor-copy.server'
import { InvestorPage } from './investor-page'
import type { InvestorReportsView } from './investor.server'
import { SecretariesPage } from './secretaries-page'

afterEach(cleanup)

const reports = (locale: Locale): InvestorReportsView => ({
  status: 'ok',
  years: [
    {
      year: '2026',
      heading: locale === 'en' ? 'Published in 2026' : '2026年发布',
      items: [
        {
          id: 91,
          title: '2026 Half-Year Report',
          link: routeLink('/$lang/investor-news/$articleId', { lang: locale, articleId: '91' }),
          date: '2026-08-20',
          dateLabel: 'August 20, 2026',
          pdf: {
            href: '/cms/files/reports/2026-h1.pdf',
            label: 'Full report: 2026 Half-Year Report',
          },
        },
        {
          id: 90,
          title: 'Resolutions of the 2025 AGM',
          link: routeLink('/$lang/investor-news/$articleId', { lang: locale, articleId: '90' }),
          date: '2026-05-13',
          dateLabel: 'May 13, 2026',
        },
      ],
    },
  ],
  labels: {
    heading: 'Periodic reports',
    lead: 'Reports and announcements.',
    pdf: 'Full report (PDF)',
    empty: 'The reports cannot be loaded at the moment.',
    all: 'All investor news',
    allLink: routeLink('/$lang/investor-news', { lang: locale }),
  },
})

describe.each([
  [
    'en',
    {
      dividends: [
        ['2025', '2.00', '82.56', '30.75%', 'June 18, 2026'],
        ['2020', '0.80', '33.02', '30.3%', 'June 18, 2021'],
      ],
      chart: 'Dividend per 10 shares, RMB, fiscal years 2020 to 2025',
    },
  ],
  [
    'zh-CN',
    {
      dividends: [
        ['2025', '2.00', '82.56', '30.75%', '2026年6月18日'],
        ['2020', '0.80', '33.02', '30.3%', '2021年6月18日'],
      ],
      chart: '每 10 股派息（元），2020–2025会计年度',
    },
  ],
] as const)('InvestorPage, %s', (locale, expected) => {
  const copy = { ...pageBaseCopy('investor', locale), ...investorCopy(locale) }
  const view = reports(locale)

  it("states the share's facts under the page heading", async () => {
    await renderPage(<InvestorPage copy={copy} reports={view} />, `/${locale}/investor`)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy.heading)
    const facts = screen.getByTestId('stock-facts')
    expect(within(facts).getByText(siteConfig.stockCode)).toBeTruthy()
    expect([...facts.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(
      copy.stock.rows.map((row) => row.term),
    )
  })

  it('lists the reports by year, each linking to its article and its full report', async () => {
    await renderPage(<InvestorPage copy={copy} reports={view} />, `/${locale}/investor`)
    const list = section(view.labels.heading)
    expect(within(list).getByRole('heading', { level: 3 }).textContent).toBe(view.years[0]!.heading)
    expect(hrefOf('2026 Half-Year Report', list)).toBe(`/${locale}/investor-news/91`)
    expect(hrefOf('Full report: 2026 Half-Year Report', list)).toBe(
      '/cms/files/reports/2026-h1.pdf',
    )
    // One report link: the AGM's resolutions have no full report.
    expect(within(list).getAllByRole('link', { name: /^Full report/ })).toHaveLength(1)
    expect(within(list).getByText('May 13, 2026').getAttribute('datetime')).toBe('2026-05-13')
    expect(hrefOf(view.labels.all, list)).toBe(pageHref(pageById('investorNews'), locale))
    expect(screen.queryByTestId('reports-unavailable')).toBeNull()
  })

  it('says so when the reports cannot be loaded', async () => {
    await renderPage(
      <InvestorPage copy={copy} reports={{ ...view, status: 'unavailable', years: [] }} />,
      `/${locale}/investor`,
    )
    expect(screen.getByRole('status').textContent).toBe(view.labels.empty)
    expect(screen.queryByTestId('reports')).toBeNull()
  })

  it('tables the dividends newest first, and names the chart beside them', async () => {
    await renderPage(<InvestorPage copy={copy} reports={view} />, `/${locale}/investor`)
    const table = screen.getByRole('table', { name: copy.dividends.caption })
    const rows = tableRows(table)
    expect(rows[0]).toEqual(Object.values(copy.dividends.columns))
    expect(rows[1]).toEqual(expected.dividends[0])
    expect(rows.at(-1)).toEqual(expected.dividends[1])
    expect(rows).toHaveLength(7)
    expect(screen.getByRole('img', { name: expected.chart })).toBeTruthy()
  })

  it('gives the investor contacts: phone, mail and the secretary’s office', async () => {
    await renderPage(<InvestorPage copy={copy} reports={view} />, `/${locale}/investor`)
    const contact = section(copy.contact.heading)
    const hotline = locale === 'en' ? '+86 755 8888 0532' : '0755-8888 0532'
    expect(hrefOf(hotline, contact)).toBe(`tel:${hotline.replace(/[^\d+]/g, '')}`)
    expect(hrefOf(siteConfig.investor.email, contact)).toBe(`mailto:${siteConfig.investor.email}`)
    expect(hrefOf(copy.contact.action.label, contact)).toBe(
      pageHref(pageById('secretaries'), locale),
    )
  })
})

describe.each(['en', 'zh-CN'] as const)('SecretariesPage, %s', (locale) => {
  const copy = { ...pageBaseCopy('secretaries', locale), ...secretariesCopy(locale) }

  it("lists the office's contacts, the hotline and the mail as links", async () => {
    await renderPage(<SecretariesPage copy={copy} />, `/${locale}/secretaries`)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy.heading)
    const contacts = screen.getByTestId('secretary-contacts')
    expect([...contacts.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(
      copy.office.rows.map((row) => row.term),
    )
    expect(within(contacts).getByRole('link', { name: siteConfig.investor.email })).toBeTruthy()
    const hotline = copy.office.rows.find((row) => 'tel' in row)!.value
    expect(hrefOf(hotline, contacts)).toMatch(/^tel:\+?\d+$/)
  })

  it('links to investor news, investor relations and the announcement search', async () => {
    await renderPage(<SecretariesPage copy={copy} />, `/${locale}/secretaries`)
    const links = screen.getByTestId('secretary-links')
    const [news, investor, search] = copy.links.items
    expect(hrefOf(news!.label, links)).toBe(pageHref(pageById('investorNews'), locale))
    expect(hrefOf(investor!.label, links)).toBe(pageHref(pageById('investor'), locale))
    const external = within(links).getByRole('link', {
      name: (name) => name.startsWith(search!.label),
    })
    expect(external.getAttribute('href')).toBe(siteConfig.external.announcementSearch)
    expect(external.getAttribute('target')).toBe('_blank')
    expect(external.textContent).toContain(copy.opensNewWindow)
  })
})
