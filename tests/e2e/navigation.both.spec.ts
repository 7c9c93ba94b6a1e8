import { expect, test } from '@playwright/test'
import de from '../../messages/de.json' with { type: 'json' }
import { countDocumentRequests, gotoHydrated, watchConsole } from './fixtures'

for (const locale of ['zh-CN', 'en', 'ja', 'th'] as const) {
  test(`${locale}: pages hydrate without console errors or hydration warnings`, async ({
    page,
  }) => {
    const problems = watchConsole(page)
    for (const path of ['', '/productCenter', '/aboutUs/chairman', '/serviceSupport?anchor=2']) {
      await gotoHydrated(page, `/${locale}${path}`)
    }
    // The 404 page: the browser reports the document's status; nothing else may appear.
    await gotoHydrated(page, `/${locale}/nope`)
    const unexpected = problems.filter((p) => !/Failed to load resource: .* 404/.test(p))
    expect(unexpected).toEqual([])
    expect(problems.length).toBeLessThanOrEqual(1)
  })
}

test('choosing a language keeps the page, query and hash and updates <html lang>', async ({
  page,
  context,
}) => {
  const problems = watchConsole(page)
  await gotoHydrated(page, '/en/productCenter?x=1#a')
  const documents = countDocumentRequests(page)
  await page.getByTestId('language-picker').click()
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click()
  await expect(page).toHaveURL(/\/de\/productCenter\?x=1#a$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.page_product_center_title)
  await expect(page).toHaveTitle(/ - Starbridge Logistics Automation Co\., Ltd\.$/)
  expect(documents()).toBe(0)
  const cookies = await context.cookies()
  expect(cookies.find((c) => c.name === 'i18n_redirected')?.value).toBe('de')
  expect(await page.evaluate(() => localStorage.getItem('DefaultLanguage'))).toBe('de')

  await page.getByTestId('language-picker').click()
  await page.getByRole('menuitemradio', { name: '简体中文' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  await expect(page).toHaveTitle('产品中心 - 星桥智能物流科技股份有限公司')
  expect(problems).toEqual([])
})

test('the root page follows the browser language and the remembered choice', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'ko-KR' })
  const page = await context.newPage()
  const problems = watchConsole(page)
  await gotoHydrated(page, '/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko')
  await context.addCookies([{ name: 'i18n_redirected', value: 'it', url: page.url() }])
  await gotoHydrated(page, '/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'it')
  expect(problems).toEqual([])
  await context.close()
})

test('a language switch keeps the reading position', async ({ page }) => {
  await page.setViewportSize({ width: page.viewportSize()!.width, height: 500 })
  await gotoHydrated(page, '/en/serviceSupport')
  await page.evaluate(() => window.scrollTo(0, 360))
  await page.waitForTimeout(200)
  // Keyboard: Playwright's click would first scroll the sticky header's button "into view".
  await page
    .getByTestId('language-picker')
    .evaluate((el) => (el as HTMLElement).focus({ preventScroll: true }))
  await page.keyboard.press('Enter')
  await page.getByRole('menuitemradio', { name: 'Italiano' }).click()
  await expect(page).toHaveURL(/\/it\/serviceSupport$/)
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(360)
})
