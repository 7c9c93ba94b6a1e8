/**
 * Long product pages (issue 37, item 7: the AGV page is 21 phone screens in English): an in-page
 * section navigation held under the header, in the page's language; a link lands its section
 * clear of the header and the bar, and marks it as the one being read.
 */
import { axeBuilder } from './axe-builder'
import { expect, test } from '@playwright/test'
import { gotoHydrated } from './fixtures'

for (const [path, label, link] of [
  ['/en/AGVDetails', 'On this page', 'Projects'],
  ['/de/pilerDetails', 'Auf dieser Seite', 'Einsatzbereiche'],
  ['/th/AGVDetails', 'ในหน้านี้', 'กรณีศึกษา'],
] as const) {
  test(`${path}: the section bar leads to "${link}" and stays under the header`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await gotoHydrated(page, path)
    const nav = page.getByRole('navigation', { name: label, exact: true })
    await expect(nav).toBeVisible()
    const target = nav.getByRole('link', { name: link })
    const id = (await target.getAttribute('href'))!.slice(1)
    await target.click()
    const section = page.locator(`#${id}`)
    const heading = section.getByRole('heading', { level: 2 })
    // The section's heading is on screen, below the header and the bar (nothing covers it).
    await expect(heading).toBeInViewport()
    await expect(target).toHaveAttribute('aria-current', 'location')
    const [barBottom, headingTop] = await Promise.all([
      nav.evaluate((el) => el.getBoundingClientRect().bottom),
      heading.evaluate((el) => el.getBoundingClientRect().top),
    ])
    expect(headingTop).toBeGreaterThanOrEqual(barBottom)
    // The bar is still there, under the header, far down the page.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    await expect(nav).toBeInViewport()
    expect(
      (await axeBuilder(page).include('[data-testid="section-nav"]').analyze()).violations,
    ).toEqual([])
  })
}

test('on a phone the bar follows the section being read, and starts at its first link again back at the top', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.setViewportSize({ width: 390, height: 844 })
  await gotoHydrated(page, '/zh-CN/AGVDetails')
  const nav = page.getByRole('navigation', { name: '本页导航', exact: true })
  const row = nav.getByRole('list')
  const links = nav.getByRole('link')
  const scrolled = () => row.evaluate((el) => el.scrollLeft)
  // Wider than the phone: the bar scrolls sideways.
  expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
  await links.last().click()
  await expect(links.last()).toHaveAttribute('aria-current', 'location')
  await expect.poll(scrolled).toBeGreaterThan(0)
  // One jump back to the top, as back-to-top makes it for a visitor who asked for less motion.
  // (The button itself is not used: on a phone the side box hides wherever it would cover text,
  // which at the foot of this page depends on where the lines fall; shell.both.spec.ts tests it.)
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'auto' }))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  // No section is being read, and the bar shows its first link again instead of staying where
  // the last section left it.
  await expect(nav.locator('[aria-current]')).toHaveCount(0)
  await expect.poll(scrolled).toBe(0)
  await expect(links.first()).toBeInViewport({ ratio: 1 })
})

test('without JavaScript the section links are plain anchors that jump', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/en/pilerDetails')
  await page
    .getByRole('navigation', { name: 'On this page', exact: true })
    .getByRole('link', { name: 'Software' })
    .click()
  await expect(page).toHaveURL(/#software$/)
  await expect(page.locator('#software').getByRole('heading', { level: 2 })).toBeInViewport()
  await context.close()
})
