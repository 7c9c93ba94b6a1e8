// @vitest-environment jsdom
/**
 * The about section's pages as a visitor sees them, with the copy the site builds for English
 * and Simplified Chinese: each page's heading and its group's sub-navigation with the page
 * marked current; the overview's figures and the links of each group; the chairman's letter; the
 * energy business's figures; the history's milestones in order, pictures described; the offices
 * with their phone links and who to contact for what; mission, vision and values; the
 * responsibility report's link; the certificates, each opening larger by its name.
 */
import { cleanup, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Locale } from '../../i18n/locales'
import { renderPage } from '../../lib/render-with-router'
import { linkHref } from '../../lib/route-path'
import { siteConfig } from '../../lib/site-config'
import { pageBaseCopy } from '../../site/page-copy.server'
import { pageById, pageHref, type PageId } from '../../site/registry'
import { figures, hrefOf, section } from '../../../tests/setup/page-view'
import {
  aboutOverviewCopy,
  certificationCopy,
  chairmanCopy,
  contactCopy,
  cultureCopy,
  energyCopy,
  historyCopy,
  responsibilityCopy,
} from './about-copy.server'
import { CertificationPage } from './certification-page'
import { ChairmanPage } from './chairman-page'
import { ContactPage } from './contact-page'
import { CulturePage } from './culture-page'
import { EnergyPage } from './energy-page'
import { HistoryPage } from './history-page'
import { AboutOverviewPage } from './overview-page'
import { ResponsibilityPage } from './responsibility-page'

afterEach(cleanup)

const href = (id: PageId, locale: Locale) => pageHref(pageById(id), locale)
/** The page in `locale` at its own address. */
const show = (id: PageId, locale: Locale, ui: ReactNode) => renderPage(ui, href(id, locale))
/** The readable values of a figures strip in `container`, spaces as one. */
const values = (container: HTMLElement) =>
  figures(container).map(([value]) => value.replace(/\s+/g, ' '))

describe.each(['en', 'zh-CN'] as const)('about pages, %s', (locale) => {
  it('overview: figures, who we are beside its picture, and the links of each group', async () => {
    const copy = { ...pageBaseCopy('aboutUs', locale), ...aboutOverviewCopy(locale) }
    await show('aboutUs', locale, <AboutOverviewPage copy={copy} />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy.heading)
    expect(values(document.body)).toEqual(['2,600', '1,200+', '480+', '18'])
    expect(
      within(section(copy.who.heading)).getByRole('img', { name: copy.who.image.alt }),
    ).toBeTruthy()
    const groups = screen.getByTestId('about-groups')
    expect(
      within(groups)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(copy.groups.items.map((g) => g.title))
    expect(hrefOf(pageByLabel(copy, 'chairman', locale), groups)).toBe(href('chairman', locale))
    expect(hrefOf(pageByLabel(copy, 'certification', locale), groups)).toBe(
      href('certification', locale),
    )
  })

  it("chairman: the letter under its heading, signed, beside the headquarters' picture", async () => {
    const copy = { ...pageBaseCopy('chairman', locale), ...chairmanCopy(locale) }
    await show('chairman', locale, <ChairmanPage copy={copy} />)
    const letter = screen.getByRole('article', { name: copy.letter.heading })
    expect(
      within(letter)
        .getAllByText(/./, { selector: 'p' })
        .map((p) => p.textContent),
    ).toEqual([
      copy.letter.salutation,
      ...copy.letter.paragraphs,
      copy.letter.signoff,
      copy.letter.name,
      copy.letter.role,
    ])
    expect(screen.getByRole('img', { name: copy.portrait.alt })).toBeTruthy()
    subNavMarks('chairman', locale)
  })

  it('energy: the business beside its picture, and its figures', async () => {
    const copy = { ...pageBaseCopy('electricity', locale), ...energyCopy(locale) }
    await show('electricity', locale, <EnergyPage copy={copy} />)
    expect(screen.getByRole('img', { name: copy.image.alt })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: copy.why.heading })).toBeTruthy()
    expect(values(document.body)).toEqual(['60+', '180', '14', '99.7%'])
  })

  it('history: the milestones in order, pictures described, and the figures of today', async () => {
    const copy = { ...pageBaseCopy('development', locale), ...historyCopy(locale) }
    await show('development', locale, <HistoryPage copy={copy} />)
    const timeline = screen.getByRole('list', { name: copy.timeline.label })
    const years = within(timeline)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('time')!.getAttribute('datetime'))
    expect(years).toEqual([
      '2003',
      '2007',
      '2010',
      '2012',
      '2014',
      '2016',
      '2018',
      '2020',
      '2022',
      '2024',
      '2026',
    ])
    const pictured = copy.timeline.items.filter((item) => item.image)
    expect(pictured).toHaveLength(8)
    for (const item of pictured)
      expect(
        within(timeline).getAllByRole('img', { name: item.image!.alt }).length,
      ).toBeGreaterThan(0)
    expect(values(section(copy.today.heading))).toEqual(['2003', '2,600', '1,200+', '480+'])
  })

  it('contact: six offices with phone links, and who to contact for what', async () => {
    const copy = { ...pageBaseCopy('contactUs', locale), ...contactCopy(locale) }
    await show('contactUs', locale, <ContactPage copy={copy} />)
    expect(screen.getByRole('img', { name: copy.offices.map.alt })).toBeTruthy()
    const offices = within(screen.getByTestId('offices')).getAllByRole('listitem')
    // Each office named as read (the number of its map marker is hidden from screen readers).
    copy.offices.items.forEach((office, i) =>
      expect(within(offices[i]!).getByRole('heading', { name: office.name })).toBeTruthy(),
    )
    expect(offices).toHaveLength(6)
    const hq = locale === 'en' ? '+86 755 8888 0532' : '400-888-0532'
    expect(hrefOf(hq, offices[0])).toBe(`tel:${hq.replace(/[^\d+]/g, '')}`)
    expect(hrefOf('+60 3 2166 0532', offices[4])).toBe('tel:+60321660532')
    const ways = section(copy.ways.heading)
    const way = (id: string) => copy.ways.items.find((w) => w.id === id)!
    expect(hrefOf(way('investor').title, ways)).toBe(href('secretaries', locale))
    expect(hrefOf(way('careers').title, ways)).toBe(href('joinUs', locale))
    expect(hrefOf(siteConfig.pressEmail, ways)).toBe(`mailto:${siteConfig.pressEmail}`)
    expect(hrefOf(siteConfig.email, ways)).toBe(`mailto:${siteConfig.email}`)
    expect(within(ways).getByTestId('cta-consult').getAttribute('href')).toBe(
      href('consultation', locale),
    )
  })

  it('culture: mission and vision, then the five values', async () => {
    const copy = { ...pageBaseCopy('culture', locale), ...cultureCopy(locale) }
    await show('culture', locale, <CulturePage copy={copy} />)
    const statements = screen.getByTestId('mission-vision')
    expect([...statements.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      copy.mission.label,
      copy.vision.label,
    ])
    expect(
      within(section(copy.values.heading))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(copy.values.items.map((v) => v.title))
  })

  it('responsibility: figures, four pillars, and the link to the reports', async () => {
    const copy = { ...pageBaseCopy('responsibility', locale), ...responsibilityCopy(locale) }
    await show('responsibility', locale, <ResponsibilityPage copy={copy} />)
    expect(values(document.body)).toEqual(['−33%', '6.8', '0.4', '12,600'])
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent)
        .slice(0, 4),
    ).toEqual(copy.pillars.map((p) => p.title))
    expect(hrefOf(copy.report.action.label, section(copy.report.heading))).toBe(
      href('investorNews', locale),
    )
  })

  it('certification: each certificate opens larger by its name; the honours listed', async () => {
    const copy = { ...pageBaseCopy('certification', locale), ...certificationCopy(locale) }
    await show('certification', locale, <CertificationPage copy={copy} />)
    const gallery = section(copy.gallery.heading)
    const open = within(gallery).getAllByRole('button')
    expect(open.map((b) => b.getAttribute('aria-label'))).toEqual(
      copy.gallery.images.map((image) =>
        copy.gallery.labels.open.replace('{caption}', image.caption),
      ),
    )
    expect(open).toHaveLength(8)
    expect(within(screen.getByTestId('honours')).getAllByRole('listitem')).toHaveLength(5)
    subNavMarks('certification', locale)
  })
})

/** The label of page `id` among the overview's group links. */
function pageByLabel(copy: ReturnType<typeof aboutOverviewCopy>, id: PageId, locale: Locale) {
  const links = copy.groups.items.flatMap((g) => g.links)
  return links.find((l) => linkHref(l.link) === href(id, locale))!.label
}

/** The group's sub-navigation links the group's pages, the page itself marked current. */
function subNavMarks(id: PageId, locale: Locale) {
  const nav = screen.getByTestId('about-subnav')
  const current = within(nav).getByRole('link', { current: 'page' })
  expect(current.getAttribute('href')).toBe(href(id, locale))
  expect(within(nav).getAllByRole('link').length).toBeGreaterThan(1)
}
