import { describe, expect, it } from 'vitest'
import { bestVersion, contentLanguages, locales } from '../i18n/locales'
import { routeLink } from '../lib/route-path'
import { chooseVersion, storyAlternates, storyLanguageLinks } from './story-versions'

/** A case study written in Chinese and English, and one also in Japanese. */
const pair = [
  { language: 'zh', id: 1 },
  { language: 'en', id: 45 },
]
const triple = [...pair, { language: 'ja', id: 90 }]

describe('the content-language policy', () => {
  it('gives every locale a chain that starts with its own language', () => {
    expect(contentLanguages('zh-CN')).toBe('zh-CN,zh')
    expect(contentLanguages('zh-TW')).toBe('zh-TW,zh')
    expect(contentLanguages('en')).toBe('en')
    expect(contentLanguages('ja')).toBe('ja,en')
    expect(contentLanguages('de')).toBe('de,en')
    for (const locale of locales) expect(contentLanguages(locale).split(',')[0]).toBe(locale)
  })

  it('picks the best version of the chain, own or fallback', () => {
    expect(bestVersion('zh-CN', triple)).toEqual({ version: { language: 'zh', id: 1 }, own: true })
    expect(bestVersion('zh-TW', triple)).toEqual({ version: { language: 'zh', id: 1 }, own: true })
    expect(bestVersion('ja', triple)).toEqual({ version: { language: 'ja', id: 90 }, own: true })
    expect(bestVersion('ja', pair)).toEqual({ version: { language: 'en', id: 45 }, own: false })
    expect(bestVersion('en', [{ language: 'zh', id: 1 }])).toBeNull()
  })
})

describe('a story page', () => {
  it('shows its own version, answers 301 to the locale’s version, 404 without one', () => {
    expect(chooseVersion('case', 'en', 45, pair)).toEqual({
      kind: 'show',
      own: true,
      language: 'en',
    })
    // The English id under a Chinese prefix: the Chinese version.
    expect(chooseVersion('case', 'zh-CN', 45, pair)).toEqual({
      kind: 'redirect',
      to: routeLink('/$lang/caseDetails', { lang: 'zh-CN' }, { id: 1 }),
    })
    expect(chooseVersion('news', 'ja', 1, triple)).toEqual({
      kind: 'redirect',
      to: routeLink('/$lang/aboutUs/journalism/$articleId', { lang: 'ja', articleId: 90 }),
    })
    expect(chooseVersion('case', 'ko', 45, pair)).toEqual({
      kind: 'show',
      own: false,
      language: 'en',
    })
    expect(chooseVersion('job', 'en', 1, [{ language: 'zh', id: 1 }])).toEqual({ kind: 'none' })
  })

  it('offers only real versions as alternates, the same set from each, x-default in English', () => {
    expect(storyAlternates('case', triple)).toEqual([
      { hrefLang: 'zh-CN', path: '/zh-CN/caseDetails?id=1' },
      { hrefLang: 'en', path: '/en/caseDetails?id=45' },
      { hrefLang: 'zh-TW', path: '/zh-TW/caseDetails?id=1' },
      { hrefLang: 'ja', path: '/ja/caseDetails?id=90' },
      { hrefLang: 'x-default', path: '/en/caseDetails?id=45' },
    ])
    expect(storyAlternates('investor', [{ language: 'zh', id: 7 }]).at(-1)).toEqual({
      hrefLang: 'x-default',
      path: '/zh-CN/investor-news/7',
    })
  })

  it('sends the picker to each locale’s version, or to the list when there is none', () => {
    const links = storyLanguageLinks('job', [{ language: 'zh', id: 3 }])
    expect(links['zh-CN']).toBe('/zh-CN/join-details?id=3')
    expect(links['zh-TW']).toBe('/zh-TW/join-details?id=3')
    expect(links.en).toBe('/en/joinUs')
    expect(storyLanguageLinks('case', triple).ko).toBe('/ko/caseDetails?id=45')
  })
})
