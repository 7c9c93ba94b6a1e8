/**
 * Numbers and units in the copy the server resolves (issue 27): every figure, table cell and
 * sentence with a number is written the way the page's locale writes numbers (Intl's separators:
 * German "1.200", Russian "1 200" with a no-break space, Hungarian "1200" and "40 000", Thai
 * "1,200"), and Russian and Kazakh text carries no Latin unit abbreviations (kg, mm, h, min).
 */
import { describe, expect, it } from 'vitest'
import {
  formatQuantity,
  formatQuantityRange,
  numberFormat,
  splitQuantity,
} from '../i18n/formatters'
import type { Locale } from '../i18n/locales'
import { copyTexts as textsOf, notWords } from '../site/copy-texts'
import { buildPageCopy } from './copy.server'
import type { PageId } from '../site/registry'

/** The key pages, and every other page whose copy holds figures or specification tables. */
const pages: PageId[] = [
  'home',
  'aboutUs',
  'development',
  'electricity',
  'responsibility',
  'chairman',
  'AGVDetails',
  'pilerDetails',
  'productCenter',
  'logisticsSolution',
  'plantSolution',
  'gardenSolution',
  'serviceSupport',
  'investor',
  'secretaries',
  'joinUs',
]

/** Fields that hold no words (a page link's `link` too). */
const technical = new Set([...notWords, 'link'])

/**
 * What is not a quantity: phone numbers (+86 755 8888 0532), six-digit codes (the stock code,
 * postal codes) and the numbers of standards and interfaces (ISO 3691-4, EN 528, VDA 5050).
 */
const notQuantities = (text: string) =>
  text
    .replace(/\+\d[\d -]{6,}\d/g, ' ')
    .replace(/(?<!\d)\d{6}(?!\d)/g, ' ')
    .replace(/\b(?:ISO|EN|IEC|VDA)\s?\d+(?:-\d+)?/g, ' ')

/** Every text of the pages' copy in `locale`, with where it is. */
function copyTexts(locale: Locale): Array<[string, string]> {
  return pages.flatMap((page) =>
    [...textsOf(buildPageCopy(page, locale), technical)].map(
      ([path, text]) => [`${page}.${path}`, notQuantities(text)] as [string, string],
    ),
  )
}

/** The texts of `locale` in which `pattern` occurs, each with the match and some context. */
function offending(locale: Locale, pattern: RegExp): string[] {
  const found: string[] = []
  for (const [path, text] of copyTexts(locale)) {
    for (const match of text.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))) {
      const at = match.index
      found.push(`${path}: …${text.slice(Math.max(0, at - 24), at + match[0].length + 12)}…`)
    }
  }
  return found
}

/** A number that is not part of a model code (SB-L1500), a standard (ISO 9001) or a word. */
const number =
  /(?<![\p{L}\p{N}\-+/.,\u00a0 ])\p{N}[\p{N}.,\u00a0\u202f ]*\p{N}|(?<![\p{L}\p{N}\-/.,])\p{N}/u
/** Four or more digits without a separator, except a year (2003; 2559 in Thai dates, Buddhist era). */
const ungrouped = /(?<![\p{L}\p{N}\-/.,])(?!(?:19|20|25)\d\d(?!\d))\d{4,}(?!\p{N})/u

describe('numbers in the copy of the key pages', () => {
  it.each(['de', 'ru', 'hu', 'kk', 'it', 'vi'] as const)(
    '%s: no English thousands (1,200), no thousands with a plain space',
    (locale) => {
      expect(offending(locale, /\d,\d{3}(?!\d)/)).toEqual([])
      // Intl separates thousands with a no-break space (ru, kk, hu) or a dot (de, it, vi).
      expect(offending(locale, /\d \d{3}(?!\d)/)).toEqual([])
    },
  )

  it.each(['de', 'ru', 'kk', 'th', 'vi'] as const)(
    '%s: thousands grouped as Intl groups them (1.200, 1 200, 1,200)',
    (locale) => {
      expect(numberFormat(locale).format(1200)).not.toBe('1200')
      expect(offending(locale, ungrouped)).toEqual([])
    },
  )

  it('th: thousands with a comma, never a dot or a space', () => {
    expect(offending('th', /\d[.\u00a0 ]\d{3}(?!\d)/)).toEqual([])
  })

  it('hu: four digits together (1200), five and more grouped (40 000), as Intl writes them', () => {
    expect(offending('hu', /\d[.,\u00a0 ]\d{3}(?![\d\u00a0])(?<!\d{2}[.,\u00a0 ]\d{3})/)).toEqual(
      [],
    )
    expect(offending('hu', /(?<![\p{L}\p{N}\-/.,])\d{5,}(?!\p{N})/u)).toEqual([])
  })

  it.each(['de', 'ru', 'hu', 'th'] as const)(
    '%s: the key figures are Intl’s numbers (home, about, equipment)',
    (locale) => {
      const fmt = numberFormat(locale)
      const home = JSON.stringify(buildPageCopy('home', locale).figures)
      expect(home).toContain(fmt.format(2600))
      expect(home).toContain(fmt.format(1200))
      const about = JSON.stringify(buildPageCopy('aboutUs', locale).figures)
      expect(about).toContain(fmt.format(2600))
      const agv = JSON.stringify(buildPageCopy('AGVDetails', locale).families)
      expect(agv).toContain(fmt.format(1500))
    },
  )

  it.each(['ru', 'kk'] as const)('%s: units in Cyrillic, never kg, mm, h or min', (locale) => {
    expect(offending(locale, /\b(mm|kg|h|min)\b/)).toEqual([])
    expect(offending(locale, /(?<![\p{L}\p{N}])(m|m²|m\/s|km|s|Ah|GWh)(?![\p{L}\p{N}])/u)).toEqual(
      [],
    )
  })

  it('round-the-clock service as each language writes it (7×24 in Chinese, 0–24 in Hungarian)', () => {
    const hotline = (locale: Locale) =>
      (buildPageCopy('serviceSupport', locale) as { figures: Array<{ value: string }> }).figures[0]!
        .value
    expect(hotline('en')).toBe('24/7')
    expect(hotline('zh-CN')).toBe('7×24')
    expect(hotline('hu')).toBe('0–24')
  })

  it('finds numbers at all (the patterns above are not vacuous)', () => {
    const all = copyTexts('ru')
      .map(([, text]) => text)
      .join('\n')
    expect(all).toMatch(number)
    expect(all).toContain(numberFormat('ru').format(3000))
  })
})

describe('signs', () => {
  it.each(['en', 'de', 'ru', 'th'] as const)(
    '%s: a negative figure has the minus sign, as the copy writes "−30 °C"',
    (locale) => {
      expect(formatQuantity(locale, -18, 'percent', { sign: 'exceptZero' })).toMatch(/^\u221218/)
      expect(formatQuantityRange(locale, -30, 40, 'celsius')).toContain('\u221230')
      expect(splitQuantity(locale, -33, 'percent').value).toBe('\u221233')
      expect(formatQuantity(locale, 30, 'percent', { sign: 'exceptZero' })).toMatch(/^\+30/)
    },
  )
})
