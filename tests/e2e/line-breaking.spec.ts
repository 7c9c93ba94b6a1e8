/**
 * Line breaking by language (issue 27, item 2; ADR 029): no page is wider than a phone's screen
 * in any locale, headings break at phrase or word boundaries and never inside the words that must
 * stay together, and the break marks the server puts into strings never reach the document's
 * text, attributes, title, meta or JSON-LD (they are rendered as <wbr> and no-wrap spans).
 */
import { expect, test, type Page } from '@playwright/test'
import { locales } from '../../app/i18n/locales'
import { gotoHydrated } from './fixtures'
import { splitWords } from './line-boxes'

const pages = ['', '/AGVDetails'] as const

/** The elements that stick out on the right (the deepest ones), to name what widens the page. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth
    const scrollWidth = document.documentElement.scrollWidth
    const wide: string[] = []
    if (scrollWidth > width) {
      for (const el of document.body.querySelectorAll('*')) {
        const rect = el.getBoundingClientRect()
        if (rect.right <= width + 0.5 || rect.width === 0) continue
        // Inside a scrolling region (a table, a diagram): its own business.
        let scrolled = false
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          const overflowX = getComputedStyle(p).overflowX
          if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden')
            scrolled = true
        }
        if (scrolled) continue
        if ([...el.children].some((c) => c.getBoundingClientRect().right > width + 0.5)) continue
        wide.push(
          `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} "${(el.textContent ?? '').trim().slice(0, 40)}" right=${Math.round(rect.right)}`,
        )
      }
    }
    return { width, scrollWidth, wide: wide.slice(0, 8) }
  })
}

/** Break marks (U+200B, U+2060) anywhere a visitor, a crawler or a form could meet them. */
async function strayMarks(page: Page) {
  return page.evaluate(() => {
    const marks = /[\u200b\u2060]/
    const found: string[] = []
    if (marks.test(document.title)) found.push(`title: ${document.title}`)
    for (const el of document.querySelectorAll('*')) {
      for (const attr of el.attributes)
        if (marks.test(attr.value)) found.push(`${el.tagName.toLowerCase()}[${attr.name}]`)
      if (el.tagName === 'SCRIPT' && (el as HTMLScriptElement).type === 'application/ld+json')
        if (marks.test(el.textContent ?? '')) found.push('JSON-LD')
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement?.tagName
      if (parent === 'SCRIPT' || parent === 'STYLE') continue
      if (marks.test((node as Text).data)) found.push(`text: ${(node as Text).data.slice(0, 40)}`)
    }
    for (const field of document.querySelectorAll('input, textarea, select'))
      if (marks.test((field as HTMLInputElement).value)) found.push(`value of ${field.tagName}`)
    return found.slice(0, 10)
  })
}

for (const width of [320, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })
    for (const locale of locales) {
      test(`${locale}: home and /AGVDetails are no wider than the screen, no stray marks`, async ({
        page,
      }) => {
        for (const path of pages) {
          await gotoHydrated(page, `/${locale}${path}`)
          const { scrollWidth, wide } = await overflow(page)
          expect(
            scrollWidth,
            `/${locale}${path} is ${scrollWidth} px wide at ${width}: ${wide.join('; ')}`,
          ).toBeLessThanOrEqual(width)
          expect(await strayMarks(page), `/${locale}${path}`).toEqual([])
        }
      })
    }
  })
}

/** Headings and short texts that must keep these words whole, at phone and desktop widths. */
const wholeWords = [
  { locale: 'zh-CN', path: '', selector: 'main h1', words: ['端到端', '智能', '物流', '实践'] },
  { locale: 'zh-TW', path: '', selector: 'main h1', words: ['端到端', '智慧', '物流', '實踐'] },
  {
    locale: 'ja',
    path: '',
    selector: 'main h1',
    words: ['インテリジェント', '物流', '設計', '運用', '一貫'],
  },
  { locale: 'th', path: '/AGVDetails', selector: 'main h1 + p', words: ['พาเลท', 'ลูกกลิ้ง'] },
  { locale: 'ru', path: '', selector: 'main h1', words: ['Интеллектуальная'] },
  {
    locale: 'en',
    path: '/AGVDetails',
    selector: 'main caption',
    words: ['SB-L600', 'SB-L1500'],
  },
] as const

test.describe('words stay whole', () => {
  for (const { locale, path, selector, words } of wholeWords) {
    test(`${locale}${path} ${selector}: ${words.join(' ')}`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 800 })
      // Measured once the page has hydrated, on the nodes that stay.
      await gotoHydrated(page, `/${locale}${path}`)
      const seen = new Set<number>()
      // Every width from a small phone to a desktop, so the words meet the end of a line.
      for (let w = 320; w <= 1440; w += w < 480 ? 5 : 40) {
        await page.setViewportSize({ width: w, height: 800 })
        const { text, lines, split } = await splitWords(page, `${selector} >> nth=0`, words)
        seen.add(lines)
        expect(split, `${text} at ${w} px`).toEqual([])
      }
      // The text did wrap at some widths, so the check saw line ends.
      expect(Math.max(...seen)).toBeGreaterThan(1)
    })
  }
})
