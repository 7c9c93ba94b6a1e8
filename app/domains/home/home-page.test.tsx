// @vitest-environment jsdom
/**
 * The home page as a visitor sees it, with the copy the site builds for English and Simplified
 * Chinese: the heading over the hero picture, the calls to action, the figures written as the
 * locale writes numbers, the products and solutions linking to their pages (the registry's
 * paths), the industries, case studies and news from the content service with links to all of
 * them, and the notes shown when the service has none.
 */
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Locale } from '../../i18n/locales'
import { renderPage } from '../../lib/render-with-router'
import { routeLink } from '../../lib/route-path'
import { pageBaseCopy } from '../../site/page-copy.server'
import { pageById, pageHref, type PageId } from '../../site/registry'
import { figures, hrefOf, section } from '../../../tests/setup/page-view'
import { homeCopy } from './home-copy.server'
import { HomePage } from './home-page'
import type { HomeStrips } from './home.server'

afterEach(cleanup)

const copyFor = (locale: Locale) => ({ ...pageBaseCopy('home', locale), ...homeCopy(locale) })
const href = (id: PageId, locale: Locale) => pageHref(pageById(id), locale)

const strips = (locale: Locale): HomeStrips => ({
  industries: [{ slug: 'cold-chain', name: locale === 'en' ? 'Cold chain' : '冷链' }],
  cases: [
    {
      link: routeLink('/$lang/caseDetails', { lang: locale }, { id: 41 }),
      title: 'A freezer warehouse at -25 °C',
      summary: 'Twelve stacker cranes in a deep-freeze store.',
      industry: 'Cold chain',
      image: { src: '/cms/images/a.jpg', width: 800, height: 500, alt: '' },
    },
  ],
  news: [
    {
      link: routeLink('/$lang/aboutUs/journalism/$articleId', { lang: locale, articleId: '7' }),
      title: 'Starbridge opens its Suzhou plant',
      summary: 'A second plant for stacker cranes.',
      date: '2026-03-14',
      dateLabel: 'Mar 14, 2026',
    },
  ],
})

describe.each([
  [
    'en',
    {
      heading: 'Intelligent logistics, engineered end to end',
      consult: 'Talk to an engineer',
      employees: '2,600',
      systems: '1,200+',
    },
  ],
  [
    'zh-CN',
    {
      heading: '智能物流，端到端的工程实践',
      consult: '预约方案咨询',
      employees: '2,600',
      systems: '1,200+',
    },
  ],
] as const)('HomePage, %s', (locale, expected) => {
  const copy = copyFor(locale)

  it('opens with the heading over the described hero picture and the two calls to action', async () => {
    await renderPage(<HomePage lang={locale} copy={copy} strips={strips(locale)} />, `/${locale}`)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(expected.heading)
    const hero = screen.getByRole('img', { name: copy.heroImage.alt })
    expect(copy.heroImage.alt.length).toBeGreaterThan(10)
    expect(hero.getAttribute('src')).toBeTruthy()
    const consult = screen.getAllByTestId('cta-consult')
    expect(consult.map((a) => a.textContent)).toEqual([expected.consult, expected.consult])
    expect(consult[0]!.getAttribute('href')).toBe(href('consultation', locale))
    expect(hrefOf(copy.secondaryAction.label)).toBe(href('productCenter', locale))
  })

  it('states the figures as the locale writes them', async () => {
    await renderPage(<HomePage lang={locale} copy={copy} strips={strips(locale)} />, `/${locale}`)
    const strip = figures(section(copy.figures.heading))
    expect(strip.map(([value]) => value)).toEqual([
      expected.employees,
      expected.systems,
      copy.figures.items[2]!.value,
      copy.figures.items[3]!.value,
    ])
    expect(strip.map(([, label]) => label)).toEqual(copy.figures.items.map((f) => f.label))
  })

  it('links each product and solution, by its name, to its page', async () => {
    await renderPage(<HomePage lang={locale} copy={copy} strips={strips(locale)} />, `/${locale}`)
    const linked = (heading: string, items: ReadonlyArray<{ title: string }>) =>
      items.map((item) => hrefOf(item.title, section(heading)))
    expect(linked(copy.products.heading, copy.products.items)).toEqual([
      href('AGVDetails', locale),
      href('pilerDetails', locale),
      href('productCenter', locale),
    ])
    expect(linked(copy.solutions.heading, copy.solutions.items)).toEqual([
      href('logisticsSolution', locale),
      href('plantSolution', locale),
      href('gardenSolution', locale),
    ])
  })

  it("shows the service's industries, case studies and news, each with its page", async () => {
    await renderPage(<HomePage lang={locale} copy={copy} strips={strips(locale)} />, `/${locale}`)
    const industries = section(copy.industries.heading)
    expect(within(industries).getByRole('link').getAttribute('href')).toBe(
      `/${locale}/succeedCase/cold-chain`,
    )
    const cases = section(copy.cases.heading)
    expect(hrefOf(/A freezer warehouse/, cases)).toBe(`/${locale}/caseDetails?id=41`)
    expect(hrefOf(copy.cases.all.label, cases)).toBe(href('allCases', locale))
    const news = section(copy.news.heading)
    expect(hrefOf(/Suzhou plant/, news)).toBe(`/${locale}/aboutUs/journalism/7`)
    expect(hrefOf(copy.news.all.label, news)).toBe(href('journalism', locale))
    expect(screen.queryByText(copy.cases.empty)).toBeNull()
  })

  it('says so where the service has no case studies or news', async () => {
    await renderPage(
      <HomePage lang={locale} copy={copy} strips={{ industries: [], cases: [], news: [] }} />,
      `/${locale}`,
    )
    expect(within(section(copy.cases.heading)).getByText(copy.cases.empty)).toBeTruthy()
    expect(within(section(copy.news.heading)).getByText(copy.news.empty)).toBeTruthy()
  })
})
