/**
 * News and investor news from the content service: search and topic filters kept in the URL
 * (reload, back), topics in the reader's language (ru, de), article pages with sanitized bodies,
 * investor reports as real PDFs, 404s.
 */
import { axeBuilder } from './axe-builder'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { tags as seedTags } from '../../cms/seed/content/case-categories'
import { countDocumentRequests, gotoHydrated, reloadHydrated, watchConsole } from './fixtures'

const items = (page: Page) => page.locator('[data-block="article-list"] > li')

test('news: search and a topic survive reload and back, without reloading the document', async ({
  page,
}) => {
  const problems = watchConsole(page)
  await gotoHydrated(page, '/en/aboutUs/journalism')
  await expect(items(page)).toHaveCount(6)
  await expect(page.getByTestId('list-range')).toHaveText('1–6 of 12')
  const documents = countDocumentRequests(page)

  await page.getByRole('searchbox', { name: 'Search news' }).fill('stacker')
  await page.getByTestId('news-search').getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/en\/aboutUs\/journalism\?q=stacker$/)
  await expect(page.getByTestId('list-range')).toHaveText('1–2 of 2')
  for (const text of await items(page).allTextContents())
    expect(text.toLowerCase()).toContain('stacker')

  const topics = page.getByRole('navigation', { name: 'Topics' })
  await topics.getByRole('link', { name: 'Retrofit' }).click()
  await expect(page).toHaveURL(/\?q=stacker&tag=\d+$/)
  await expect(topics.getByRole('link', { name: 'Retrofit' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(items(page)).toHaveCount(1)
  expect(documents()).toBe(0)

  await reloadHydrated(page)
  await expect(page.getByRole('searchbox', { name: 'Search news' })).toHaveValue('stacker')
  await expect(items(page)).toHaveCount(1)
  await page.goBack()
  await expect(page).toHaveURL(/\?q=stacker$/)
  await expect(items(page)).toHaveCount(2)
  await page.goBack()
  await expect(page).toHaveURL(/\/en\/aboutUs\/journalism$/)
  await expect(items(page)).toHaveCount(6)

  await page.getByRole('searchbox', { name: 'Search news' }).fill('zzzz-nothing')
  await page.keyboard.press('Enter')
  await expect(page.getByText('Nothing matches “zzzz-nothing”.', { exact: false })).toBeVisible()
  await page.getByRole('link', { name: 'Clear search' }).click()
  await expect(items(page)).toHaveCount(6)
  expect(problems).toEqual([])
})

for (const { locale, topicsLabel, allTopics } of [
  { locale: 'ru', topicsLabel: 'Темы', allTopics: 'Все темы' },
  { locale: 'de', topicsLabel: 'Themen', allTopics: 'Alle Themen' },
] as const) {
  test(`news topics read in the reader's language (${locale}): the chips, a filter by one, an article's topics`, async ({
    page,
  }) => {
    const problems = watchConsole(page)
    const name = (key: string) => seedTags.find((t) => t.key === key)!.name[locale]
    await gotoHydrated(page, `/${locale}/aboutUs/journalism`)
    const topics = page.getByRole('navigation', { name: topicsLabel })
    const chips = topics.getByRole('link')
    // Every tag under its name in this language, none in English and none marked as English.
    await expect(chips).toHaveCount(seedTags.length + 1)
    expect((await chips.allTextContents()).sort()).toEqual(
      [allTopics, ...seedTags.map((t) => t.name[locale])].sort(),
    )
    await expect(topics.locator('[lang]')).toHaveCount(0)

    const stacker = name('stacker-crane')
    await topics.getByRole('link', { name: stacker, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/aboutUs/journalism\\?tag=\\d+$`))
    await expect(topics.getByRole('link', { name: stacker, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    // The three news items with stacker cranes, in this language.
    await expect(items(page)).toHaveCount(3)
    await expect(items(page).locator('[lang]')).toHaveCount(0)

    await items(page).first().getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/aboutUs/journalism/\\d+$`))
    const facts = page.locator(`dt:text-is("${topicsLabel}") + dd`)
    await expect(facts).toContainText(stacker)
    for (const english of seedTags.map((t) => t.name.en).filter((n) => !/^[A-Z/ ]+$/.test(n)))
      await expect(facts).not.toContainText(english)
    expect(problems).toEqual([])
  })
}

test('pages of news: page 2 by its link, then reload', async ({ page }) => {
  await gotoHydrated(page, '/zh-CN/aboutUs/journalism')
  await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '下一页' }).click()
  await expect(page).toHaveURL(/\?page=2$/)
  await expect(page.getByTestId('list-range')).toHaveText('第 7–12 项，共 12 项')
  await page.reload()
  await expect(page.getByTestId('list-range')).toHaveText('第 7–12 项，共 12 项')
})

test('an article body is sanitized: no script, no event handler, the image keeps its size', async ({
  page,
  request,
}) => {
  await gotoHydrated(page, '/en/aboutUs/journalism?q=Hexi')
  await items(page).first().getByRole('link').click()
  await expect(page).toHaveURL(/\/en\/aboutUs\/journalism\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hexi Beverage')
  const body = page.getByTestId('article-body')
  const image = body.locator('figure picture img')
  // The picture's own size (the pipeline's source: a 16:9 card render, art/render/stills.ts),
  // its AVIF and WebP sources kept.
  await expect(image).toHaveAttribute('width', '1200')
  await expect(image).toHaveAttribute('height', '675')
  await expect(body.locator('figure picture source')).toHaveCount(2)
  expect(await image.getAttribute('onerror')).toBeNull()
  await expect(body.locator('script')).toHaveCount(0)
  expect(await page.evaluate(() => (window as { __bodyScriptRan?: boolean }).__bodyScriptRan)).toBe(
    undefined,
  )
  // The service stored the body with the script and the handler; the page never sends them.
  const id = page.url().split('/').pop()
  const stored = await (await request.get(`/cms/open/api/articleDetails/${id}`)).text()
  expect(stored).toContain('__bodyScriptRan')
  const html = await (await request.get(page.url())).text()
  expect(html).not.toContain('__bodyScriptRan')
  expect(html).not.toContain('onerror')
})

test('investor news: an article links its report as a real PDF', async ({ page, request }) => {
  await gotoHydrated(page, '/en/investor-news')
  await expect(items(page)).toHaveCount(6)
  await items(page).first().getByRole('link').click()
  await expect(page).toHaveURL(/\/en\/investor-news\/\d+$/)
  const report = page.getByTestId('article-attachment')
  const href = await report.getAttribute('href')
  const pdf = await request.get(href!)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
})

test('unknown articles, topics and pages answer 404; an article of the other kind too', async ({
  request,
}) => {
  const list = await request.get('/cms/open/api/article/list?language=en&type=news&pageSize=1')
  const newsId = ((await list.json()) as { data: { list: Array<{ id: number }> } }).data.list[0]!.id
  for (const path of [
    '/en/aboutUs/journalism/999999',
    '/en/aboutUs/journalism/abc',
    `/en/investor-news/${newsId}`,
    '/en/aboutUs/journalism?tag=999999',
    '/en/aboutUs/journalism?page=9',
  ]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expect(await response.text(), path).toContain('Page Not Found')
  }
  expect((await request.get(`/en/aboutUs/journalism/${newsId}`)).status()).toBe(200)
})

test('axe finds nothing on a news list and an article', async ({ page }) => {
  // axe on two long pages on a busy machine takes longer than 30 s.
  test.setTimeout(120_000)
  await gotoHydrated(page, '/en/aboutUs/journalism?q=stacker')
  expect((await axeBuilder(page).analyze()).violations).toEqual([])
  await items(page).first().getByRole('link').click()
  await expect(page.getByTestId('article-body')).toBeVisible()
  expect((await axeBuilder(page).analyze()).violations).toEqual([])
})

test('on a desktop an article reads down one centred column: heading, picture and text share its left edge', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  for (const path of ['/en/aboutUs/journalism', '/zh-CN/investor-news']) {
    await gotoHydrated(page, path)
    await items(page).first().getByRole('link').click()
    await expect(page).toHaveURL(/\/\d+$/)
    await expect(page.getByTestId('article-body')).toBeVisible()
    const box = async (locator: Locator) => (await locator.first().boundingBox())!
    const heading = await box(page.getByRole('heading', { level: 1 }))
    const picture = await box(page.getByTestId('article-body').locator('img'))
    const text = await box(page.getByTestId('article-body').locator('.rich-text'))
    // One left edge for the heading, the picture and the text…
    expect(Math.abs(heading.x - picture.x)).toBeLessThanOrEqual(1)
    expect(Math.abs(text.x - picture.x)).toBeLessThanOrEqual(1)
    // …and the column in the middle of the page, not at its left with an empty right half.
    const width = await page.evaluate(() => document.documentElement.clientWidth)
    const right = width - (picture.x + picture.width)
    expect(
      Math.abs(picture.x - right),
      `${path}: margins ${picture.x} and ${right}`,
    ).toBeLessThanOrEqual(24)
  }
})
