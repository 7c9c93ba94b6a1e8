/**
 * Content in the reader's script: the content service writes Chinese in Simplified characters;
 * zh-TW pages show it in Traditional characters (the company name included), zh-CN pages as
 * written, and the city picker offers romanized names beside the Chinese ones elsewhere.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'
import { gotoHydrated } from './fixtures'

/** Common characters that exist only in Simplified writing (their Traditional forms differ). */
const SIMPLIFIED_ONLY = [...'与车数发务产库区园统线运设备这们个为时东实现应过进质计货单']
const simplifiedIn = (text: string) => SIMPLIFIED_ONLY.filter((c) => text.includes(c))

/** The text of a page's main content, as the server sends it (no script runs). */
async function mainText(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  const html = await response.text()
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
  return main.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ')
}

/** The first detail link of a list page: `/zh-CN/caseDetails?id=3` -> `caseDetails?id=3`. */
async function firstDetail(request: APIRequestContext, list: string, pattern: RegExp) {
  const html = await (await request.get(`/zh-CN/${list}`)).text()
  const match = html.match(pattern)
  expect(match, list).not.toBeNull()
  return match![1]!.replace(/&amp;/g, '&')
}

test('zh-TW shows the content service’s Chinese in Traditional characters; zh-CN as written', async ({
  request,
}) => {
  const pages = [
    'succeedCase/AllCase',
    await firstDetail(request, 'succeedCase/AllCase', /href="\/zh-CN\/(caseDetails\?id=\d+)"/),
    'aboutUs/journalism',
    await firstDetail(request, 'aboutUs/journalism', /href="\/zh-CN\/(aboutUs\/journalism\/\d+)"/),
    'investor-news',
    'aboutUs/videoDetails',
    'aboutUs/downloadCenter',
    'joinUs',
    await firstDetail(request, 'joinUs', /href="\/zh-CN\/(join-details\?id=\d+)"/),
  ]
  for (const path of pages) {
    const simplified = await mainText(request, `/zh-CN/${path}`)
    const traditional = await mainText(request, `/zh-TW/${path}`)
    // The Simplified page has such characters, so the check below means something.
    expect(simplifiedIn(simplified).length, `zh-CN/${path}`).toBeGreaterThan(3)
    expect(simplifiedIn(traditional), `zh-TW/${path}`).toEqual([])
  }
})

test('zh-TW: the company name in Traditional characters in the title and footer; no lang override on converted content', async ({
  page,
}) => {
  await gotoHydrated(page, '/zh-TW/succeedCase/AllCase')
  // The short company name in the title (issue 36), the full one in the footer.
  await expect(page).toHaveTitle(/ - 星橋智能$/)
  await expect(page.locator('footer')).toContainText('星橋智能物流科技股份有限公司')
  await expect(page.locator('main [lang="zh-CN"]')).toHaveCount(0)
  // The case titles are the zh-CN page's, converted (one example from the seed content).
  await expect(page.locator('main')).toContainText('數位孿生')
})

test('the city picker offers romanized names beside the Chinese ones in a non-Chinese locale', async ({
  page,
}) => {
  await gotoHydrated(page, '/en')
  await page.getByTestId('consult-button').click()
  await page.getByTestId('region-trigger').click()
  const filter = page.getByTestId('region-filter')
  await expect(page.getByRole('option').first()).toBeVisible({ timeout: 15_000 })
  await filter.fill('guangdong')
  const province = page.getByRole('option').first()
  await expect(province).toContainText('Guangdong')
  await expect(province.locator('[lang="zh-CN"]')).toHaveText('广东省')
  await filter.press('Enter')
  await filter.fill('shenzhen')
  await expect(page.getByRole('option').first()).toContainText('Shenzhen')
  await expect(page.getByRole('option').first().locator('[lang="zh-CN"]')).toHaveText('深圳市')
})

test('the city picker of a zh-CN page has no romanization', async ({ page }) => {
  await gotoHydrated(page, '/zh-CN')
  await page.getByTestId('consult-button').click()
  await page.getByTestId('region-trigger').click()
  await expect(page.getByRole('option').first()).toBeVisible({ timeout: 15_000 })
  await page.getByTestId('region-filter').fill('广东')
  await expect(page.getByRole('option').first()).toContainText('广东省')
  await expect(page.getByRole('option').first()).not.toContainText(/[A-Za-z]/)
  // Romanized names are not what a Chinese reader types, nor what the list offers.
  await page.getByTestId('region-filter').fill('guangdong')
  await expect(page.getByRole('option')).toHaveCount(0)
})
