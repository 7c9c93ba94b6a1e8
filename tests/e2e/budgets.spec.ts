/**
 * Budgets per page type (ADR 010), in `npm test`: each page type's first load in zh-CN and en,
 * measured as Chromium fetches it (scripts/bench/page-weight.ts: gzip level 9 of the decoded
 * bodies), stays within JS 150 KB, CSS 30 KB and HTML 60 KB, and fetches neither the consultation
 * dialog nor the region data before the visitor opens the dialog.
 */
import { expect, test } from '@playwright/test'
import {
  budgetsKb,
  fetchedTooEarly,
  kb,
  measureFirstLoad,
  measuredLocales,
  onIntentOnly,
  overBudget,
  pageTypes,
  resolvePath,
} from '../../scripts/bench/page-weight'
import { gotoHydrated } from './fixtures'

test.describe.configure({ mode: 'parallel' })

for (const type of pageTypes) {
  test(`${type.name}: within JS ${budgetsKb.js}, CSS ${budgetsKb.css}, HTML ${budgetsKb.html} KB gzip, no dialog or regions`, async ({
    browser,
    baseURL,
  }) => {
    const problems: string[] = []
    for (const locale of measuredLocales) {
      const path = await resolvePath(baseURL!, locale, type)
      const page = await browser.newPage()
      const weight = await measureFirstLoad(page, `${baseURL}${path}`, type)
      await page.close()
      console.log(
        `${path}: JS ${kb(weight.bytes.js)} (${weight.count.js} scripts), CSS ${kb(weight.bytes.css)}, HTML ${kb(weight.bytes.html)} KB gzip`,
      )
      for (const problem of [...overBudget(weight), ...fetchedTooEarly(weight)])
        problems.push(`${path}: ${problem}`)
    }
    expect(problems, 'over budget').toEqual([])
  })
}

// The check above would pass if the dialog chunk or the region call were renamed: opening the
// dialog and its region picker must fetch both, by the names it looks for.
test('opening the consultation dialog fetches what the first load must not', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => void requested.push(request.url()))
  await gotoHydrated(page, '/zh-CN')
  await page.getByTestId('consult-button').click()
  await page.getByTestId('region-trigger').click()
  await expect(page.getByRole('option').first()).toBeVisible({ timeout: 15_000 })
  for (const { name, matches } of onIntentOnly)
    expect(requested.some(matches), `${name} fetched on open`).toBe(true)
})
