/**
 * What a reader sees of a text's lines, measured from the line boxes of its characters (shared by
 * the line-breaking specs, ADR 029 and ADR 043).
 */
import { expect, type Page } from '@playwright/test'

/**
 * The words of `words` that the element's lines split: each character's line is read from a
 * Range's client rect, so a word whose characters sit on two lines is split.
 */
export async function splitWords(page: Page, selector: string, words: readonly string[]) {
  return page.locator(selector).evaluate((root, words) => {
    const chars: Array<{ ch: string; top: number }> = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node as Text).data
      for (let i = 0; i < text.length; i++) {
        range.setStart(node, i)
        range.setEnd(node, i + 1)
        const rect = range.getClientRects()[0]
        if (rect) chars.push({ ch: text[i] ?? '', top: Math.round(rect.top + rect.height / 2) })
      }
    }
    const text = chars.map((c) => c.ch).join('')
    const lines = new Set(chars.map((c) => c.top)).size
    const split: string[] = []
    for (const word of words) {
      for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
        const tops = chars.slice(at, at + word.length).map((c) => c.top)
        // A line is ~1.1em: characters of one line differ by far less than half a line.
        if (Math.max(...tops) - Math.min(...tops) > 10) split.push(word)
      }
    }
    return { text, lines, split }
  }, words)
}

/**
 * Every width from a small phone (320 px, by 5 px to 480) to a desktop (1440 px, by 40 px), so the
 * words meet the end of a line: no word of `checks` splits at any of them, and each element did
 * wrap at some width (the check saw line ends). The checks of one page share its load and each
 * resize.
 */
export async function expectWordsWhole(
  page: Page,
  checks: ReadonlyArray<{ selector: string; words: readonly string[] }>,
  /** Further checks of the page at each width. */
  atEachWidth?: (width: number) => Promise<void>,
) {
  const seen = checks.map(() => new Set<number>())
  for (let w = 320; w <= 1440; w += w < 480 ? 5 : 40) {
    await page.setViewportSize({ width: w, height: 800 })
    for (const [i, { selector, words }] of checks.entries()) {
      const { text, lines, split } = await splitWords(page, `${selector} >> nth=0`, words)
      seen[i]!.add(lines)
      expect(split, `${selector}: ${text.slice(0, 120)} at ${w} px`).toEqual([])
    }
    await atEachWidth?.(w)
  }
  for (const [i, { selector }] of checks.entries())
    expect(Math.max(...seen[i]!), `${selector} wrapped at some width`).toBeGreaterThan(1)
}
