/** Service support: four sections with stable anchors, an in-page navigation that keeps ?anchor. */
import { axeBuilder } from './axe-builder'
import { expect, test } from '@playwright/test'
import en from '../../messages/en.json' with { type: 'json' }
import { gotoHydrated } from './fixtures'

test('?anchor=3 opens at the maintenance section, marked as chosen', async ({ page }) => {
  await gotoHydrated(page, '/en/serviceSupport?anchor=3')
  await expect(page.locator('#service-3')).toBeInViewport()
  await expect(page.locator('#service-3')).toHaveAttribute('data-selected', 'true')
  const nav = page.getByTestId('service-nav')
  await expect(nav.getByRole('link', { name: en.service_3_title })).toHaveAttribute(
    'aria-current',
    'true',
  )
})

test('the in-page navigation scrolls to a section and keeps the query in sync', async ({
  page,
}) => {
  await gotoHydrated(page, '/en/serviceSupport')
  const documents: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url())
  })
  await page.getByTestId('service-nav').getByRole('link', { name: en.service_4_title }).click()
  await expect(page).toHaveURL(/\/en\/serviceSupport\?anchor=4$/)
  await expect(page.locator('#service-4')).toBeInViewport()
  await expect(page.locator('#service-4')).toHaveAttribute('data-selected', 'true')
  expect(documents).toEqual([])
})

test('each section carries its content: figures, hotline, five steps, plans, training', async ({
  page,
}) => {
  await gotoHydrated(page, '/zh-CN/serviceSupport')
  await expect(page.locator('#service-1 dd')).toHaveCount(4)
  await expect(page.locator('#service-1 a[href="tel:4008880532"]')).toHaveText('400-888-0532')
  await expect(page.locator('#service-2 ol > li')).toHaveCount(5)
  await expect(page.locator('#service-3 li')).toHaveCount(3)
  await expect(page.locator('#service-4 a[href="/zh-CN/aboutUs/downloadCenter"]')).toHaveCount(1)
  await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveCount(4)
})

test('axe finds no violations on the service page', async ({ page }) => {
  await gotoHydrated(page, '/en/serviceSupport')
  const result = await axeBuilder(page).include('main').analyze()
  expect(result.violations).toEqual([])
})
