// @vitest-environment jsdom
/**
 * The service page's four sections as a visitor sees them, with the copy the site builds for
 * English and Simplified Chinese: the in-page navigation (`?anchor=1..4`, the chosen section
 * marked), the hotline as a phone link with the response figures, the installation steps in
 * order, the plans, and the training's link to the documents; a click on the navigation keeps
 * the address's `?anchor=` in step.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderPage } from '../../lib/render-with-router'
import { pageBaseCopy } from '../../site/page-copy.server'
import { pageById, pageHref } from '../../site/registry'
import { figures, hrefOf } from '../../../tests/setup/page-view'
import { serviceSupportCopy } from './service-copy.server'
import { ServiceSections } from './service-sections'

afterEach(cleanup)

describe.each([
  [
    'en',
    {
      hotline: '+86 755 8888 0532',
      tel: 'tel:+8675588880532',
      figures: ['24/7', '15 min', '24 hr'],
    },
  ],
  [
    'zh-CN',
    { hotline: '400-888-0532', tel: 'tel:4008880532', figures: ['7×24', '15分钟', '24小时'] },
  ],
] as const)('ServiceSections, %s', (locale, expected) => {
  const copy = { ...pageBaseCopy('serviceSupport', locale), ...serviceSupportCopy(locale) }
  const path = pageHref(pageById('serviceSupport'), locale)

  it('leads to the four sections, each under its heading', async () => {
    await renderPage(<ServiceSections copy={copy} />, path)
    const nav = screen.getByRole('navigation', { name: copy.navLabel })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual(copy.sections.map((s) => [s.title, `?anchor=${s.anchor}`]))
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => [h.textContent, h.id])).toEqual(
      copy.sections.map((s) => [s.title, `service-${s.anchor}-title`]),
    )
    for (const s of copy.sections)
      expect(screen.getByRole('region', { name: s.title }).id).toBe(`service-${s.anchor}`)
    expect(within(nav).queryByRole('link', { current: true })).toBeNull()
  })

  it('marks the section the address chose, and keeps the address in step with a click', async () => {
    const { router } = await renderPage(
      <ServiceSections anchor={3} copy={copy} />,
      `${path}?anchor=3`,
    )
    const nav = screen.getByRole('navigation', { name: copy.navLabel })
    const [, second, third] = within(nav).getAllByRole('link')
    expect(third!.getAttribute('aria-current')).toBe('true')
    expect(screen.getByRole('region', { name: copy.sections[2]!.title }).dataset.selected).toBe(
      'true',
    )
    fireEvent.click(second!)
    await expect.poll(() => router.state.location.search).toEqual({ anchor: 2 })
  })

  it('gives the hotline as a phone link, with the response figures', async () => {
    await renderPage(<ServiceSections copy={copy} />, path)
    const network = screen.getByRole('region', { name: copy.sections[0]!.title })
    expect(hrefOf(expected.hotline, network)).toBe(expected.tel)
    const read = figures(network)
    expect(read.slice(0, 3).map(([value]) => value.replace(/\s+/g, ' '))).toEqual(expected.figures)
    expect(read.map(([, label]) => label)).toEqual(copy.figures.map((f) => f.label))
  })

  it('lists the installation steps in order, the plans, and the documents for training', async () => {
    await renderPage(<ServiceSections copy={copy} />, path)
    const installation = screen.getByRole('region', { name: copy.sections[1]!.title })
    expect(
      within(within(installation).getByRole('list'))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(copy.steps.map((s) => s.title))
    const maintenance = screen.getByRole('region', { name: copy.sections[2]!.title })
    expect(
      within(maintenance)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(copy.plans.map((p) => p.title))
    const training = screen.getByRole('region', { name: copy.sections[3]!.title })
    expect(hrefOf(copy.downloads.label, training)).toBe(
      pageHref(pageById('downloadCenter'), locale),
    )
  })
})
