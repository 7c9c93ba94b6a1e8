/**
 * Product center, AGV and stacker details, and the three solutions: real copy in the reader's
 * language, specification tables a screen reader can read, diagrams with localized labels,
 * content from the content service (and its empty state when the service is down), and calls to
 * action that open the consultation dialog.
 */
import { expect, test, type Page } from '@playwright/test'
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }
import zh from '../../messages/zh-CN.json' with { type: 'json' }
import { gotoHydrated, useSiteServer, watchConsole } from './fixtures'

const pages = [
  { path: 'productCenter', title: 'page_product_center_title' },
  { path: 'AGVDetails', title: 'page_agv_details_title' },
  { path: 'pilerDetails', title: 'page_piler_details_title' },
  { path: 'logisticsSolution', title: 'page_logistics_solution_title' },
  { path: 'plantSolution', title: 'page_plant_solution_title' },
  { path: 'gardenSolution', title: 'page_garden_solution_title' },
] as const

/** Every image of the main content has its size and a text alternative, and its file loads. */
async function expectSizedImages(page: Page) {
  const images = await page.locator('main img').evaluateAll((list) =>
    list.map((img) => ({
      src: img.getAttribute('src') ?? '',
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      alt: img.getAttribute('alt'),
    })),
  )
  expect(images.length).toBeGreaterThan(0)
  for (const image of images) {
    expect(image.width, image.src).toMatch(/^\d+$/)
    expect(image.height, image.src).toMatch(/^\d+$/)
    expect(image.alt, image.src).not.toBeNull()
    const response = await page.request.get(image.src)
    expect(response.status(), image.src).toBe(200)
  }
}

for (const [locale, m] of [
  ['en', en],
  ['zh-CN', zh],
] as const) {
  for (const { path, title } of pages) {
    test(`${locale} ${path}: one h1, the hero image first, sized images, no console errors`, async ({
      page,
    }) => {
      const problems = watchConsole(page)
      await gotoHydrated(page, `/${locale}/${path}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m[title])
      const hero = page.locator('[data-block="hero"] img')
      await expect(hero).toHaveAttribute('fetchpriority', 'high')
      await expect(hero).toHaveAttribute('loading', 'eager')
      // A picture of the build's pipeline (hashed, immutable); it decodes to a real picture.
      await expect(hero).toHaveAttribute('src', /^\/assets\/img\/[a-z0-9-]+\.jpg$/)
      await expect
        .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0)
      expect(await page.locator('main img:not([loading="lazy"])').count()).toBe(1)
      await expectSizedImages(page)
      expect(problems).toEqual([])
    })
  }
}

test('AGV details: a specification table per family, read with its caption and headers', async ({
  page,
}) => {
  await gotoHydrated(page, '/en/AGVDetails')
  const captions = [
    en.agv_latent_caption,
    en.agv_forklift_caption,
    en.agv_roller_caption,
    en.agv_heavy_caption,
  ]
  for (const caption of captions) {
    await expect(page.getByRole('table', { name: caption })).toHaveCount(1)
  }
  const latent = page.getByRole('table', { name: en.agv_latent_caption })
  await expect(latent.getByRole('columnheader')).toContainText([
    en.spec_parameter,
    'SB-L600',
    'SB-L1500',
  ])
  const rated = latent.getByRole('row', { name: new RegExp(`^${en.spec_rated_load}`) })
  await expect(rated.getByRole('rowheader')).toHaveText(`${en.spec_rated_load}(kg)`)
  await expect(rated.getByRole('cell')).toHaveText(['600', '1,500'])
  await expect(latent.getByRole('rowheader', { name: en.spec_navigation })).toHaveCount(1)
  await expect(latent.getByRole('columnheader', { name: en.spec_group_motion })).toHaveAttribute(
    'scope',
    'colgroup',
  )
  // The model navigation jumps to a family.
  await page
    .getByRole('navigation', { name: en.eq_range_nav_label })
    .getByRole('link')
    .nth(2)
    .click()
  await expect(page.locator('#model-roller')).toBeInViewport()
})

test('specification numbers follow the reader locale (de: 1.500, 2,0)', async ({ page }) => {
  await gotoHydrated(page, '/de/AGVDetails')
  const latent = page.getByRole('table', { name: de.agv_latent_caption })
  const rated = latent.getByRole('row', { name: new RegExp(`^${de.spec_rated_load}`) })
  await expect(rated.getByRole('cell')).toHaveText(['600', '1.500'])
  const speed = latent.getByRole('row', { name: new RegExp(`^${de.spec_travel_speed}`) })
  await expect(speed.getByRole('cell')).toHaveText(['2,0', '1,5'])
})

test('stacker details: three crane series with their tables and the data sheet to request', async ({
  page,
}) => {
  await gotoHydrated(page, '/en/pilerDetails')
  await expect(page.getByTestId('model-family')).toHaveCount(3)
  const double = page.getByRole('table', { name: en.stk_double_caption })
  const height = double.getByRole('row', { name: new RegExp(`^${en.spec_lift_height}`) })
  await expect(height.getByRole('cell')).toHaveText(['40'])
  const downloads = page.getByTestId('download-list').getByRole('link')
  await expect(downloads).toHaveCount(1)
  await expect(downloads).toHaveText('Stacker Crane Product Data Sheet')
  await expect(downloads).toHaveAttribute('href', /^\/en\/aboutUs\/downloadCenter\?id=\d+$/)
})

test('related case studies come from the content service, in the server HTML', async ({
  request,
  page,
}) => {
  const html = (await (await request.get('/en/AGVDetails')).text()).replace(/\u2060/g, '')
  await gotoHydrated(page, '/en/AGVDetails')
  const cases = page.getByRole('region', { name: en.agv_cases_heading })
  const links = cases.locator('a[href^="/en/caseDetails?id="]')
  await expect(links).toHaveCount(3)
  for (const title of await links.allTextContents()) {
    expect(html).toContain(title.replace(/&/g, '&amp;'))
  }
  await expect(page.getByTestId('download-list')).toContainText('AGV / AMR Product Data Sheet')
})

test('product center: five platform products and thirteen applications open in a new window', async ({
  page,
}) => {
  await gotoHydrated(page, '/en/productCenter')
  const platform = page.getByTestId('platform-products').getByRole('link')
  await expect(platform).toHaveCount(5)
  for (const [i, slug] of ['wms', 'wcs', 'fleet', 'twin', 'insight'].entries()) {
    await expect(platform.nth(i)).toHaveAttribute(
      'href',
      `https://cloud.starbridge.example/${slug}`,
    )
    await expect(platform.nth(i)).toHaveAttribute('target', '_blank')
    await expect(platform.nth(i)).toHaveAttribute('rel', /noopener/)
  }
  const groups = page.getByTestId('application-group')
  await expect(groups).toHaveCount(4)
  const apps = groups.getByRole('link')
  await expect(apps).toHaveCount(13)
  await expect(apps.first()).toHaveAttribute('href', 'https://cloud.starbridge.example/apps/101')
  await expect(apps.last()).toHaveAttribute('href', 'https://cloud.starbridge.example/apps/403')
  await expect(apps.first()).toHaveAccessibleName(`${en.app_101} ${en.opens_new_window}`)
  for (const path of ['AGVDetails', 'pilerDetails']) {
    await expect(page.locator(`main a[href="/en/${path}"]`)).toHaveCount(1)
  }
  await expect(page.getByRole('img', { name: en.pc_arch_title })).toBeVisible()
})

test('solution diagrams carry their labels in the reader language', async ({ page }) => {
  await gotoHydrated(page, '/zh-CN/logisticsSolution')
  const diagram = page.getByRole('img', { name: zh.sl_dg_title })
  await expect(diagram).toBeVisible()
  for (const key of ['sl_dg_inbound', 'sl_dg_picking', 'sl_dg_outbound', 'sol_dg_goods'] as const) {
    await expect(diagram).toContainText(zh[key].replace(/\s+/g, ''), { useInnerText: false })
  }
  await expect(page.getByTestId('industry-links').getByRole('link')).toHaveCount(4)
  await expect(
    page
      .getByRole('region', { name: zh.sl_cases_heading })
      .locator('a[href^="/zh-CN/caseDetails"]'),
  ).toHaveCount(3)
})

for (const { path } of pages) {
  test(`${path}: every call to action opens the consultation dialog`, async ({ page }) => {
    await gotoHydrated(page, `/en/${path}`)
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
}

test.describe('content service down', () => {
  const site = useSiteServer({ CMS_BASE_URL: 'http://127.0.0.1:9' })

  test('cases show their empty state, documents and industries step aside', async ({ page }) => {
    await gotoHydrated(page, `${site().url}/en/AGVDetails`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.page_agv_details_title)
    await expect(page.getByText(en.eq_cases_empty)).toBeVisible()
    await expect(page.getByTestId('download-list')).toHaveCount(0)
    await expect(page.getByTestId('industry-links').getByRole('link')).toHaveCount(0)
    await expect(page.getByRole('table')).toHaveCount(4)

    await gotoHydrated(page, `${site().url}/en/plantSolution`)
    await expect(page.getByText(en.sol_cases_empty)).toBeVisible()
    await expect(page.getByRole('img', { name: en.sp_dg_title })).toBeVisible()
  })
})
