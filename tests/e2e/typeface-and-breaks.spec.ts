/**
 * The brand typeface and line breaking of issue 37 (items 5 and 6; ADR 043): Latin, Cyrillic and
 * Vietnamese pages preload and use the self-hosted Inter, served by the site with a year's cache
 * and the security headers; Chinese, Japanese and Thai pages never fetch it. The words and ranges
 * the design review saw split, and the headings' words of ADR 029, stay on one line at every width
 * from 320 to 1440 px, and the desktop headings of the main pages take at most three lines.
 */
import { expect, test, type Page } from '@playwright/test'
import { gotoHydrated } from './fixtures'
import { expectWordsWhole, splitWords } from './line-boxes'

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
 * Words that stay whole at every width from 320 to 1440 px, by page: the headings of ADR 029
 * (issue 27, item 2: Chinese, Japanese and Thai phrases, a long Russian word, model names) and the
 * words and ranges of the design review (ADR 043), where it saw them split ("Pharmaceutical/s",
 * "автоматтандырылғ/ан", "การกระ/จาย", "コールドチェ/ーン", "出自同/一支", "耐/低温", "会计年/度",
 * "17-year-/old", "300– / 5,000 kg", "60% - / 80%"). The checks of one page share its load.
 */
const wholeWords: ReadonlyArray<{
  path: string
  checks: ReadonlyArray<{ selector: string; words: readonly string[] }>
}> = [
  {
    path: '/zh-CN',
    checks: [
      { selector: 'main h1', words: ['端到端', '智能', '物流', '实践'] },
      { selector: 'main h2:has-text("同一支")', words: ['出自同一支'] },
    ],
  },
  { path: '/zh-TW', checks: [{ selector: 'main h1', words: ['端到端', '智慧', '物流', '實踐'] }] },
  {
    path: '/ja',
    checks: [
      { selector: 'main h1', words: ['インテリジェント', '物流', '設計', '運用', '一貫'] },
      { selector: '[data-testid="industry-links"]', words: ['コールドチェーン'] },
    ],
  },
  { path: '/th/AGVDetails', checks: [{ selector: 'main h1 + p', words: ['พาเลท', 'ลูกกลิ้ง'] }] },
  { path: '/ru', checks: [{ selector: 'main h1', words: ['Интеллектуальная'] }] },
  {
    path: '/en/AGVDetails',
    checks: [
      { selector: 'main caption', words: ['SB-L600', 'SB-L1500'] },
      { selector: '[data-block="figures-strip"]', words: ['300–5,000 kg'] },
    ],
  },
  {
    path: '/en',
    checks: [{ selector: '[data-testid="industry-links"]', words: ['Pharmaceuticals'] }],
  },
  {
    path: '/kk',
    checks: [{ selector: '[data-block="figures-strip"]', words: ['автоматтандырылған'] }],
  },
  { path: '/th/logisticsSolution', checks: [{ selector: 'main h1', words: ['การกระจาย'] }] },
  {
    path: '/zh-CN/logisticsSolution',
    checks: [
      { selector: 'main h3:has-text("耐低温")', words: ['耐低温'] },
      { selector: '[data-block="figures-strip"]', words: ['60% - 80%'] },
    ],
  },
  { path: '/zh-CN/investor', checks: [{ selector: 'main thead', words: ['会计年度'] }] },
  { path: '/en/aboutUs/journalism/80', checks: [{ selector: 'main h1', words: ['17-year-old'] }] },
]

test.describe('words stay whole at every width', () => {
  for (const { path, checks } of wholeWords) {
    test(`${path}: ${checks.map((c) => c.words.join(' ')).join('; ')}`, async ({ page }) => {
      // 57 widths measured per check: each check had 90 s on its own, a busy machine needs them.
      test.setTimeout(90_000 * checks.length)
      await page.setViewportSize({ width: 320, height: 800 })
      // Measured once the page has hydrated and its fonts are in, on the nodes that stay.
      await gotoHydrated(page, path)
      await page.evaluate(() => document.fonts.ready)
      const strips = checks.filter((c) => c.selector.includes('figures-strip'))
      await expectWordsWhole(page, checks, async (w) => {
        // A figure kept whole must also fit its column, not run into the next figure.
        for (const { selector } of strips) {
          const overflowing = await page
            .locator(`${selector} >> nth=0`)
            .locator('dd')
            .evaluateAll((values) =>
              values.filter((v) => v.scrollWidth > v.clientWidth + 1).map((v) => v.textContent),
            )
          expect(overflowing, `figures wider than their column at ${w} px`).toEqual([])
        }
      })
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
