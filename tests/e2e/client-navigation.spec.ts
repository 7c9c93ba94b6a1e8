import { expect, test } from '@playwright/test'
import { countDocumentRequests, gotoHydrated } from './fixtures'

test('client-side navigation changes the page without a document request', async ({ page }) => {
  await gotoHydrated(page, '/en')
  const documents = countDocumentRequests(page)
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Products' })
    .click()
  await expect(page).toHaveURL(/\/en\/productCenter$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product center')
  await expect(page).toHaveTitle('Product center - Starbridge Logistics Automation Co., Ltd.')
  await expect(page.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page')
  expect(documents()).toBe(0)
})
