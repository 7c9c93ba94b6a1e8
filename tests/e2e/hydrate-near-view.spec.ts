/**
 * The home page's bands below the first screen hydrate as they near the viewport (ADR 057,
 * app/components/ui/hydrate-near-view.tsx): the server's HTML is the page until then, links
 * work natively, and a home page reached by a client navigation renders every band at once.
 */
import { expect, test, type Page } from '@playwright/test'
import { countDocumentRequests, gotoHydrated } from './fixtures'

/** The home page's link to the newest article (in the news band, the last band but one). */
const newsLink = (page: Page) =>
  page.locator('[data-page="home"] a[href^="/en/aboutUs/journalism/"]').first()

/** Whether React has attached to the element (it keeps its props on the DOM node). */
const hydrated = (page: Page) =>
  newsLink(page).evaluate((link) => Object.keys(link).some((key) => key.startsWith('__reactProps')))

test.use({ viewport: { width: 412, height: 823 } })

test('the news band hydrates when the reader scrolls to it; a link works before and after', async ({
  page,
}) => {
  // The server's link, remembered before any script ran.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const link = document.querySelector('[data-page="home"] a[href^="/en/aboutUs/journalism/"]')
      ;(window as { serverLink?: Element | null }).serverLink = link
    }),
  )
  await gotoHydrated(page, '/en')
  // The page has hydrated, the news band far below has not: it is the server's HTML, kept as
  // it came (not thrown away and rendered anew by the client).
  await expect(newsLink(page)).toBeAttached()
  expect(await hydrated(page)).toBe(false)
  expect(
    await newsLink(page).evaluate(
      (link) => link === (window as { serverLink?: Element | null }).serverLink,
    ),
  ).toBe(true)
  const href = await newsLink(page).getAttribute('href')

  // Scrolled to, it hydrates; its link then navigates in the page.
  await newsLink(page).scrollIntoViewIfNeeded()
  await expect.poll(() => hydrated(page)).toBe(true)
  expect(
    await newsLink(page).evaluate(
      (link) => link === (window as { serverLink?: Element | null }).serverLink,
    ),
  ).toBe(true)
  const documents = countDocumentRequests(page)
  await newsLink(page).click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  await expect(page.locator('h1')).toBeVisible()
  expect(documents()).toBe(0)
})

test('a link in a band that has not hydrated is an ordinary link', async ({ page }) => {
  await gotoHydrated(page, '/en')
  const href = await newsLink(page).getAttribute('href')
  const documents = countDocumentRequests(page)
  // A click without scrolling first (a keyboard or assistive technology can do it).
  await newsLink(page).evaluate((link: HTMLAnchorElement) => link.click())
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  await expect(page.locator('h1')).toBeVisible()
  expect(documents()).toBe(1)
})

test('home reached by a client navigation shows every band at once', async ({ page }) => {
  await gotoHydrated(page, '/en/aboutUs')
  const documents = countDocumentRequests(page)
  await page.locator('header a[href="/en"]').first().click()
  await expect(page).toHaveURL(/\/en$/)
  expect(documents()).toBe(0)
  // Rendered by the client: the bands are React's from the start, nothing waits for a scroll.
  await expect(newsLink(page)).toBeAttached()
  expect(await hydrated(page)).toBe(true)
  expect(await page.locator('[data-page="home"] h2').count()).toBeGreaterThanOrEqual(6)
})
