/**
 * Phones read well (issue 37, item 7): tables are stacks of cards that never scroll sideways,
 * the floating side box never rests on a line of text, and the header's controls (and the menu's
 * consult entry and language picker) stay on one row in every locale at 320 to 390 px.
 */
import { axeBuilder } from './axe-builder'
import { expect, test, type Page } from '@playwright/test'
import { locales } from '../../app/i18n/locales'
import { gotoHydrated } from './fixtures'

/** Table regions wider inside than their box (a hidden sideways scroll). */
function sidewaysTables(page: Page) {
  return page
    .locator('[data-slot="table-scroll"]')
    .evaluateAll((regions) =>
      regions
        .filter((r) => r.scrollWidth > r.clientWidth + 1)
        .map((r) => `${r.getAttribute('aria-label')}: ${r.scrollWidth} in ${r.clientWidth}`),
    )
}

for (const width of [320, 390]) {
  test.describe(`tables at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })
    for (const locale of ['zh-CN', 'ru', 'th'] as const) {
      test(`${locale}: every table fits the screen and shows each value with its column`, async ({
        page,
      }) => {
        test.setTimeout(90_000)
        for (const path of ['/AGVDetails', '/pilerDetails', '/investor']) {
          await gotoHydrated(page, `/${locale}${path}`)
          expect(await page.locator('main table').count(), path).toBeGreaterThan(0)
          expect(await sidewaysTables(page), `/${locale}${path}`).toEqual([])
          // Each value shows its column's name beside it (the column headers are not on screen).
          const labelled = await page.locator('main td').evaluateAll((cells) =>
            cells.every((cell) => {
              const before = getComputedStyle(cell, '::before').content
              return before !== 'none' && before.length > 2
            }),
          )
          expect(labelled, `/${locale}${path}`).toBe(true)
        }
      })
    }
  })
}

/** Lines of text in the main content under the box's rectangle, while the box is visible. */
function textUnderBox(page: Page) {
  return page.evaluate(() => {
    const box = document.querySelector<HTMLElement>('[data-testid="side-box"]')!
    if (box.getAttribute('data-hidden') === 'true') return { visible: false, under: [] }
    // Where it rests, not where its showing transition has got to.
    const r = new DOMRect(box.offsetLeft, box.offsetTop, box.offsetWidth, box.offsetHeight)
    const under: string[] = []
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue
      // Text for screen readers only (a 1 px clipped box) is not seen.
      const parent = node.parentElement!.getBoundingClientRect()
      if (parent.width <= 1 || parent.height <= 1) continue
      range.selectNodeContents(node)
      for (const line of range.getClientRects()) {
        if (line.width === 0 || line.height <= 1) continue
        if (
          line.right > r.left &&
          line.left < r.right &&
          line.bottom > r.top &&
          line.top < r.bottom
        )
          under.push(`${node.textContent.trim().slice(0, 40)} @${Math.round(scrollY)}`)
      }
    }
    return { visible: true, under }
  })
}

test.describe('the side box at rest', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  for (const path of ['/en/AGVDetails', '/ru/AGVDetails', '/ru/aboutUs']) {
    test(`${path}: never rests on a line of text`, async ({ page }) => {
      test.setTimeout(120_000)
      await gotoHydrated(page, path)
      const box = page.getByTestId('side-box')
      const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight)
      const covered: string[] = []
      let shown = 0
      for (let y = 0; y <= height; y += 300) {
        await page.evaluate((top) => window.scrollTo(0, top), y)
        const at = await page.evaluate(() => Math.round(scrollY))
        // The box settles at rest (a pause in scrolling) where the reader stopped.
        await expect(box).toHaveAttribute('data-rest-at', String(at))
        const { visible, under } = await textUnderBox(page)
        if (visible) shown++
        covered.push(...under)
      }
      expect(covered).toEqual([])
      // It is still there where it covers nothing.
      expect(shown).toBeGreaterThan(0)
    })
  }
})

/** The vertical centres of the elements, and the number of lines of each one's text. */
function rowOf(page: Page, selectors: readonly string[]) {
  return page.evaluate((selectors) => {
    return selectors.map((selector) => {
      const el = document.querySelector(selector)
      if (!el) return { selector, centre: NaN, lines: 0 }
      const r = el.getBoundingClientRect()
      // The lines of its text (an icon beside it is not a line).
      const range = document.createRange()
      const tops = new Set<number>()
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        range.selectNodeContents(node)
        for (const line of range.getClientRects())
          if (line.width > 0) tops.add(Math.round((line.top + line.height / 2) / 4))
      }
      return { selector, centre: Math.round(r.top + r.height / 2), lines: tops.size }
    })
  }, selectors)
}

test.describe('header controls at 320, 360 and 390 px', () => {
  test.use({ viewport: { width: 320, height: 800 } })
  for (const locale of locales)
    test(`${locale}: stay on one row, each on one line`, async ({ page }) => {
      // One load, then each width: the header's layout follows the viewport (CSS).
      await gotoHydrated(page, `/${locale}/productCenter`)
      for (const width of [320, 360, 390]) {
        await page.setViewportSize({ width, height: 800 })
        const at = `${locale} at ${width} px`
        const header = await rowOf(page, [
          '[data-testid="site-header"] a[href]',
          '[data-testid="site-header"] [data-menu-trigger="languages"]',
          '[data-testid="mobile-menu-button"]',
        ])
        const centres = header.map((h) => h.centre)
        expect(
          Math.max(...centres) - Math.min(...centres),
          `${at} ${JSON.stringify(header)}`,
        ).toBeLessThanOrEqual(2)
        expect(header[1]!.lines, `${at}: language button`).toBeLessThanOrEqual(1)
        // The menu: the consult entry and the language picker side by side.
        await page.getByTestId('mobile-menu-button').click()
        await expect(page.getByTestId('mobile-panel')).toBeVisible()
        const panel = await rowOf(page, [
          '[data-testid="mobile-consult"]',
          '[data-testid="mobile-language-picker"]',
        ])
        expect(
          Math.abs(panel[0]!.centre - panel[1]!.centre),
          `${at} ${JSON.stringify(panel)}`,
        ).toBeLessThanOrEqual(2)
        expect(panel[1]!.lines, `${at}: language button in the menu`).toBeLessThanOrEqual(1)
        await page.keyboard.press('Escape')
        await expect(page.getByTestId('mobile-panel')).toBeHidden()
      }
    })
})

test('axe finds nothing on the stacked tables', async ({ page }) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 390, height: 844 })
  for (const path of ['/ru/AGVDetails', '/zh-CN/investor']) {
    await gotoHydrated(page, path)
    const results = await axeBuilder(page).include('main').analyze()
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.length}`),
      path,
    ).toEqual([])
  }
})
