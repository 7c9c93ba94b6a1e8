/**
 * The investor page's periodic reports against the real content service (in this process, on
 * PGlite with the seed, and a report of an earlier year an editor publishes): every published
 * investor article, newest first, under the year it was published, each linking to its article and to its full report where the service has one, in
 * English and in Chinese; and the reports' outage note, not an error, while the service is down.
 */
import { describe, expect, it } from 'vitest'
import {
  openApi,
  publish,
  startContentService,
  whileServiceDown,
} from '../../../tests/setup/content-service'

startContentService('investor')

const { investorReports } = await import('./investor.server')

interface Listed {
  total: number
  list: Array<{ id: number; title: string; publishDate: string }>
}

/** The service's own list of investor articles and each one's report (no site cache between). */
async function seeded(language: string) {
  const listed = await openApi<Listed>(
    `article/list?language=${language}&type=investor&pageSize=50`,
  )
  const reports = await Promise.all(
    listed.list.map(async (a) => {
      const detail = await openApi<{ attachmentUrl: string | null }>(`articleDetails/${a.id}`)
      return detail.attachmentUrl
    }),
  )
  return { ...listed, reports }
}

describe.each([
  ['en', 'en', (year: string) => `Published in ${year}`, 'Full report (PDF): '],
  ['zh-CN', 'zh-CN,zh', (year: string) => `${year}年发布`, '报告全文（PDF）：'],
] as const)('investor reports, %s', (locale, language, yearHeading, pdfName) => {
  it('lists every report newest first, under the year it was published', async () => {
    const service = await seeded(language)
    expect(service.total).toBeGreaterThanOrEqual(5)
    const view = await investorReports(locale)
    expect(view.status).toBe('ok')
    const items = view.years.flatMap((year) => year.items)
    expect(items.map((item) => item.id)).toEqual(service.list.map((a) => a.id))
    expect(items.map((item) => item.title)).toEqual(service.list.map((a) => a.title))
    const dates = items.map((item) => item.date)
    expect(dates).toEqual([...dates].sort().reverse())
    const years = [...new Set(service.list.map((a) => a.publishDate.slice(0, 4)))]
    expect(view.years.map((year) => year.heading)).toEqual(years.map(yearHeading))
    for (const year of view.years)
      expect(year.items.every((item) => item.date.startsWith(year.year))).toBe(true)
  })

  it('links each report to its article and to its full report, named by its title', async () => {
    const service = await seeded(language)
    const items = (await investorReports(locale)).years.flatMap((year) => year.items)
    expect(items.map((item) => item.link)).toEqual(
      service.list.map((a) => ({
        to: '/$lang/investor-news/$articleId',
        params: { lang: locale, articleId: String(a.id) },
      })),
    )
    expect(service.reports.filter(Boolean).length).toBeGreaterThan(0)
    items.forEach((item, i) => {
      const report = service.reports[i]
      expect(item.pdf).toEqual(report ? { href: report, label: pdfName + item.title } : undefined)
    })
    expect(items.every((item) => item.lang === undefined)).toBe(true)
  })
})

describe('investor reports of more than one year', () => {
  it("puts a report of an earlier year under its own year, after this year's", async () => {
    const before = await investorReports('en')
    expect(before.years.map((year) => year.year)).toEqual(['2026'])
    const id = await publish('articles', {
      type: 'investor',
      language: 'en',
      translationKey: 'domain-test-2025-egm-notice',
      publishDate: '2025-12-15',
      title: 'Notice of the 2025 Second Extraordinary General Meeting',
      summary: 'The board calls an extraordinary general meeting for 30 December 2025.',
      content: '<p>The meeting will vote on the new share incentive plan.</p>',
    })
    // The service tells the site of the change, which drops the list it showed.
    await expect.poll(async () => (await investorReports('en')).years.length).toBe(2)
    const after = await investorReports('en')
    expect(after.years.map((year) => [year.year, year.heading])).toEqual([
      ['2026', 'Published in 2026'],
      ['2025', 'Published in 2025'],
    ])
    expect(after.years[0]!.items).toHaveLength(before.years[0]!.items.length)
    expect(after.years[1]!.items.map((item) => [item.id, item.dateLabel, item.pdf])).toEqual([
      [id, 'December 15, 2025', undefined],
    ])
  })
})

describe('investor reports while the content service is down', () => {
  it('say the reports cannot be loaded, with the link to all investor news kept', async () => {
    await whileServiceDown(
      () => import('./investor.server'),
      async ({ investorReports: down }) => {
        const view = await down('en')
        expect(view.status).toBe('unavailable')
        expect(view.years).toEqual([])
        expect(view.labels.empty).toMatch(/^The reports cannot be loaded at the moment/)
        expect(view.labels.allLink).toEqual({
          to: '/$lang/investor-news',
          params: { lang: 'en' },
        })
      },
    )
  })
})
