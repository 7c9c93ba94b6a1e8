/**
 * Full-bleed heroes and the home page's hero film (issue 37, docs/imagery.md): the film is muted,
 * loops, has no controls, shows the hero picture as its poster, plays only while on screen,
 * pauses and plays with its button, and never starts by itself for a reader who prefers reduced
 * motion or saves data (it is not even downloaded); every landing page's picture spans the
 * window at 1440 and 390 px; the new pictures load with alt texts in the page's language; the
 * stacker-crane page shows its three products and its control station as four different
 * pictures; the certificates are eight different rendered documents, not drawings.
 */
import { createHash } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import en from '../../messages/en.json' with { type: 'json' }
import zh from '../../messages/zh-CN.json' with { type: 'json' }
import { gotoHydrated } from './fixtures'

const film = (page: Page) => page.getByTestId('hero-film')
const toggle = (page: Page) => page.getByTestId('hero-film-toggle')

test('the home hero film is muted and looping without controls, its poster the hero picture, and plays only on screen', async ({
  page,
}) => {
  await gotoHydrated(page, '/en')
  await expect(film(page)).toHaveJSProperty('muted', true)
  await expect(film(page)).toHaveJSProperty('loop', true)
  await expect(film(page)).toHaveJSProperty('controls', false)
  await expect(film(page)).toHaveJSProperty('paused', false)
  const poster = await page
    .getByTestId('hero-backdrop')
    .locator('img')
    .evaluate((img: HTMLImageElement) => img.currentSrc)
  expect(poster).toMatch(/\/assets\/img\/home-film-\d+-[0-9a-f]+\.(avif|webp|jpg)$/)
  await expect(film(page)).toHaveAttribute('poster', poster)
  const source = await film(page).evaluate((video: HTMLVideoElement) => video.currentSrc)
  expect(source).toMatch(/\/assets\/film\/home-film-[0-9a-f]+\.mp4$/)
  await expect(film(page)).toHaveJSProperty('videoHeight', 1080)
  // off screen it rests; back on screen it plays again
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect(film(page)).toHaveJSProperty('paused', true)
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(film(page)).toHaveJSProperty('paused', false)
})

test('a phone gets the 720p rendition of the hero film, and downloads no other', async ({
  page,
}) => {
  const films: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/assets/film/')) films.push(new URL(request.url()).pathname)
  })
  await page.setViewportSize({ width: 390, height: 844 })
  await gotoHydrated(page, '/ja')
  await expect(film(page)).toHaveJSProperty('paused', false)
  await expect(film(page)).toHaveJSProperty('videoHeight', 720)
  const source = await film(page).evaluate((video: HTMLVideoElement) => video.currentSrc)
  expect(source).toMatch(/\/assets\/film\/home-film\.phone-[0-9a-f]+\.mp4$/)
  expect(new Set(films)).toEqual(new Set([new URL(source).pathname]))
})

test('the hero film pauses and plays with its button, named in the page language', async ({
  page,
}) => {
  await gotoHydrated(page, '/zh-CN')
  await expect(film(page)).toHaveJSProperty('paused', false)
  await expect(toggle(page)).toHaveAccessibleName(zh.hero_film_pause)
  await toggle(page).click()
  await expect(film(page)).toHaveJSProperty('paused', true)
  await expect(toggle(page)).toHaveAccessibleName(zh.hero_film_play)
  // a paused film stays paused when it comes back on screen
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(film(page)).toHaveJSProperty('paused', true)
  await toggle(page).click()
  await expect(film(page)).toHaveJSProperty('paused', false)
  await expect(toggle(page)).toHaveAccessibleName(zh.hero_film_pause)
})

for (const [reason, setup] of [
  ['prefers reduced motion', { reducedMotion: 'reduce' as const }],
  ['saves data', { saveData: true }],
] as const) {
  test(`a reader who ${reason} sees the poster only: the film neither plays nor downloads`, async ({
    browser,
  }) => {
    const context = await browser.newContext(
      'reducedMotion' in setup ? { reducedMotion: setup.reducedMotion } : {},
    )
    if ('saveData' in setup)
      await context.addInitScript(() =>
        Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
      )
    const page = await context.newPage()
    const films: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/assets/film/')) films.push(request.url())
    })
    await page.goto('/en')
    // a fresh context starts cold: its first hydration may take longer on a shared machine
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 20_000 })
    await expect(toggle(page)).toHaveAttribute('data-film', 'held')
    await expect(toggle(page)).toHaveAccessibleName(en.hero_film_play)
    await expect(film(page)).toHaveJSProperty('paused', true)
    await expect(film(page)).toHaveJSProperty('readyState', 0)
    await expect(page.getByTestId('hero-backdrop').locator('img')).toHaveJSProperty(
      'complete',
      true,
    )
    expect(films).toEqual([])
    // the reader may still start it
    await toggle(page).click()
    await expect(film(page)).toHaveJSProperty('paused', false)
    await context.close()
  })
}

const landingPages = [
  '/en',
  '/en/productCenter',
  '/en/AGVDetails',
  '/en/pilerDetails',
  '/en/logisticsSolution',
  '/en/serviceSupport',
  '/en/succeedCase/AllCase',
  '/en/aboutUs',
  '/en/joinUs',
  '/en/investor',
  '/en/aboutUs/journalism',
]

for (const width of [1440, 390]) {
  test(`every landing page opens with a picture as wide as the window at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width, height: 900 })
    for (const path of landingPages) {
      await page.goto(path)
      const picture = page.getByTestId('hero-backdrop').locator('img')
      await expect(picture, path).toHaveJSProperty('complete', true)
      const box = await picture.evaluate((img: HTMLImageElement) => ({
        left: img.getBoundingClientRect().left,
        width: img.getBoundingClientRect().width,
        window: document.documentElement.clientWidth,
        natural: img.naturalWidth,
        eager: img.loading === 'eager' && img.fetchPriority === 'high',
      }))
      expect(box.left, path).toBe(0)
      expect(box.width, path).toBe(box.window)
      expect(box.natural, path).toBeGreaterThan(0)
      expect(box.eager, path).toBe(true)
    }
  })
}

/** Every picture of the main column, scrolled to (they load lazily): its alt and whether it loaded. */
async function mainPictures(page: Page) {
  const pictures = page.locator('main img')
  const found: Array<{ alt: string; loaded: boolean }> = []
  for (let i = 0; i < (await pictures.count()); i++) {
    const img = pictures.nth(i)
    await img.scrollIntoViewIfNeeded()
    await expect(img).toHaveJSProperty('complete', true)
    found.push(
      await img.evaluate((el: HTMLImageElement) => ({ alt: el.alt, loaded: el.naturalWidth > 0 })),
    )
  }
  return found
}

for (const [locale, text] of [
  ['en', en],
  ['zh-CN', zh],
] as const) {
  test(`${locale}: the new pictures of about, history, careers, investor and news load, with alt texts in ${locale}`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const expected: Array<[string, string[]]> = [
      [`/${locale}/aboutUs`, [text.hero_about_alt, text.el_image_alt]],
      [
        `/${locale}/aboutUs/development`,
        [text.stk_single_alt, text.agv_latent_alt, text.hero_investor_alt, text.svc_hero_alt],
      ],
      [`/${locale}/joinUs`, [text.hero_careers_alt]],
      [`/${locale}/investor`, [text.hero_investor_alt]],
      [`/${locale}/aboutUs/journalism`, [text.hero_news_alt]],
      [`/${locale}/succeedCase/AllCase`, [text.hero_cases_alt]],
    ]
    for (const [path, alts] of expected) {
      await page.goto(path)
      const pictures = await mainPictures(page)
      for (const alt of alts)
        expect(
          pictures.some((p) => p.alt === alt),
          `${path}: ${alt}`,
        ).toBe(true)
      // (a card's picture may be decorative, alt="": its title is the link's name)
      for (const picture of pictures) expect(picture.loaded, `${path}: ${picture.alt}`).toBe(true)
    }
    // the news list shows each story's cover
    await page.goto(`/${locale}/aboutUs/journalism`)
    expect(await page.locator('[data-block="article-list"] li img').count()).toBeGreaterThanOrEqual(
      6,
    )
  })
}

test('the stacker-crane page shows its three products and its control station as four different pictures', async ({
  page,
  request,
}) => {
  await page.goto('/en/pilerDetails')
  const digests = new Set<string>()
  for (const [name, alt] of [
    ['stacker-single', en.stk_single_alt],
    ['stacker-double', en.stk_double_alt],
    ['stacker-miniload', en.stk_mini_alt],
    ['stacker-control', en.stk_control_alt],
  ]) {
    const img = page.getByRole('img', { name: alt, exact: true })
    await img.scrollIntoViewIfNeeded()
    await expect(img).toHaveJSProperty('complete', true)
    const src = await img.evaluate((el: HTMLImageElement) =>
      el.naturalWidth > 0 ? el.currentSrc : '',
    )
    expect(src, name).toContain(`/assets/img/${name}-`)
    const bytes = await (await request.get(src)).body()
    digests.add(createHash('sha256').update(bytes).digest('hex'))
  }
  expect(digests.size).toBe(4)
})

test('the certificates page shows each certificate as its own rendered document', async ({
  page,
  request,
}) => {
  await page.goto('/en/aboutUs/certification')
  const thumbnails = page.locator('[data-block="gallery"] picture')
  const ids = ['iso9001', 'iso14001', 'iso45001', 'ce', 'hightech', 'cmmi', 'giant', 'lab']
  await expect(thumbnails).toHaveCount(ids.length)
  const digests = new Set<string>()
  for (const [i, id] of ids.entries()) {
    const picture = thumbnails.nth(i)
    await expect(picture.locator('source[type="image/avif"]')).toHaveCount(1)
    const img = picture.locator('img')
    await img.scrollIntoViewIfNeeded()
    await expect(img).toHaveJSProperty('complete', true)
    const src = await img.evaluate((el: HTMLImageElement) =>
      el.naturalWidth > 0 ? el.currentSrc : '',
    )
    expect(src, id).toContain(`/assets/img/certificate-${id}-`)
    const bytes = await (await request.get(src)).body()
    digests.add(createHash('sha256').update(bytes).digest('hex'))
  }
  expect(digests.size).toBe(ids.length)
})
