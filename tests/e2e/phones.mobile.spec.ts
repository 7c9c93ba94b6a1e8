/**
 * Phones (issue 27, item 3): the floating side box covers no table cell, diagrams read without a
 * sideways scroll box, the menu has the language picker and a consult entry in the desktop order,
 * and an about sub-navigation shows its current page.
 */
import { axeBuilder } from './axe-builder'
import { expect, test, type Page } from '@playwright/test'
import { gotoHydrated } from './fixtures'

test.use({ viewport: { width: 390, height: 844 } })

/** Cells in the viewport (below the sticky header) whose centre a fixed element covers. */
function coveredCells(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const top = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0
    const covered: string[] = []
    for (const cell of Array.from(document.querySelectorAll('main td, main th'))) {
      const r = cell.getBoundingClientRect()
      const [x, y] = [r.left + r.width / 2, r.top + r.height / 2]
      if (r.width === 0 || x < 0 || x >= innerWidth || y < top || y >= innerHeight) continue
      const hit = document.elementFromPoint(x, y)
      if (!hit || cell.contains(hit)) continue
      for (let el: Element | null = hit; el; el = el.parentElement) {
        if (getComputedStyle(el).position === 'fixed') {
          covered.push(`${cell.textContent?.trim()} @${Math.round(scrollY)}`)
          break
        }
      }
    }
    return covered
  })
}

/** Scrolls the page by half a screen at a time, down and back up, resting at each step. */
async function everyStep(page: Page, check: () => Promise<void>) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight)
  const step = 844 / 2
  const stops: number[] = []
  for (let y = 0; y < height + step; y += step) stops.push(Math.min(y, height))
  for (const y of [...stops, ...stops.slice(0, -1).reverse()]) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    // A reader's pause: the box settles (shown at rest where it covers nothing).
    await page.waitForTimeout(350)
    await check()
  }
}

for (const path of ['/en/AGVDetails', '/en/investor']) {
  test(`${path}: no table cell is ever under the floating side box`, async ({ page }) => {
    test.setTimeout(120_000)
    await gotoHydrated(page, path)
    expect(await page.locator('main td').count()).toBeGreaterThan(10)
    const covered: string[] = []
    await everyStep(page, async () => {
      covered.push(...(await coveredCells(page)))
    })
    expect(covered).toEqual([])
  })
}

/**
 * Scrolls to the first resting place (every 150 px from the top) where the phone's side box
 * covers nothing and so shows; which one depends on the page's layout, not on the test.
 */
async function scrollToClearPlace(page: Page): Promise<number> {
  const box = page.getByTestId('side-box')
  const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight)
  for (let y = 0; y <= height; y += 150) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    const at = await page.evaluate(() => Math.round(scrollY))
    await expect(box).toHaveAttribute('data-rest-at', String(at))
    if ((await box.getAttribute('data-hidden')) === null) return at
  }
  throw new Error('the side box covers something at every resting place')
}

test('the side box is one button that opens consult, scan and back to top', async ({ page }) => {
  await gotoHydrated(page, '/en/aboutUs')
  const clear = await scrollToClearPlace(page)
  const toggle = page.getByTestId('side-box-toggle')
  await expect(toggle).toBeVisible()
  await expect(page.getByTestId('consult-button')).toBeHidden()
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByTestId('consult-button')).toBeVisible()
  await expect(page.getByTestId('scan-button')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(toggle).toBeFocused()
  // Out of the way while the reader scrolls down.
  await page.mouse.wheel(0, 300)
  await expect(page.getByTestId('side-box')).toHaveAttribute('data-hidden', 'true')
  // Back where it covers nothing, it comes back.
  await page.evaluate((top) => window.scrollTo(0, top), clear)
  await expect(toggle).toBeVisible()
  await toggle.click()
  await page.getByTestId('consult-button').click()
  await expect(page.getByTestId('consult-dialog')).toBeVisible()
})

for (const width of [320, 390]) {
  test(`no page scrolls sideways at ${width} px (home, products, solutions)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    for (const path of [
      '/en',
      '/en/productCenter',
      '/en/AGVDetails',
      '/en/pilerDetails',
      '/en/logisticsSolution',
      '/zh-CN/logisticsSolution',
    ]) {
      await gotoHydrated(page, path)
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)
      expect(wide, path).toBeLessThanOrEqual(0)
    }
  })
}

test('diagrams read top to bottom on a phone, without a sideways scroll box', async ({ page }) => {
  for (const path of ['/en/logisticsSolution', '/de/productCenter']) {
    await gotoHydrated(page, path)
    const diagram = page.locator('[data-block="layer-diagram"]').first()
    await diagram.scrollIntoViewIfNeeded()
    await expect(diagram.locator('svg[role="img"]')).toBeHidden()
    const layers = diagram.getByRole('list').first()
    await expect(layers).toBeVisible()
    const scrollers = await diagram.evaluate((figure) =>
      [figure, ...Array.from(figure.querySelectorAll('*'))].filter(
        (el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible',
      ),
    )
    expect(scrollers, path).toHaveLength(0)
    const box = (await diagram.boundingBox())!
    expect(box.width).toBeLessThanOrEqual(390)
    // Text no smaller than the page's small type.
    const smallest = await diagram.evaluate((figure) =>
      Math.min(
        ...Array.from(figure.querySelectorAll('li, p'))
          .filter((el) => el.checkVisibility())
          .map((el) => parseFloat(getComputedStyle(el).fontSize)),
      ),
    )
    expect(smallest).toBeGreaterThanOrEqual(14)
  }
})

test('the menu has the language picker and a consult entry, in the desktop order', async ({
  page,
}) => {
  for (const locale of ['en', 'zh-CN']) {
    await gotoHydrated(page, `/${locale}/productCenter`)
    const desktop = await page
      .getByTestId('desktop-nav')
      .locator(':scope > ul > li > a')
      .evaluateAll((links) => links.map((a) => a.textContent?.trim()))
    await page.getByTestId('mobile-menu-button').click()
    const panel = page.getByTestId('mobile-panel')
    await expect(panel).toBeVisible()
    const entries = await panel
      .locator('nav[aria-label]')
      .last()
      .evaluateAll((navs) =>
        Array.from(
          navs[0]!.querySelectorAll(':scope > a, :scope > div > [data-section] button'),
        ).map((el) => el.textContent?.trim()),
      )
    expect(entries).toEqual(desktop)
    await expect(panel.getByTestId('mobile-language-picker')).toBeVisible()
    await expect(panel.getByTestId('mobile-consult')).toBeVisible()
  }
  // Cases expands like the other groups.
  const panel = page.getByTestId('mobile-panel')
  const cases = panel.getByRole('button', { name: '成功案例' })
  await cases.click()
  await expect(cases).toHaveAttribute('aria-expanded', 'true')
  await expect(panel.locator('[data-section="cases"] a').first()).toBeVisible()
})

test('the menu consult entry opens the consultation dialog', async ({ page }) => {
  await gotoHydrated(page, '/en/productCenter')
  await page.getByTestId('mobile-menu-button').click()
  await page.getByTestId('mobile-consult').click()
  await expect(page.getByTestId('mobile-panel')).toBeHidden()
  await expect(page.getByTestId('consult-dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('consult-dialog')).toBeHidden()
  await expect(page.getByTestId('mobile-menu-button')).toBeFocused()
})

test('the menu language picker switches the language', async ({ page }) => {
  await gotoHydrated(page, '/en/productCenter')
  await page.getByTestId('mobile-menu-button').click()
  await page.getByTestId('mobile-language-picker').click()
  await page.getByRole('link', { name: 'Deutsch' }).click()
  await expect(page).toHaveURL(/\/de\/productCenter$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByTestId('mobile-panel')).toBeHidden()
})

test('an about sub-navigation shows its current page without moving the page', async ({ page }) => {
  for (const path of [
    '/en/aboutUs/downloadCenter',
    '/en/aboutUs/contactUs',
    '/de/aboutUs/contactUs',
  ]) {
    await gotoHydrated(page, path)
    const current = page.getByTestId('about-subnav').locator('[aria-current="page"]')
    await expect
      .poll(async () => {
        const box = (await current.boundingBox())!
        // Within the screen (a sub-pixel at the edge allowed).
        return box.x >= -1 && box.x + box.width <= 391
      }, path)
      .toBe(true)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  }
})

test('axe finds nothing on the pages and the open menu', async ({ page }) => {
  test.setTimeout(90_000)
  for (const path of [
    '/en/AGVDetails',
    '/en/investor',
    '/en/logisticsSolution',
    '/en/aboutUs/downloadCenter',
  ]) {
    await gotoHydrated(page, path)
    const result = await axeBuilder(page).analyze()
    expect(result.violations, path).toEqual([])
  }
  await page.getByTestId('side-box-toggle').click()
  expect((await axeBuilder(page).analyze()).violations).toEqual([])
  await page.getByTestId('mobile-menu-button').click()
  await page.getByTestId('mobile-panel').getByRole('button', { name: 'Cases' }).click()
  await page.getByTestId('mobile-language-picker').click()
  const panel = await axeBuilder(page).include('[data-testid="mobile-panel"]').analyze()
  expect(panel.violations).toEqual([])
})

test('the footer e-mail address breaks after its @, never inside the domain', async ({ page }) => {
  // Russian and Kazakh have the longest labels beside it ("Электронная почта").
  for (const path of ['/ru/consultation', '/kk/consultation', '/en/consultation']) {
    await gotoHydrated(page, path)
    const email = page.getByTestId('site-footer').locator('a[href^="mailto:"]')
    await email.scrollIntoViewIfNeeded()
    await expect(email).toHaveAttribute('href', 'mailto:contact@starbridge.example')
    await expect(email).toHaveText('contact@starbridge.example')
    // The line boxes the domain (all after the @) lies on, however the text nodes split it.
    const lines = await email.evaluate((a) => {
      const domainFrom = (a.textContent ?? '').indexOf('@') + 1
      const tops = new Set<number>()
      const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT)
      let offset = 0
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const length = node.textContent?.length ?? 0
        const from = Math.max(domainFrom - offset, 0)
        if (from < length) {
          const range = document.createRange()
          range.setStart(node, from)
          range.setEnd(node, length)
          for (const rect of Array.from(range.getClientRects()))
            if (rect.width > 0) tops.add(Math.round(rect.top))
        }
        offset += length
      }
      return tops.size
    })
    expect(lines, path).toBe(1)
  }
})

test('the news search hint fits its field on a phone, in the languages with the longest words', async ({
  page,
}) => {
  for (const locale of ['it', 'ru', 'de', 'hu', 'vi', 'kk']) {
    // Pages load without waiting for hydration: only the server's layout is measured.
    await page.goto(`/${locale}/investor-news`)
    const field = page.getByTestId('news-search').locator('input[name="q"]')
    await expect(field).toHaveAttribute('placeholder', /\S/)
    const { hint, room } = await field.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input)
      const context = document.createElement('canvas').getContext('2d')!
      context.font = style.font
      return {
        hint: context.measureText(input.placeholder).width,
        room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      }
    })
    expect(hint, `${locale}: the hint is cut off`).toBeLessThanOrEqual(room)
  }
})
