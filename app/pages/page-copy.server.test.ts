/**
 * The copy of the main pages, as the server resolves it for each of the 13 locales: complete,
 * long enough to be a real page, and written in the locale's language (never an English or a
 * Chinese fallback left in place), brand names, model codes, standards and units excepted.
 */
import { describe, expect, it } from 'vitest'
import { locales, type Locale } from '../i18n/locales'
import { copyTexts, notWords } from '../site/copy-texts'
import { buildPageCopy } from './copy.server'
import type { PageId } from '../site/registry'

/** Main text of the English page, in characters (issue 10). */
const englishMinimum: Partial<Record<PageId, number>> = {
  home: 2000,
  productCenter: 2500,
  AGVDetails: 2500,
  pilerDetails: 2500,
  logisticsSolution: 2500,
  plantSolution: 2500,
  gardenSolution: 2500,
  serviceSupport: 1500,
  // Issue 12: the about section and the investor pages.
  aboutUs: 2000,
  chairman: 1500,
  electricity: 1500,
  development: 1500,
  contactUs: 1500,
  culture: 1500,
  responsibility: 1500,
  certification: 1500,
  secretaries: 1500,
  investor: 2000,
}

/** How long a text is in a locale compared with English (CJK writes far fewer characters). */
const lengthRatio: Partial<Record<Locale, number>> = {
  'zh-CN': 0.25,
  'zh-TW': 0.25,
  ja: 0.3,
  ko: 0.35,
}

/**
 * Fields that are not visible words: links, images' files, ids, colours, and a diagram's laid-out
 * labels (its words are checked in its `text`, which holds every label).
 */
const technicalFields = new Set([
  ...notWords,
  'kind',
  'hotline',
  'labels',
  // Page links labelled by page titles (checked with the messages); the contact page is listed
  // in Chinese locales only, so these lists differ in length by locale.
  'subnav',
  'links',
  'trail',
])

/** Every visible string of a page's copy, by its path in the copy object. */
const texts = (value: unknown) => copyTexts(value, technicalFields)

const names = [
  'Starbridge Logistics Automation Co., Ltd.',
  'StarOS WMS Cloud',
  'StarWCS Control',
  'Fleet Scheduler',
  'Digital Twin Studio',
  'Insight BI',
  'Starbridge',
  'LiFePO4',
  'PROFINET',
  // People keep their names in the Latin-script locales.
  'Chen Mingyuan',
  'Liu Siyuan',
  'Zhou Wenjing',
]

/** What is left of a text once names, codes, standards, units and numbers are removed. */
function words(text: string): string {
  let rest = text
  for (const name of names) rest = rest.replaceAll(name, ' ')
  return rest
    .replace(/[\w.-]+@[\w.-]+/g, ' ') // email addresses
    .replace(/\b[A-Z][A-Z0-9/-]*[A-Z0-9]\b/g, ' ') // ERP, SB-L600, ISO, VDA, PL
    .replace(/[\d.,:;!?·×±−–()%°+/\\\s-]+/g, ' ')
    .replace(/\b(kg|mm|m|s|h|Ah|V|d|min)\b/g, ' ')
    .trim()
}

const pageIds = Object.keys(englishMinimum) as PageId[]

describe.each(pageIds)('%s copy', (page) => {
  const english = texts(buildPageCopy(page, 'en'))
  const chinese = texts(buildPageCopy(page, 'zh-CN'))
  const englishLength = [...english.values()].join('').length

  it('has the English main text the page needs', () => {
    expect(englishLength).toBeGreaterThanOrEqual(englishMinimum[page] ?? 0)
  })

  it.each(locales)('is complete and in the language of %s', (locale) => {
    const copy = texts(buildPageCopy(page, locale))
    expect([...copy.keys()]).toEqual([...english.keys()])
    const empty = [...copy].filter(([, text]) => text.trim() === '').map(([path]) => path)
    expect(empty, 'empty texts').toEqual([])

    const length = [...copy.values()].join('').length
    expect(length).toBeGreaterThanOrEqual(Math.round(englishLength * (lengthRatio[locale] ?? 0.8)))

    const untranslated = [...copy]
      .filter(
        // A single word may be a loanword (German "Software", Malay "Media"); a phrase may not.
        ([path, text]) =>
          /\S\s+\S/.test(words(text)) && locale !== 'en' && text === english.get(path),
      )
      .map(([path]) => path)
    expect(untranslated, 'texts equal to English').toEqual([])

    if (!locale.startsWith('zh')) {
      // Japanese shares short terms with Chinese (自重, 年); a sentence never is the same.
      const chineseLeft = [...copy]
        .filter(([path, text]) => /[\u4e00-\u9fff]{4}/.test(text) && text === chinese.get(path))
        .map(([path]) => path)
      expect(chineseLeft, 'texts equal to Chinese').toEqual([])
    }
  })
})
