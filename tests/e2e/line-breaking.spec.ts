/**
 * Line breaking by language (issue 27, item 2; ADR 029): no page is wider than a phone's screen
 * in any locale, headings break at phrase or word boundaries and never inside the words that must
 * stay together, and the break marks the server puts into strings never reach the document's
 * text, attributes, title, meta or JSON-LD (they are rendered as <wbr> and no-wrap spans). The
 * headings whose words must stay whole at every width are checked with the design review's words
 * in typeface-and-breaks.spec.ts, one load per page.
 */
import { expect, test, type Page } from '@playwright/test'
import { locales } from '../../app/i18n/locales'
import { gotoHydrated } from './fixtures'

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

test.describe('at 320 and 390 px', () => {
  test.use({ viewport: { width: 320, height: 800 } })
  for (const locale of locales) {
    test(`${locale}: home and /AGVDetails are no wider than the screen, no stray marks`, async ({
      page,
    }) => {
      // Two widths' checks, each of which had the default 60 s on its own.
      test.setTimeout(120_000)
      for (const path of pages) {
        // Loaded at 320 px, then the same page at 390: the layout follows the viewport (CSS and
        // media queries), so one load serves both widths.
        await gotoHydrated(page, `/${locale}${path}`)
        for (const width of [320, 390]) {
          await page.setViewportSize({ width, height: 800 })
          const { scrollWidth, wide } = await overflow(page)
          expect(
            scrollWidth,
            `/${locale}${path} is ${scrollWidth} px wide at ${width}: ${wide.join('; ')}`,
          ).toBeLessThanOrEqual(width)
          expect(await strayMarks(page), `/${locale}${path} at ${width} px`).toEqual([])
        }
      }
    })
  }
})
