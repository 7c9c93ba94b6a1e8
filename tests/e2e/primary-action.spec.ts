/**
 * The primary action of each page is the bright button (issue 37, item 8; ADR 043): every page
 * type has one in its content, and where a page has a form, its submit button is the bright one
 * and the page's other invitation is not (a job page: "Send application" bright, "See open
 * positions" dark).
 */
import { expect, test, type Page } from '@playwright/test'
import { gotoHydrated } from './fixtures'

/** The labels of the bright (accent) buttons and links in the page's content. */
function brightActions(page: Page) {
  return page.evaluate(() => {
    // The theme's signal amber, and Tailwind's amber that some buttons used before.
    const bright = ['var(--color-accent-400)', 'var(--color-amber-400)'].map((color) => {
      const probe = document.createElement('span')
      probe.style.color = color
      document.body.append(probe)
      const value = getComputedStyle(probe).color
      probe.remove()
      return value
    })
    return [...document.querySelectorAll('main a, main button')]
      .filter((el) => {
        const r = el.getBoundingClientRect()
        return r.width > 0 && bright.includes(getComputedStyle(el).backgroundColor)
      })
      .map((el) => (el.textContent ?? '').trim())
  })
}

const pageTypes = [
  '/en',
  '/en/productCenter',
  '/en/AGVDetails',
  '/en/pilerDetails',
  '/en/logisticsSolution',
  '/en/serviceSupport',
  '/en/succeedCase/AllCase',
  '/en/caseDetails?id=15',
  '/en/aboutUs',
  '/en/aboutUs/journalism',
  '/en/aboutUs/downloadCenter',
  '/zh-CN/investor',
  '/zh-CN/join-details?id=12',
  '/en/consultation',
] as const
// Pages whose action is a link to read on (an article, the list of open positions) have no button.

test('every page type has a bright primary action in its content', async ({ page }) => {
  test.setTimeout(120_000)
  const without: string[] = []
  for (const path of pageTypes) {
    await gotoHydrated(page, path)
    if ((await brightActions(page)).length === 0) without.push(path)
  }
  expect(without).toEqual([])
})

test('a job page: "Send application" is the bright button, "See open positions" is not', async ({
  page,
}) => {
  await gotoHydrated(page, '/en/join-details?id=24')
  const submit = page.getByTestId('job-submit')
  await expect(submit).toBeVisible()
  const bright = await brightActions(page)
  expect(bright).toEqual([(await submit.textContent())!.trim()])
  await expect(page.getByTestId('cta-link')).toBeVisible()
})
