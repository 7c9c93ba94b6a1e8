// @vitest-environment jsdom
/**
 * The product center as a visitor sees it, with the copy the site builds for English and
 * Simplified Chinese: the five platform products and the applications by group, each opening its
 * own site in a new window and saying so; the platform's diagram named; the two equipment lines
 * with their pictures, linking to their pages (the registry's paths).
 */
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderPage } from '../../lib/render-with-router'
import { siteConfig } from '../../lib/site-config'
import { pageBaseCopy } from '../../site/page-copy.server'
import { pageById, pageHref } from '../../site/registry'
import { hrefOf, section } from '../../../tests/setup/page-view'
import { applicationGroups, platformProducts } from './product-catalogue'
import { productCenterCopy } from './product-center-copy.server'
import { ProductCenterPage } from './product-center-page'

afterEach(cleanup)

describe.each(['en', 'zh-CN'] as const)('ProductCenterPage, %s', (locale) => {
  const copy = { ...pageBaseCopy('productCenter', locale), ...productCenterCopy(locale) }
  const render = () => renderPage(<ProductCenterPage copy={copy} />, `/${locale}/productCenter`)

  it('opens each platform product’s own site in a new window, and says so', async () => {
    await render()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy.heading)
    const products = screen.getByTestId('platform-products')
    expect(
      within(products)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(platformProducts.map((p) => p.name))
    const links = within(products).getAllByRole('link')
    expect(links.map((a) => a.getAttribute('href'))).toEqual(
      platformProducts.map((p) => `${siteConfig.external.cloudPlatform}${p.slug}`),
    )
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toBe('noopener noreferrer')
      expect(link.textContent).toContain(copy.opensNewWindow)
    }
  })

  it('names the platform diagram', async () => {
    await render()
    expect(screen.getByRole('img', { name: copy.architecture.diagram.title })).toBeTruthy()
  })

  it('lists the applications in four groups, each with its details page', async () => {
    await render()
    const groups = screen.getAllByTestId('application-group')
    expect(groups.map((g) => within(g).getByRole('heading', { level: 3 }).textContent)).toEqual(
      copy.applications.groups.map((g) => g.title),
    )
    groups.forEach((group, i) => {
      const ids = applicationGroups[i]!.ids
      expect(
        within(group)
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ).toEqual(ids.map((id) => siteConfig.external.applicationDetail(id)))
    })
  })

  it('links the two equipment lines to their pages, beside their described pictures', async () => {
    await render()
    const equipment = section(copy.equipment.heading)
    const [agv, stacker] = copy.equipment.items
    expect(hrefOf(agv!.action.label, equipment)).toBe(pageHref(pageById('AGVDetails'), locale))
    expect(hrefOf(stacker!.action.label, equipment)).toBe(
      pageHref(pageById('pilerDetails'), locale),
    )
    expect(within(equipment).getByRole('img', { name: agv!.image.alt })).toBeTruthy()
    expect(within(equipment).getByRole('img', { name: stacker!.image.alt })).toBeTruthy()
    expect(screen.getAllByTestId('cta-consult')[0]!.getAttribute('href')).toBe(
      pageHref(pageById('consultation'), locale),
    )
  })
})
