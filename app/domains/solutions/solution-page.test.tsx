// @vitest-environment jsdom
/**
 * The three solution pages as a visitor sees them, with the copy the site builds for English and
 * Simplified Chinese: the heading over the described hero picture, the challenges, the named
 * architecture diagram, the hardware and software modules under their headings, the measured
 * benefits as the locale writes them, and the related industries, case studies and documents
 * with their pages (or the note that there are no case studies yet).
 */
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Locale } from '../../i18n/locales'
import { renderPage } from '../../lib/render-with-router'
import { routeLink } from '../../lib/route-path'
import { pageBaseCopy } from '../../site/page-copy.server'
import { pageById, pageHref } from '../../site/registry'
import type { RelatedContent } from '../../site/related.server'
import { figures, hrefOf, section } from '../../../tests/setup/page-view'
import { solutionCopy, type SolutionPage as Page } from './solution-copy.server'
import { SolutionPage } from './solution-page'

afterEach(cleanup)

const related = (locale: Locale): RelatedContent => ({
  industries: [{ slug: 'cold-chain', name: locale === 'en' ? 'Cold chain' : '冷链' }],
  cases: [
    {
      link: routeLink('/$lang/caseDetails', { lang: locale }, { id: 5 }),
      title: 'A shuttle store for a dairy',
      summary: 'Eight thousand pallets at -25 °C.',
      industry: 'Cold chain',
      image: { src: '/cms/images/c.jpg', width: 800, height: 500, alt: '' },
    },
  ],
  downloads: [
    {
      link: routeLink('/$lang/aboutUs/downloadCenter', { lang: locale }, { id: 8 }),
      title: 'Four-way shuttle brochure',
      summary: 'The shuttle and its lifts.',
      meta: 'PDF · 4 pages · 61 kB',
    },
  ],
})

/** The measured benefits of each page as read in each locale (minus signs; spaces as one). */
const benefits: Record<Page, Record<'en' | 'zh-CN', string[]>> = {
  logisticsSolution: {
    en: ['60% – 80%', '99.99%', '−50%', '3–5 years'],
    'zh-CN': ['60% - 80%', '99.99%', '−50%', '3-5年'],
  },
  plantSolution: {
    en: ['−90%', '−70%', '−35%', '100%'],
    'zh-CN': ['−90%', '−70%', '−35%', '100%'],
  },
  gardenSolution: {
    en: ['−60%', '+30%', '−18%', '−25%'],
    'zh-CN': ['−60%', '+30%', '−18%', '−25%'],
  },
}

const pages = Object.keys(benefits) as Page[]

describe.each(['en', 'zh-CN'] as const)('SolutionPage, %s', (locale) => {
  describe.each(pages)('%s', (page) => {
    const copy = { ...pageBaseCopy(page, locale), ...solutionCopy(page, locale) }
    const render = (content: RelatedContent) =>
      renderPage(
        <SolutionPage page={page} lang={locale} copy={copy} related={content} />,
        `/${locale}/${page}`,
      )

    it('shows the challenges, the named diagram, the modules and the measured benefits', async () => {
      await render(related(locale))
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy.heading)
      expect(screen.getByRole('img', { name: copy.heroImage.alt })).toBeTruthy()
      const challenges = section(copy.challenges.heading)
      expect(
        within(challenges)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(copy.challenges.items.map((c) => c.title))
      expect(screen.getByRole('img', { name: copy.architecture.diagram.title })).toBeTruthy()
      const modules = section(copy.modules.heading)
      for (const column of [copy.modules.hardware, copy.modules.software]) {
        const heading = within(modules).getByRole('heading', { level: 3, name: column.heading })
        const list = heading.nextElementSibling as HTMLElement
        expect(
          within(list)
            .getAllByRole('heading', { level: 4 })
            .map((h) => h.textContent),
        ).toEqual(column.items.map((item) => item.title))
      }
      const read = figures(section(copy.benefits.heading))
      expect(read.map(([value]) => value.replace(/\s+/g, ' '))).toEqual(benefits[page][locale])
      expect(read.map(([, label]) => label)).toEqual(copy.benefits.items.map((b) => b.label))
    })

    it('links the related industries, case studies and documents to their pages', async () => {
      await render(related(locale))
      expect(hrefOf(/冷链|Cold chain/, section(copy.industries.heading))).toBe(
        `/${locale}/succeedCase/cold-chain`,
      )
      expect(hrefOf(/dairy/, section(copy.cases.heading))).toBe(`/${locale}/caseDetails?id=5`)
      expect(hrefOf('Four-way shuttle brochure', section(copy.downloads.heading))).toBe(
        `${pageHref(pageById('downloadCenter'), locale)}?id=8`,
      )
      expect(screen.getAllByTestId('cta-consult').at(-1)!.getAttribute('href')).toBe(
        pageHref(pageById('consultation'), locale),
      )
    })

    it('says there are no case studies yet, and leaves out documents it has none of', async () => {
      await render({ industries: [], cases: [], downloads: [] })
      expect(within(section(copy.cases.heading)).getByText(copy.cases.empty)).toBeTruthy()
      expect(screen.queryByRole('region', { name: copy.downloads.heading })).toBeNull()
    })
  })
})
