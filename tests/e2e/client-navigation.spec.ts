import { expect, test } from '@playwright/test'
import { countDocumentRequests, gotoHydrated } from './fixtures'

test('client-side navigation changes the page without a document request', async ({ page }) => {
  await gotoHydrated(page, '/en')
  const documents = countDocumentRequests(page)
  // The header and footer data came with the page: a path change does not fetch it again. The new
  // page's copy (server-resolved, ADR 008) and its related content (cases, downloads) are the only
  // calls, both for that page; going back home reuses the cache.
  const serverFunctionCalls: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/_serverFn/')) serverFunctionCalls.push(r.url())
  })
  await page.locator('[data-testid="desktop-nav"] [data-section="solutions"]').hover()
  await page
    .locator('[data-panel="solutions"]')
    .getByRole('link', { name: /Smart Factory Intralogistics/ })
    .click()
  await expect(page).toHaveURL(/\/en\/plantSolution$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Smart Factory Intralogistics')
  await expect(page).toHaveTitle('Smart Factory Intralogistics - Starbridge')
  await expect(
    page.locator('[data-testid="desktop-nav"] [data-section="solutions"]'),
  ).toHaveAttribute('data-active', 'true')
  await page.locator('header a[href="/en"]').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Intelligent logistics, engineered end to end',
  )
  expect(documents()).toBe(0)
  const pageCopyCalls = serverFunctionCalls.filter((url) => url.includes('%22page%22'))
  expect(serverFunctionCalls.length - pageCopyCalls.length).toBe(0)
  // Links preload their page on intent: a link the pointer crossed on its way (another
  // solution) may have been preloaded too, but the page opened was loaded once.
  expect(pageCopyCalls.filter((url) => url.includes('plantSolution'))).toHaveLength(2)
})
