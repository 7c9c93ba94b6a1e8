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

test('a page arrives with its data whole, and the browser takes it up and lets it go', async ({
  page,
  request,
}) => {
  // Every query of a page settles in its loaders, so the page carries no query stream: its
  // data is whole before React renders, in one script that also ends the router's data (ADR 062).
  for (const path of ['/en', '/de/AGVDetails', '/zh-CN/aboutUs/journalism']) {
    const html = await (await request.get(path)).text()
    const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
    expect(scripts.filter((s) => s.includes('$_TSR.router=')).length, path).toBe(1)
    expect(html.split('$_TSR.e()').length - 1, path).toBe(1)
    expect(html.includes('ReadableStream'), `${path}: a query stream`).toBe(false)
  }
  // The browser hydrates from it (shell data in the query cache: no refetch on the way back,
  // test above), then drops the router's hydration globals, which it does once the data has ended.
  await gotoHydrated(page, '/de/AGVDetails')
  await page.waitForFunction(() => !('$_TSR' in window))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
