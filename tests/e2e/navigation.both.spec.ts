import { expect, test, type Locator } from '@playwright/test'
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
  await page.getByRole('link', { name: 'Deutsch' }).click()
  await expect(page).toHaveURL(/\/de\/productCenter\?x=1#a$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.page_product_center_title)
  await expect(page).toHaveTitle(/ - Starbridge$/)
  expect(documents()).toBe(0)
  const cookies = await context.cookies()
  expect(cookies.find((c) => c.name === 'i18n_redirected')?.value).toBe('de')
  expect(await page.evaluate(() => localStorage.getItem('DefaultLanguage'))).toBe('de')

  await page.getByTestId('language-picker').click()
  await page.getByRole('link', { name: '简体中文' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  await expect(page).toHaveTitle('产品中心 - 星桥智能')
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

test('a language switch keeps the reading position', async ({ page, isMobile }) => {
  // As a reader does it: scroll down a long page, open the picker with a click, choose a language.
  await gotoHydrated(page, '/zh-CN/serviceSupport')
  if (isMobile) await page.evaluate(() => window.scrollTo(0, 450))
  else {
    await page.mouse.move(600, 500)
    await page.mouse.wheel(0, 450)
  }
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(450)
  // Pointer at coordinates, as a hand does: Playwright's click() would first scroll the sticky
  // header's controls "into view", which no reader's mouse does.
  const press = async (target: Locator) => {
    const box = (await target.boundingBox())!
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
    if (isMobile) await page.touchscreen.tap(x, y)
    else {
      await page.mouse.move(x, y)
      await page.mouse.down()
      await page.mouse.up()
    }
  }
  await press(page.getByTestId('language-picker'))
  await press(page.getByRole('link', { name: 'English', exact: true }))
  await expect(page).toHaveURL(/\/en\/serviceSupport$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  // The English page is read from the same block, not from the top: its pixel offset differs
  // with the language (tests/e2e/reading-position.spec.ts checks the block's own offset).
  await expect
    .poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: 4_000 })
    .toBeGreaterThan(300)
})
