/** The home page: what the company makes, for whom, proof from the content service, and a way to talk. */
import { axeBuilder } from './axe-builder'
import { expect, test } from '@playwright/test'
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }
import zh from '../../messages/zh-CN.json' with { type: 'json' }
import { gotoHydrated, useSiteServer, watchConsole } from './fixtures'

const slugs = [
  'tobacco',
  'new-energy',
  'petrochemical',
  'pharmaceutical',
  'cold-chain',
  'retail-ecommerce',
  'automotive',
  'food-beverage',
]

for (const [locale, m] of [
  ['en', en],
  ['zh-CN', zh],
] as const) {
  test(`${locale}: one h1, the LCP hero image, figures, products, solutions and industries`, async ({
    page,
  }) => {
    const problems = watchConsole(page)
    await gotoHydrated(page, `/${locale}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.page_home_heading)
    const hero = page.getByRole('img', { name: m.home_hero_image_alt })
    await expect(hero).toHaveAttribute('loading', 'eager')
    await expect(hero).toHaveAttribute('fetchpriority', 'high')
    // The render's own size (no layout shift), in the shape of the picture the browser chose.
    await expect(hero).toHaveAttribute('width', '1920')
    await expect(hero).toHaveAttribute('height', '1080')
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight))
      .toBeCloseTo(1920 / 1080, 1)

    const figures = page.getByRole('region', { name: m.home_figures_heading })
    await expect(figures.getByRole('definition')).toHaveText(['2,600', '1,200+', '30+', '480+'])

    const products = page.getByRole('region', { name: m.home_products_heading })
    for (const path of ['AGVDetails', 'pilerDetails', 'productCenter']) {
      await expect(products.locator(`a[href="/${locale}/${path}"]`)).toHaveCount(1)
    }
    const solutions = page.getByRole('region', { name: m.home_solutions_heading })
    for (const path of ['logisticsSolution', 'plantSolution', 'gardenSolution']) {
      await expect(solutions.locator(`a[href="/${locale}/${path}"]`)).toHaveCount(1)
    }
    const industries = page.getByTestId('industry-links').getByRole('link')
    await expect(industries).toHaveCount(8)
    for (const slug of slugs) {
      const key = `industry_${slug.replace(/-/g, '_')}` as `industry_${string}` & keyof typeof m
      await expect(page.locator(`a[href="/${locale}/succeedCase/${slug}"]`).first()).toBeVisible()
      await expect(page.getByTestId('industry-links')).toContainText(m[key])
    }
    // Everything below the fold waits: lazy images only, besides the hero.
    const eager = await page.locator('main img:not([loading="lazy"])').count()
    expect(eager).toBe(1)
    expect(problems).toEqual([])
  })
}

test('the latest case studies and news come from the content service, in the server HTML', async ({
  request,
  page,
}) => {
  // Without the line-break marks the page adds (word joiners in short hyphenated compounds).
  const html = (await (await request.get('/en')).text()).replace(/\u2060/g, '')
  const list = await (
    await request.get('/cms/open/api/article/list?language=en&type=case&pageSize=3')
  ).json()
  const titles = (list.data.list as Array<{ id: number; title: string }>).map((a) => a.title)
  expect(titles).toHaveLength(3)
  for (const title of titles) expect(html).toContain(title.replace(/&/g, '&amp;'))

  await gotoHydrated(page, '/en')
  const cases = page.getByRole('region', { name: en.home_cases_heading })
  await expect(cases.locator('a[href^="/en/caseDetails?id="]')).toHaveCount(3)
  const news = page.getByRole('region', { name: en.home_news_heading })
  await expect(news.locator('time[datetime]')).toHaveCount(4)
})

test('industries carry their names in the reader language (de)', async ({ page }) => {
  await gotoHydrated(page, '/de')
  await expect(page.getByTestId('industry-links')).toContainText(de.industry_food_beverage)
  await expect(page.getByTestId('industry-links')).toContainText(de.industry_cold_chain)
})

test('both calls to action open the consultation dialog', async ({ page }) => {
  await gotoHydrated(page, '/en')
  const ctas = page.locator('main [data-testid="cta-consult"]')
  await expect(ctas).toHaveCount(2)
  for (const cta of await ctas.all()) {
    await cta.click()
    await expect(page.getByTestId('consult-dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('consult-dialog')).toBeHidden()
    await expect(cta).toBeFocused()
  }
})

test('axe finds no violations on the home page', async ({ page }) => {
  await gotoHydrated(page, '/en')
  // the hero film paused (its button): axe reads a still page, and a CPU decoding 1080p video
  // under SwiftShader leaves it little time
  await page.getByTestId('hero-film-toggle').click()
  await expect(page.getByTestId('hero-film')).toHaveJSProperty('paused', true)
  const result = await axeBuilder(page).include('main').analyze()
  expect(result.violations).toEqual([])
})

test.describe('content service down', () => {
  const site = useSiteServer({ CMS_BASE_URL: 'http://127.0.0.1:9' })

  test('the strips show their empty state and the rest of the page stands', async ({ page }) => {
    await gotoHydrated(page, `${site().url}/en`)
    await expect(page.getByText(en.home_cases_empty)).toBeVisible()
    await expect(page.getByText(en.home_news_empty)).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.page_home_heading)
    await expect(page.getByTestId('industry-links').getByRole('link')).toHaveCount(0)
  })
})
