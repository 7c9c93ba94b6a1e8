/** Shell defects found in review, each held by a test that failed before its fix. */
import { axeBuilder } from './axe-builder'
import { expect, test } from '@playwright/test'
import { gotoHydrated } from './fixtures'

test('a prefixed page remembers its locale: "/" then opens in it', async ({ page, context }) => {
  await gotoHydrated(page, '/ko')
  expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('ko')
  const answer = page.waitForResponse((r) => r.url().endsWith('/ja/productCenter'))
  await gotoHydrated(page, '/ja/productCenter')
  // The browser remembers it: the page itself is the same for every visitor (ADR 028), sets no
  // cookie and may be kept by a shared cache.
  const headers = await (await answer).allHeaders()
  expect(headers['set-cookie']).toBeUndefined()
  expect(headers['cache-control']).toContain('public')
  expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('ja')
  await gotoHydrated(page, '/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
})

test('the logo is the current page on home only', async ({ page }) => {
  const logo = page.locator('header a').first()
  await gotoHydrated(page, '/en')
  await expect(logo).toHaveAttribute('aria-current', 'page')
  await gotoHydrated(page, '/en/productCenter')
  await expect(logo).toHaveAttribute('href', '/en')
  await expect(logo).not.toHaveAttribute('aria-current', /.*/)
})

test('at the bottom of the page the side box covers no footer link or the legal line', async ({
  page,
}) => {
  await gotoHydrated(page, '/en/aboutUs')
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const box = page.getByTestId('side-box')
  const footerTargets = page.locator('#site-footer a, [data-testid="copyright"]')
  await expect
    .poll(async () => {
      const boxRect = await box.boundingBox()
      const visible = await box.evaluate((el) => getComputedStyle(el).visibility !== 'hidden')
      if (!visible || !boxRect) return []
      const covered: string[] = []
      for (const target of await footerTargets.all()) {
        const r = await target.boundingBox()
        if (!r) continue
        const overlaps =
          r.x < boxRect.x + boxRect.width &&
          boxRect.x < r.x + r.width &&
          r.y < boxRect.y + boxRect.height &&
          boxRect.y < r.y + r.height
        if (overlaps) covered.push((await target.textContent()) ?? '')
      }
      return covered
    })
    .toEqual([])
})

test('calls to action fit the page: careers and investor pages offer no sales consultation', async ({
  page,
}) => {
  for (const path of ['/zh-CN/secretaries', '/zh-CN/investor', '/zh-CN/investor-news']) {
    await gotoHydrated(page, path)
    await expect(page.getByTestId('cta-consult')).toHaveCount(0)
    await expect(page.getByTestId('cta-link')).toHaveAttribute('href', /ir\.starbridge\.example/)
  }
  await gotoHydrated(page, '/zh-CN/joinUs')
  await expect(page.getByTestId('cta-consult')).toHaveCount(0)
  await gotoHydrated(page, '/zh-CN/join-details?id=1')
  await expect(page.getByTestId('cta-consult')).toHaveCount(0)
  await expect(page.getByTestId('cta-link')).toHaveAttribute('href', '/zh-CN/joinUs')
  await gotoHydrated(page, '/zh-CN/productCenter')
  await expect(page.getByTestId('cta-consult').first()).toBeVisible()
})

test('the language picker lists every language as an hreflang link, and axe finds nothing', async ({
  page,
}) => {
  await gotoHydrated(page, '/en/productCenter?x=1')
  await page.getByTestId('language-picker').click()
  const links = page.locator('a[hreflang]')
  await expect(links).toHaveCount(13)
  await expect(page.locator('a[hreflang="ja"]')).toHaveAttribute('href', '/ja/productCenter?x=1')
  await expect(page.locator('a[hreflang="en"]')).toHaveAttribute('aria-current', 'true')
  const result = await axeBuilder(page).include('[data-testid="site-header"]').analyze()
  expect(result.violations).toEqual([])
})
