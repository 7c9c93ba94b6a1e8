/**
 * The brand typeface and line breaking of issue 37 (items 5 and 6; ADR 043): Latin, Cyrillic and
 * Vietnamese pages preload and use the self-hosted Inter, served by the site with a year's cache
 * and the security headers; Chinese, Japanese and Thai pages never fetch it. The words and ranges
 * the design review saw split stay on one line at every width from 320 to 1440 px, and the
 * desktop headings of the main pages take at most three lines.
 */
import { expect, test, type Page } from '@playwright/test'
import { gotoHydrated } from './fixtures'
import { splitWords } from './line-boxes'

/** The brand typeface's files the page requested, and the subsets it preloads. */
async function brandFont(page: Page, path: string) {
  const requested: string[] = []
  page.on('request', (request) => {
    if (/\/inter-[a-z-]+-wght-normal-[^/]*\.woff2$/.test(request.url()))
      requested.push(request.url())
  })
  await gotoHydrated(page, path)
  await page.evaluate(() => document.fonts.ready)
  const preloads = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href))
  const inter = await page.evaluate(() => ({
    loaded: [...document.fonts].some((f) => f.family === 'Inter Variable' && f.status === 'loaded'),
    heading: getComputedStyle(document.querySelector('main h1')!).fontFamily,
  }))
  return { requested, preloads, ...inter }
}

const subsetOf = (url: string) => /\/inter-([a-z-]+)-wght-normal-/.exec(url)?.[1]

test.describe('the brand typeface', () => {
  for (const [locale, subsets] of [
    ['en', ['latin']],
    ['ru', ['latin', 'cyrillic']],
    ['vi', ['latin', 'vietnamese']],
  ] as const) {
    test(`${locale}: preloads ${subsets.join(' and ')}, and the page is set in Inter`, async ({
      page,
      request,
    }) => {
      const font = await brandFont(page, `/${locale}`)
      expect(font.preloads.map(subsetOf).sort()).toEqual([...subsets].sort())
      expect(font.heading).toMatch(/^"?Inter Variable"?,/)
      expect(font.loaded).toBe(true)
      // Every preloaded file is one the page used (no second download under another address).
      for (const url of font.preloads) expect(font.requested).toContain(url)
      // Served by the site: hashed, cached a year, with the security headers of every answer.
      const answer = await request.get(font.preloads[0]!)
      expect(answer.status()).toBe(200)
      expect(new URL(font.preloads[0]!).pathname).toMatch(/^\/assets\//)
      expect(answer.headers()['content-type']).toBe('font/woff2')
      expect(answer.headers()['cache-control']).toMatch(/max-age=31536000.*immutable/)
      expect(answer.headers()['x-content-type-options']).toBe('nosniff')
    })
  }

  for (const locale of ['zh-CN', 'ja', 'th'] as const) {
    test(`${locale}: keeps the system's fonts and never fetches the brand typeface`, async ({
      page,
    }) => {
      const font = await brandFont(page, `/${locale}`)
      expect(font.preloads).toEqual([])
      expect(font.requested).toEqual([])
      expect(font.loaded).toBe(false)
      expect(font.heading).not.toContain('Inter')
    })
  }
})

/**
 * The words and ranges of the design review, where it saw them split ("Pharmaceutical/s",
 * "автоматтандырылғ/ан", "การกระ/จาย", "コールドチェ/ーン", "出自同/一支", "耐/低温", "会计年/度",
 * "17-year-/old", "300– / 5,000 kg", "60% - / 80%").
 */
const reviewed = [
  {
    locale: 'en',
    path: '',
    selector: '[data-testid="industry-links"]',
    words: ['Pharmaceuticals'],
  },
  {
    locale: 'kk',
    path: '',
    selector: '[data-block="figures-strip"]',
    words: ['автоматтандырылған'],
  },
  { locale: 'th', path: '/logisticsSolution', selector: 'main h1', words: ['การกระจาย'] },
  {
    locale: 'ja',
    path: '',
    selector: '[data-testid="industry-links"]',
    words: ['コールドチェーン'],
  },
  { locale: 'zh-CN', path: '', selector: 'main h2:has-text("同一支")', words: ['出自同一支'] },
  {
    locale: 'zh-CN',
    path: '/logisticsSolution',
    selector: 'main h3:has-text("耐低温")',
    words: ['耐低温'],
  },
  { locale: 'zh-CN', path: '/investor', selector: 'main thead', words: ['会计年度'] },
  { locale: 'en', path: '/aboutUs/journalism/80', selector: 'main h1', words: ['17-year-old'] },
  {
    locale: 'en',
    path: '/AGVDetails',
    selector: '[data-block="figures-strip"]',
    words: ['300–5,000 kg'],
  },
  {
    locale: 'zh-CN',
    path: '/logisticsSolution',
    selector: '[data-block="figures-strip"]',
    words: ['60% - 80%'],
  },
] as const

test.describe('the words of the design review stay whole', () => {
  for (const { locale, path, selector, words } of reviewed) {
    test(`/${locale}${path} ${selector}: ${words.join(' ')}`, async ({ page }) => {
      test.setTimeout(90_000)
      await page.setViewportSize({ width: 320, height: 800 })
      await gotoHydrated(page, `/${locale}${path}`)
      await page.evaluate(() => document.fonts.ready)
      const seen = new Set<number>()
      for (let w = 320; w <= 1440; w += w < 480 ? 5 : 40) {
        await page.setViewportSize({ width: w, height: 800 })
        const { text, lines, split } = await splitWords(page, `${selector} >> nth=0`, words)
        seen.add(lines)
        expect(split, `${text.slice(0, 120)} at ${w} px`).toEqual([])
        if (selector.includes('figures-strip')) {
          // A figure kept whole must also fit its column, not run into the next figure.
          const overflowing = await page
            .locator(`${selector} >> nth=0`)
            .locator('dd')
            .evaluateAll((values) =>
              values.filter((v) => v.scrollWidth > v.clientWidth + 1).map((v) => v.textContent),
            )
          expect(overflowing, `figures wider than their column at ${w} px`).toEqual([])
        }
      }
      expect(Math.max(...seen)).toBeGreaterThan(1)
    })
  }
})

test.describe('desktop headings take two or three lines', () => {
  test.use({ viewport: { width: 1440, height: 900 } })
  for (const locale of ['en', 'de', 'ru'] as const) {
    test(`${locale}: the h1 of the home, product and solution pages`, async ({ page }) => {
      for (const path of ['', '/AGVDetails', '/pilerDetails', '/logisticsSolution']) {
        await gotoHydrated(page, `/${locale}${path}`)
        await page.evaluate(() => document.fonts.ready)
        const { text, lines } = await splitWords(page, 'main h1 >> nth=0', [])
        expect(lines, `/${locale}${path}: ${text}`).toBeLessThanOrEqual(3)
      }
    })
  }
})
