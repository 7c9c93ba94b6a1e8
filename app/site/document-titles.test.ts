/**
 * Issue 36: what search results show of every page in every locale. Each page's document title
 * (its title and the company's short name, app/lib/site-config.ts) stays within 70 characters
 * (CJK 35), its description within 160 (CJK 80), and no two pages of a locale share a title; a
 * list's page 2 has a title of its own.
 */
import { describe, expect, it } from 'vitest'
import { locales } from '../i18n/locales'
import { documentDescription, documentTitle, headLimits } from '../lib/site-config'
import { listLabels } from './list-labels.server'
import { message } from './message.server'
import { allPages } from './registry'
import * as m from '../paraglide/messages.js'

const length = (text: string) => [...text].length

describe.each(locales)('titles and descriptions in %s', (locale) => {
  const limits = headLimits(locale)
  const pages = allPages.map((page) => ({
    id: page.id,
    title: documentTitle(message(page.title, locale), locale),
    intro: message(page.description, locale),
    description: documentDescription(message(page.description, locale), locale),
  }))

  it('every title within what search results show, with the company name', () => {
    const over = pages.filter((p) => length(p.title) > limits.title)
    expect(over.map((p) => `${p.id}: ${p.title} (${length(p.title)})`)).toEqual([])
    for (const page of pages)
      expect(page.title, page.id).toMatch(/ - (Starbridge|星桥智能|星橋智能)$/)
  })

  it('every description within what search results show', () => {
    const over = pages.filter((p) => length(p.description) > limits.description)
    expect(over.map((p) => `${p.id}: ${length(p.description)}`)).toEqual([])
    for (const page of pages) {
      // The page's own introduction, cut at a sentence or a word: never empty, never a new text.
      expect(length(page.description), page.id).toBeGreaterThan(
        Math.min(length(page.intro) - 1, limits.description / 3),
      )
      expect(page.intro.startsWith(page.description.replace(/…$/, '')), page.id).toBe(true)
    }
  })

  it('no two pages share a title', () => {
    const seen = new Map<string, string>()
    // Pages titled by what they show (a story, an industry) are not compared by their fallback.
    const own = pages.filter((p) => {
      const entry = allPages.find((e) => e.id === p.id)!
      return entry.kind !== 'detail' && entry.kind !== 'article' && !entry.to.includes('$')
    })
    const shared = own.flatMap((p) => {
      const other = seen.get(p.title)
      seen.set(p.title, p.id)
      return other ? [`${other} and ${p.id}: ${p.title}`] : []
    })
    expect(shared).toEqual([])
  })

  it('each page’s title is its language’s own, not a title another locale shows as well', () => {
    const same = pages.filter((p) => {
      const entry = allPages.find((e) => e.id === p.id)!
      return locales.some(
        (other) =>
          other !== locale &&
          documentTitle(message(entry.title, other), other) === p.title &&
          // A word spelt alike in two languages (News in en and de) is not a shared label.
          !/^(News|Home) - /.test(p.title),
      )
    })
    expect(same.map((p) => `${p.id}: ${p.title}`)).toEqual([])
  })

  it('page 2 of a list names its page, page 1 does not', () => {
    expect(listLabels(locale, 30, 1, 10).pageTitle).toBeUndefined()
    const page2 = listLabels(locale, 30, 2, 10).pageTitle
    expect(page2).toMatch(/2/)
    expect(page2).toBe(m.pagination_page({ page: '2' }, { locale }))
  })
})
