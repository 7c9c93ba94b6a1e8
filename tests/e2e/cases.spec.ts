/**
 * The case-study pages, read from the content service: lists with industry navigation and
 * pages that survive reload and back, case details with their body and related cases, 404s for
 * what does not exist, and the error state when the service is down.
 */
import { axeBuilder } from './axe-builder'
import { documentTitle } from '../../app/lib/site-config'
import { expect, test, type Page } from '@playwright/test'
import {
  countDocumentRequests,
  gotoHydrated,
  reloadHydrated,
  useSiteServer,
  watchConsole,
} from './fixtures'

const cards = (page: Page) => page.locator('[data-block="case-strip"] > li')

test('all cases: nine per page, page links that survive reload and back, without reloading the document', async ({
  page,
}) => {
  const problems = watchConsole(page)
  await gotoHydrated(page, '/en/succeedCase/AllCase')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All cases')
  await expect(cards(page)).toHaveCount(9)
  await expect(page.getByTestId('list-range')).toHaveText('1–9 of 24')
  const firstTitle = await cards(page).first().getByRole('link').textContent()

  const documents = countDocumentRequests(page)
  const pages = page.getByRole('navigation', { name: 'Pages' })
  await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
  await pages.getByRole('link', { name: 'Page 3' }).click()
  await expect(page).toHaveURL(/\/en\/succeedCase\/AllCase\?page=3$/)
  await expect(page.getByTestId('list-range')).toHaveText('19–24 of 24')
  await expect(cards(page)).toHaveCount(6)
  await expect(pages.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page')
  expect(documents()).toBe(0)

  await reloadHydrated(page)
  await expect(page.getByTestId('list-range')).toHaveText('19–24 of 24')
  await page.goBack()
  await expect(page).toHaveURL(/\/en\/succeedCase\/AllCase$/)
  await expect(page.getByTestId('list-range')).toHaveText('1–9 of 24')
  await expect(cards(page).first().getByRole('link')).toHaveText(firstTitle!)
  expect(problems).toEqual([])
})

test('an industry: its own title, only its cases, the current industry marked', async ({
  page,
}) => {
  await gotoHydrated(page, '/en/succeedCase/AllCase')
  const industries = page.getByRole('navigation', { name: 'Case studies by industry' })
  await expect(industries.getByRole('link', { name: 'All industries' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await industries.getByRole('link', { name: 'Cold chain' }).click()
  await expect(page).toHaveURL(/\/en\/succeedCase\/cold-chain$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cold chain case studies')
  await expect(page).toHaveTitle(/^Cold chain case studies - /)
  await expect(industries.getByRole('link', { name: 'Cold chain' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(cards(page)).toHaveCount(3)
  for (const badge of await cards(page).locator('[data-slot="badge"]').all())
    await expect(badge).toHaveText('Cold chain')
  // Another industry shows other cases, not the same sentence.
  await gotoHydrated(page, '/en/succeedCase/automotive')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Automotive case studies')
  await expect(cards(page).first().locator('[data-slot="badge"]')).toHaveText('Automotive')
})

test('a case study: customer, industry, body with its results table, related cases; in the server HTML', async ({
  page,
  request,
}) => {
  await gotoHydrated(page, '/en/succeedCase/retail-ecommerce')
  const link = cards(page).first().getByRole('link')
  const title = (await link.textContent())!
  await link.click()
  await expect(page).toHaveURL(/\/en\/caseDetails\?id=\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page).toHaveTitle(documentTitle(title, 'en'))
  const facts = page.locator('[data-page="caseDetails"] dl').first()
  await expect(facts).toContainText('Customer')
  await expect(facts).toContainText('Retail & e-commerce')
  const body = page.getByTestId('case-body')
  await expect(body.getByRole('heading', { level: 2 })).toHaveText([
    'The challenge',
    'Our solution',
    'Results',
  ])
  await expect(body.getByRole('columnheader').first()).toBeVisible()
  await expect(body.getByRole('row')).not.toHaveCount(0)
  const related = page.getByRole('region', { name: /More case studies from Retail/ })
  await expect(related.getByRole('link')).toHaveCount(2)

  const html = (await (await request.get(page.url())).text()).replace(/\u2060/g, '')
  expect(html).toContain(title.replace(/&/g, '&amp;'))
  expect(html).toContain('<h2>The challenge</h2>')
})

test('what does not exist answers 404 with the not-found page', async ({ page, request }) => {
  const news = await request.get('/cms/open/api/article/list?language=en&type=news&pageSize=1')
  const newsId = ((await news.json()) as { data: { list: Array<{ id: number }> } }).data.list[0]!.id
  for (const path of [
    '/en/succeedCase/no-such-industry',
    '/en/succeedCase/AllCase?page=99',
    '/en/succeedCase/tobacco?page=2',
    '/en/caseDetails?id=999999',
    '/en/caseDetails',
    `/en/caseDetails?id=${newsId}`,
  ]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expect(await response.text(), path).toContain('Page Not Found')
  }
  // An invalid value is dropped: the clean URL, then its answer.
  const response = await page.goto('/en/succeedCase/AllCase?page=abc')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveURL(/\/en\/succeedCase\/AllCase$/)
})

// The case lists as loaded (/zh-CN/succeedCase/AllCase, /en/succeedCase/tobacco) are in the axe
// sweep (axe-sweep.spec.ts, every rule in zh-CN and en); here the study a client navigation opens.
test('axe finds nothing on a case study opened from a case list', async ({ page }) => {
  // axe on a long page on a busy machine (two servers share its cores) can take longer than 30 s.
  test.setTimeout(120_000)
  await gotoHydrated(page, '/en/succeedCase/tobacco')
  await cards(page).first().getByRole('link').click()
  await expect(page.getByTestId('case-body')).toBeVisible()
  const results = await axeBuilder(page).analyze()
  expect(results.violations).toEqual([])
})

test.describe('content service down', () => {
  const site = useSiteServer({ CMS_BASE_URL: 'http://127.0.0.1:9' })

  test('a case list shows its error state, and the rest of the page works', async ({ page }) => {
    await page.goto(`${site().url}/en/succeedCase/AllCase`)
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All cases')
    await expect(page.getByTestId('list-unavailable')).toContainText('cannot be loaded')
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(page.getByTestId('cta-consult')).toBeVisible()
    const response = await page.request.get(`${site().url}/en/caseDetails?id=1`)
    expect(response.status()).toBe(503)
    expect(await response.text()).toContain('cannot be loaded')
  })
})
