// @vitest-environment jsdom
/**
 * The AGV / AMR and stacker-crane pages as a visitor sees them, with the copy the site builds for
 * English and Simplified Chinese: each model family with its described picture and its table of
 * technical data, whose columns are the dataset's models and whose rows carry the dataset's
 * values as the locale writes them (specifications/equipment.ts); the in-page navigation to the
 * families and sections; the related industries, case studies and documents with their pages.
 */
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { agvFamilies, stackerFamilies } from '../../../specifications/equipment'
import type { Locale } from '../../i18n/locales'
import { renderPage } from '../../lib/render-with-router'
import { routeLink } from '../../lib/route-path'
import { pageBaseCopy } from '../../site/page-copy.server'
import { pageById, pageHref } from '../../site/registry'
import type { RelatedContent } from '../../site/related.server'
import { hrefOf, section, tableRows } from '../../../tests/setup/page-view'
import { agvCopy, stackerCopy } from './equipment-copy.server'
import { EquipmentPage } from './equipment-page'

afterEach(cleanup)

const none: RelatedContent = { industries: [], cases: [], downloads: [] }
const related = (locale: Locale): RelatedContent => ({
  industries: [{ slug: 'new-energy', name: locale === 'en' ? 'New energy' : '新能源' }],
  cases: [
    {
      link: routeLink('/$lang/caseDetails', { lang: locale }, { id: 12 }),
      title: 'Battery cells on jacking AMRs',
      summary: 'Forty AMRs between formation and grading.',
      industry: 'New energy',
      image: { src: '/cms/images/b.jpg', width: 800, height: 500, alt: '' },
    },
  ],
  downloads: [
    {
      link: routeLink('/$lang/aboutUs/downloadCenter', { lang: locale }, { id: 3 }),
      title: 'AGV product brochure',
      summary: 'The range and its data.',
      meta: 'PDF · 6 pages · 84 kB',
    },
  ],
})

/** A table's row by its field's name (the header cell starts with it), as read. */
const row = (rows: string[][], field: string) => rows.find((r) => r[0]!.startsWith(field))

const pages = [
  ['AGVDetails', agvCopy, agvFamilies],
  ['pilerDetails', stackerCopy, stackerFamilies],
] as const

describe.each(['en', 'zh-CN'] as const)('EquipmentPage, %s', (locale) => {
  describe.each(pages)('%s', (id, build, families) => {
    const copy = { ...pageBaseCopy(id, locale), ...build(locale) }

    it("shows each family's picture and its table of the dataset's models and fields", async () => {
      await renderPage(
        <EquipmentPage page={id} lang={locale} copy={copy} related={none} />,
        `/${locale}/${id}`,
      )
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy.heading)
      expect(screen.getAllByRole('img', { name: copy.heroImage.alt })).toHaveLength(1)
      const shown = screen.getAllByTestId('model-family')
      expect(shown.map((family) => family.id)).toEqual(families.map((f) => `model-${f.id}`))
      families.forEach((family, i) => {
        const own = copy.families[i]!
        const article = shown[i]!
        expect(within(article).getByRole('heading', { level: 3 }).textContent).toBe(own.title)
        expect(within(article).getByRole('img', { name: own.image.alt })).toBeTruthy()
        const rows = tableRows(within(article).getByRole('table', { name: own.spec.caption }))
        expect(rows[0]).toEqual([own.spec.fieldLabel, ...family.models])
        // Every field of the dataset, one value per model, under its group's heading.
        const fields = rows.filter((r) => r.length === family.models.length + 1).slice(1)
        expect(fields).toHaveLength(family.rows.length)
        expect(rows.length - 1 - fields.length).toBe(new Set(family.rows.map((r) => r.group)).size)
      })
    })

    it('leads to each family and to each section of the page', async () => {
      await renderPage(
        <EquipmentPage page={id} lang={locale} copy={copy} related={none} />,
        `/${locale}/${id}`,
      )
      const range = screen.getByRole('navigation', { name: copy.rangeNavLabel })
      expect(
        within(range)
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ).toEqual(families.map((f) => `#model-${f.id}`))
      const sections = screen.getByRole('navigation', { name: copy.sections.label })
      expect(
        within(sections)
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ).toEqual(['#models', '#features', '#software', '#applications', '#cases'])
      expect(hrefOf(copy.specsAction)).toBe('#models')
      expect(screen.getByText(copy.casesEmpty)).toBeTruthy()
    })

    it('links the related industries, case studies and documents to their pages', async () => {
      await renderPage(
        <EquipmentPage page={id} lang={locale} copy={copy} related={related(locale)} />,
        `/${locale}/${id}`,
      )
      expect(hrefOf(/新能源|New energy/, section(copy.applications.heading))).toBe(
        `/${locale}/succeedCase/new-energy`,
      )
      expect(hrefOf(/Battery cells/, section(copy.casesHeading))).toBe(
        `/${locale}/caseDetails?id=12`,
      )
      const documents = section(copy.downloads.heading)
      expect(hrefOf('AGV product brochure', documents)).toBe(
        `${pageHref(pageById('downloadCenter'), locale)}?id=3`,
      )
      const sections = screen.getByRole('navigation', { name: copy.sections.label })
      expect(within(sections).getAllByRole('link').at(-1)!.getAttribute('href')).toBe('#downloads')
    })
  })
})

describe('the tables carry the dataset’s values as each locale writes them', () => {
  const tables = (locale: Locale, id: 'AGVDetails' | 'pilerDetails', family: string) => {
    const copy = id === 'AGVDetails' ? agvCopy(locale) : stackerCopy(locale)
    const caption = copy.families.find((f) => f.id === family)!.spec.caption
    return tableRows(screen.getByRole('table', { name: caption }))
  }

  it.each([
    [
      'en',
      {
        load: ['Rated load(kg)', '600', '1,500'],
        speed: ['Travel speed(m/s)', '2.0', '1.5'],
        battery: ['48 V LiFePO4 · 40 Ah', '48 V LiFePO4 · 60 Ah'],
        height: ['Lift height(m)', '24'],
        // 240 m/min in the dataset, shown in m/s
        craneSpeed: ['Travel speed(m/s)', '4.0'],
        temperature: '+5 – +40',
        cycles: '40 dual cycles',
      },
    ],
    [
      'zh-CN',
      {
        load: ['额定载重(kg)', '600', '1,500'],
        speed: ['行走速度(m/s)', '2.0', '1.5'],
        battery: ['48 V LiFePO4 · 40 Ah', '48 V LiFePO4 · 60 Ah'],
        height: ['起升高度(米)', '24'],
        craneSpeed: ['行走速度(m/s)', '4.0'],
        temperature: '+5 - +40',
        cycles: '40 次复合循环',
      },
    ],
  ] as const)('%s', async (locale, expected) => {
    for (const [id, build] of [
      ['AGVDetails', agvCopy],
      ['pilerDetails', stackerCopy],
    ] as const) {
      const copy = { ...pageBaseCopy(id, locale), ...build(locale) }
      await renderPage(
        <EquipmentPage page={id} lang={locale} copy={copy} related={none} />,
        `/${locale}/${id}`,
      )
    }
    const latent = tables(locale, 'AGVDetails', 'latent')
    expect(row(latent, expected.load[0].split('(')[0]!)).toEqual(expected.load)
    expect(row(latent, expected.speed[0].split('(')[0]!)).toEqual(expected.speed)
    expect(latent.find((r) => r[1]?.includes('LiFePO4'))!.slice(1)).toEqual(expected.battery)
    expect(latent.find((r) => r[1] === 'ISO 3691-4 · PL d')).toBeTruthy()
    const single = tables(locale, 'pilerDetails', 'single')
    expect(row(single, expected.height[0].split('(')[0]!)).toEqual(expected.height)
    expect(row(single, expected.craneSpeed[0].split('(')[0]!)).toEqual(expected.craneSpeed)
    expect(single.some((r) => r[1] === expected.temperature)).toBe(true)
    expect(single.some((r) => r[1] === expected.cycles)).toBe(true)
  })
})
