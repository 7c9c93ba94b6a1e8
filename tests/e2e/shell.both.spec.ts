/** Side box, scroll behaviour and build freshness, on desktop and mobile. */
import { expect, test, type Page } from '@playwright/test'
import { countDocumentRequests, gotoHydrated } from './fixtures'

/** On a phone the side box is one button that opens its actions (issue 27): open it. */
async function openSideBox(page: Page, isMobile: boolean) {
  if (!isMobile) return
  const toggle = page.getByTestId('side-box-toggle')
  await expect(toggle).toBeVisible()
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
}

test('back-to-top appears after 400 px and returns to the top', async ({ page, isMobile }) => {
  await page.setViewportSize({ width: page.viewportSize()!.width, height: 500 })
  await gotoHydrated(page, '/en/serviceSupport')
  const top = page.getByTestId('back-to-top')
  await expect(top).toBeHidden()
  await page.evaluate(() => window.scrollTo(0, 300))
  await expect(top).toBeHidden()
  await page.evaluate(() => window.scrollTo(0, 650))
  await openSideBox(page, isMobile)
  await expect(top).toBeVisible()
  await top.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(top).toBeHidden()
})

test('the scan panel shows a QR code of the current page on focus', async ({ page, isMobile }) => {
  await gotoHydrated(page, '/en/joinUs')
  await openSideBox(page, isMobile)
  await page.getByTestId('scan-button').focus()
  const panel = page.getByTestId('scan-panel')
  await expect(panel).toBeVisible()
  await expect(panel.locator('svg')).toHaveCount(1)
  await expect(panel).toContainText('Scan to open on your phone')
})

test('back navigation restores the scroll position', async ({ page }) => {
  await page.setViewportSize({ width: page.viewportSize()!.width, height: 500 })
  await gotoHydrated(page, '/en/serviceSupport')
  const y = 420
  // Scroll and wait for the scroll event itself: the router tracks what scrolled from it.
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        document.addEventListener('scroll', () => resolve(), { once: true, capture: true })
        window.scrollTo(0, top)
      }),
    y,
  )
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y)
  // dispatchEvent: Playwright's click would first scroll the sticky header's link "into view",
  // which a reader's click does not do.
  await page.locator('header a[href="/en"]').first().dispatchEvent('click')
  await expect(page).toHaveURL(/\/en$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await page.goBack()
  await expect(page).toHaveURL(/\/en\/serviceSupport$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y)
})

test('a new build reloads the page once, and the guard stops a second reload', async ({ page }) => {
  await gotoHydrated(page, '/en')
  await page.route('**/builds/latest.json*', (route) =>
    route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } }),
  )
  const documents = countDocumentRequests(page)
  await page.evaluate(() => window.dispatchEvent(new Event('focus')))
  await expect.poll(documents).toBe(1)
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  // The second check still sees the newer build; the guard keeps the page.
  const checked = page.waitForResponse(/\/builds\/latest\.json/)
  await page.evaluate(() => window.dispatchEvent(new Event('focus')))
  await checked
  await page.waitForLoadState('networkidle')
  expect(documents()).toBe(1)
})

test('a chunk that fails to load reloads the page exactly once', async ({ page, isMobile }) => {
  await gotoHydrated(page, '/en')
  // A deploy removed the chunk of the consultation dialog that this page still refers to.
  let attempts = 0
  await page.route(/\/assets\/consultation-dialog-[^/]+\.js$/, (route) => {
    attempts++
    return route.abort()
  })
  const documents = countDocumentRequests(page)
  await openSideBox(page, isMobile)
  await page.getByTestId('consult-button').click()
  await expect.poll(documents, { timeout: 10_000 }).toBe(1)
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  // Still failing right after the reload: the 10-second guard stops a loop.
  await openSideBox(page, isMobile)
  await page.getByTestId('consult-button').click()
  await expect.poll(() => attempts).toBeGreaterThanOrEqual(2)
  await page.waitForLoadState('networkidle')
  expect(documents()).toBe(1)
})

test('a hash in the address scrolls to its element', async ({ page }) => {
  await page.setViewportSize({ width: page.viewportSize()!.width, height: 500 })
  await gotoHydrated(page, '/en/serviceSupport#service-4')
  await expect(page.locator('#service-4')).toBeInViewport()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
})
