/**
 * Site search (issue 38): the header's search field leads to /{lang}/search, server-rendered with
 * ranked hits whose matched words are marked, the query kept in the field, a type filter and
 * pages; nothing found shows the main pages; the page is noindex and in no sitemap; bad input
 * answers 200, never 500; all of it works without JavaScript; axe finds nothing.
 */
import { axeBuilder } from './axe-builder'
import { expect, test } from '@playwright/test'
import { gotoHydrated, useSiteServer } from './fixtures'

test('the header field searches; hits are marked, filtered by type and axe-clean', async ({
  page,
}) => {
  // axe on a busy machine.
  test.setTimeout(120_000)
  await gotoHydrated(page, '/en')
  const field = page
    .getByTestId('header-search')
    .getByRole('searchbox', { name: 'Search the site' })
  await field.focus()
  await page.keyboard.type('tobacco')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/en\/search\?q=tobacco$/)
  const hits = page.getByTestId('search-hit')
  await expect(hits.first()).toBeVisible()
  await expect(page.getByTestId('search-summary')).toContainText('Results for “tobacco”')
  // The query stays in the page's own field.
  await expect(page.getByTestId('search-form').getByRole('searchbox')).toHaveValue('tobacco')
  await expect(page.locator('[data-testid="search-snippet"] mark').first()).toHaveText(/tobacco/i)
  expect((await axeBuilder(page).analyze()).violations).toEqual([])

  await page
    .getByRole('navigation', { name: 'Type of result' })
    .getByRole('link', { name: 'Cases' })
    .click()
  await expect(page).toHaveURL(/type=case/)
  // The client navigation loads the filtered list: every hit's type badge says Cases.
  await expect
    .poll(async () => [...new Set(await hits.locator('[data-slot="badge"]').allTextContents())])
    .toEqual(['Cases'])
})

test('a site page is found beside the stories, in the reader’s language', async ({ page }) => {
  await page.goto('/de/search?q=Regalbedieng%C3%A4t')
  const hits = page.getByTestId('search-hit')
  await expect(hits.first()).toBeVisible()
  const links = await hits
    .getByRole('link')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')))
  expect(links).toContain('/de/pilerDetails')
  expect(links.every((href) => /^\/de(\/|$)/.test(href ?? ''))).toBe(true)
})

test('zh-TW: a Traditional query finds the Chinese stories, shown in Traditional characters', async ({
  page,
}) => {
  await page.goto(`/zh-TW/search?q=${encodeURIComponent('蘇州')}`)
  await expect(page.locator('[data-testid="search-snippet"] mark').first()).toHaveText('蘇州')
})

test('nothing found: the main pages, noindex, and no sitemap entry', async ({ page, request }) => {
  // Every part of the sitemap is read.
  test.setTimeout(180_000)
  const response = await page.goto('/en/search?q=qwxzvbnmplk')
  expect(response?.status()).toBe(200)
  await expect(page.getByTestId('search-no-results')).toContainText(
    'Nothing found for “qwxzvbnmplk”',
  )
  await expect(
    page.getByTestId('search-no-results').getByRole('link', { name: 'Product centre' }),
  ).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  const plain = await page.goto('/en/search')
  expect(plain?.status()).toBe(200)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const parts = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  for (const part of parts)
    expect(await (await request.get(part)).text()).not.toMatch(/\/search[<?]/)
})

test('bad input answers 200 without hits, never 500', async ({ request }) => {
  for (const q of ['x'.repeat(10_000), 'crane\u0000\u0007', '?!…「」—*&|:', "' & ! :*"]) {
    const response = await request.get(`/en/search?q=${encodeURIComponent(q)}`)
    expect(response.status(), q.slice(0, 20)).toBe(200)
  }
  expect((await request.get('/en/search?type=pdf&page=-1')).status()).toBe(200)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the header form and the page work as plain GET forms', async ({ page }) => {
    await page.goto('/ja')
    const field = page.getByTestId('header-search').getByRole('searchbox')
    await field.fill('スタッカークレーン')
    await field.press('Enter')
    await expect(page).toHaveURL(/\/ja\/search\?q=/)
    await expect(page.getByTestId('search-hit').first()).toBeVisible()
    await expect(page.locator('[data-testid="search-snippet"] mark').first()).toBeVisible()
    const again = page.getByTestId('search-form').getByRole('searchbox')
    await expect(again).toHaveValue('スタッカークレーン')
    await again.fill('冷凍倉庫')
    await again.press('Enter')
    await expect(page).toHaveURL(/q=%E5%86%B7/)
    await expect(page.getByTestId('search-hit').first()).toBeVisible()
  })
})

test.describe('searched too often', () => {
  // A service that allows each client two searches a minute (CMS_SEARCH_RATE_LIMIT).
  const site = useSiteServer({ CMS_SEARCH_RATE_LIMIT: '2' })

  test('the third search in a minute answers 429 with the page saying so, in the reader’s language', async ({
    request,
  }) => {
    const base = site().url
    // Different queries: each one reaches the service (none is a copy the page cache holds).
    for (const q of ['stacker', 'tobacco']) {
      const response = await request.get(`${base}/en/search?q=${q}`)
      expect(response.status(), q).toBe(200)
      expect(await response.text(), q).toContain('data-testid="search-hit"')
    }
    for (const [locale, words] of [
      ['en', 'Please wait a minute and try again.'],
      ['de', 'Bitte warten Sie eine Minute'],
    ] as const) {
      const response = await request.get(`${base}/${locale}/search?q=cold+storage`)
      expect(response.status(), locale).toBe(429)
      expect(Number(response.headers()['retry-after']), locale).toBeGreaterThan(0)
      // No cache keeps the refusal, and no search engine indexes it.
      expect(response.headers()['cache-control'], locale).toBe('no-store')
      expect(response.headers()['x-robots-tag'], locale).toBe('noindex')
      const html = await response.text()
      expect(html, locale).toContain(`<html lang="${locale}"`)
      expect(html, locale).toContain(words)
      expect(html, locale).not.toContain('data-testid="search-hit"')
    }
  })
})
