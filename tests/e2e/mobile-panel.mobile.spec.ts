/** The mobile panel (below the desktop breakpoint). */
import { axeBuilder } from './axe-builder'
import { expect, test } from '@playwright/test'
import { gotoHydrated } from './fixtures'

test('the hamburger opens a panel with one section open at a time', async ({ page }) => {
  await gotoHydrated(page, '/en/productCenter')
  await expect(page.getByTestId('desktop-nav')).toBeHidden()
  const button = page.getByTestId('mobile-menu-button')
  await button.click()
  const panel = page.getByTestId('mobile-panel')
  await expect(panel).toBeVisible()
  const solutions = panel.getByRole('button', { name: 'Solutions' })
  const about = panel.getByRole('button', { name: 'About us' })
  await solutions.click()
  await expect(solutions).toHaveAttribute('aria-expanded', 'true')
  await about.click()
  await expect(about).toHaveAttribute('aria-expanded', 'true')
  await expect(solutions).toHaveAttribute('aria-expanded', 'false')
  await expect(panel.locator('[data-state="open"][data-section]')).toHaveCount(1)
  // The page behind does not scroll while the panel is open.
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden')
  // Home is a direct entry and Cases a group like the others (the desktop order); no investor
  // and no join-us outside zh-CN.
  await expect(panel.getByRole('link', { name: 'Home' })).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Cases' })).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Investors' })).toHaveCount(0)
  await expect(panel.getByRole('link', { name: 'Join us' })).toHaveCount(0)
})

test('focus is trapped in the panel and returns to the hamburger on close', async ({ page }) => {
  await gotoHydrated(page, '/en')
  const button = page.getByTestId('mobile-menu-button')
  await button.focus()
  await page.keyboard.press('Enter')
  const panel = page.getByTestId('mobile-panel')
  await expect(panel).toBeVisible()
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab')
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(button).toBeFocused()
})

test('zh-CN shows the investor section and the join-us entry; a link navigates and closes', async ({
  page,
}) => {
  await gotoHydrated(page, '/zh-CN')
  await page.getByTestId('mobile-menu-button').click()
  const panel = page.getByTestId('mobile-panel')
  await expect(panel.getByRole('button', { name: '投资者关系' })).toBeVisible()
  await expect(panel.getByRole('link', { name: '加入我们' })).toBeVisible()
  await panel.getByRole('button', { name: '关于我们' }).click()
  await panel.getByRole('link', { name: '联系我们' }).click()
  await expect(page).toHaveURL(/\/zh-CN\/aboutUs\/contactUs$/)
  await expect(panel).toBeHidden()
})

test('axe finds no violations in the open panel', async ({ page }) => {
  await gotoHydrated(page, '/en')
  await page.getByTestId('mobile-menu-button').click()
  await page.getByTestId('mobile-panel').getByRole('button', { name: 'Products' }).click()
  const result = await axeBuilder(page).include('[data-testid="mobile-panel"]').analyze()
  expect(result.violations).toEqual([])
})

test('closing the panel leaves the reader where they were', async ({ page }) => {
  await gotoHydrated(page, '/en/serviceSupport')
  await page.evaluate(() => window.scrollTo(0, 500))
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(500)
  await page
    .getByTestId('mobile-menu-button')
    .evaluate((el) => (el as HTMLElement).focus({ preventScroll: true }))
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('mobile-panel')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('mobile-menu-button')).toBeFocused()
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(500)
})
