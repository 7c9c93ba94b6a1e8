/**
 * The case-study pages' data against the real content service (in this process, on PGlite): the
 * list of all cases and of one industry with its pages, 404s for an unknown industry or a page
 * past the end, one case with its facts and related cases, the redirect to the reader's version;
 * and what the server functions' input schema accepts and refuses.
 */
import { safeParse } from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { openApi, useContentService } from '../../../tests/setup/content-service'

useContentService('cases')

const { caseList, caseDetail, CASES_PER_PAGE } = await import('./cases.server')
const { caseDetailInput, caseListInput } = await import('./cases.schema')

/** The service's own count of published cases in a language. */
const caseCount = async (language: string) =>
  (await openApi<{ total: number }>(`article/list?language=${language}&type=case&pageSize=1`))
    .total

describe('case list', () => {
  it('shows a page of all cases, the industries to choose from and as many pages as it needs', async () => {
    const total = await caseCount('en')
    const view = (await caseList('en', null, 1))!
    expect(view.status).toBe('ok')
    expect(view.total).toBe(total)
    expect(view.cards).toHaveLength(Math.min(total, CASES_PER_PAGE))
    expect(view.pageCount).toBe(Math.ceil(total / CASES_PER_PAGE))
    expect(view.industry).toBeNull()
    expect(view.nav.all).toBe('All industries')
    expect(view.nav.industries.map((i) => i.slug)).toContain('cold-chain')
    const last = (await caseList('en', null, view.pageCount))!
    expect(last.cards).toHaveLength(total - (view.pageCount - 1) * CASES_PER_PAGE)
    expect(new Set([...view.cards, ...last.cards].map((c) => c.title)).size).toBe(
      view.cards.length + last.cards.length,
    )
  })

  it("lists one industry's cases under its name, in the reader's language", async () => {
    const view = (await caseList('en', 'cold-chain', 1))!
    expect(view.industry).toEqual({ slug: 'cold-chain', name: 'Cold chain' })
    expect(view.heading).toBe('Cold chain case studies')
    expect(view.cards.length).toBeGreaterThan(0)
    expect(view.cards.every((card) => card.industry === 'Cold chain')).toBe(true)
    const zh = (await caseList('zh-CN', 'cold-chain', 1))!
    expect(zh.industry?.name).toBe('冷链')
    expect(zh.cards.every((card) => card.industry === '冷链')).toBe(true)
  })

  it('has no list for an unknown industry or a page past the last', async () => {
    expect(await caseList('en', 'shipbuilding', 1)).toBeNull()
    const view = (await caseList('en', null, 1))!
    expect(await caseList('en', null, view.pageCount + 1)).toBeNull()
  })
})

describe('case detail', () => {
  it('shows one case with its customer, industry, date, body and related cases of its industry', async () => {
    const [first] = (await caseList('en', 'cold-chain', 1))!.cards
    const id = Number(first!.link.search!.id)
    const view = await caseDetail('en', id)
    if (!view || !('labels' in view)) throw new Error(`case ${id} not shown`)
    expect(view.status).toBe('ok')
    expect(view.title.replace(/\u200b/g, '')).toBe(first!.title.replace(/\u200b/g, ''))
    expect(view.customer).toBeTruthy()
    expect(view.industry).toEqual({ slug: 'cold-chain', name: 'Cold chain' })
    expect(view.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(view.dateLabel).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/)
    expect(view.html).toContain('<h2>')
    expect(view.html).not.toContain('<script')
    expect(view.labels.related).toBe('More case studies from Cold chain')
    expect(view.related.length).toBeGreaterThan(0)
    expect(view.related.length).toBeLessThanOrEqual(3)
    expect(view.related.map((c) => c.link.search!.id)).not.toContain(id)
    expect(view.related.every((c) => c.industry === 'Cold chain')).toBe(true)
  })

  it("sends a reader to the version in the page's language, when there is one", async () => {
    const [first] = (await caseList('zh-CN', null, 1))!.cards
    const zhId = Number(first!.link.search!.id)
    const en = await caseDetail('en', zhId)
    expect(en).toMatchObject({ status: 'redirect', to: { to: '/$lang/caseDetails' } })
    const enId = Number((en as { to: { search: { id: number } } }).to.search.id)
    expect(enId).not.toBe(zhId)
    expect(await caseDetail('en', enId)).toMatchObject({ status: 'ok' })
  })

  it('has no case for an unknown id or an article of another kind', async () => {
    expect(await caseDetail('en', 2_000_000)).toBeNull()
    const news = await openApi<{ list: Array<{ id: number }> }>(
      'article/list?language=en&type=news&pageSize=1',
    )
    expect(await caseDetail('en', news.list[0]!.id)).toBeNull()
  })
})

describe('case inputs', () => {
  it('accepts a locale, an industry slug or none, and a page', () => {
    expect(safeParse(caseListInput, { lang: 'en', category: null, page: 1 }).success).toBe(true)
    expect(safeParse(caseListInput, { lang: 'zh-TW', category: 'cold-chain', page: 3 }).success)
      .toBe(true)
    expect(safeParse(caseDetailInput, { lang: 'de', id: 62 }).success).toBe(true)
  })

  it.each([
    ['an unknown locale', { lang: 'fr', category: null, page: 1 }],
    ['an industry that is not a slug', { lang: 'en', category: 'Cold Chain', page: 1 }],
    ['a slug past 64 characters', { lang: 'en', category: 'a'.repeat(65), page: 1 }],
    ['page 0', { lang: 'en', category: null, page: 0 }],
    ['a fractional page', { lang: 'en', category: null, page: 1.5 }],
    ['a page past 10,000', { lang: 'en', category: null, page: 10_001 }],
  ])('refuses a list with %s', (_, input) => {
    expect(safeParse(caseListInput, input).success).toBe(false)
  })

  it('refuses a case id that is not a positive whole number, or a malformed preview token', () => {
    for (const id of [0, -1, 1.5, '62'])
      expect(safeParse(caseDetailInput, { lang: 'en', id }).success).toBe(false)
    expect(safeParse(caseDetailInput, { lang: 'en', id: 62, preview: 'not a token' }).success).toBe(
      false,
    )
  })
})
