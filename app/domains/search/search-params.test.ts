/**
 * The search page's address as a visitor or a crawler writes it: whatever comes in, the page
 * gets a query it can search, a known type or none, and a page number in range or none.
 */
import { describe, expect, it } from 'vitest'
import { validateSiteSearch } from './search-params'
import { searchInput } from './search.schema'
import { SEARCH_MAX_LENGTH } from './search-types'

describe('validateSiteSearch', () => {
  it('keeps a query as typed, in any script, with its spaces collapsed', () => {
    expect(validateSiteSearch({ q: '  Regalbediengerät   Hamburg ' })).toEqual({
      q: 'Regalbediengerät Hamburg',
      type: undefined,
      page: undefined,
    })
    expect(validateSiteSearch({ q: '蘇州 冷链' }).q).toBe('蘇州 冷链')
    expect(validateSiteSearch({ q: 'ระบบคลังสินค้า' }).q).toBe('ระบบคลังสินค้า')
    // A number in the address (`?q=2024`) is read back as a number by the router.
    expect(validateSiteSearch({ q: 2024 }).q).toBe('2024')
  })

  it('turns control and format characters into spaces and drops an empty query', () => {
    expect(validateSiteSearch({ q: 'AGV\u0000\u200bfleet\r\nplan' }).q).toBe('AGV fleet plan')
    expect(validateSiteSearch({ q: ' \u0007 ' }).q).toBeUndefined()
    expect(validateSiteSearch({ q: ['a', 'b'] }).q).toBeUndefined()
    expect(validateSiteSearch({}).q).toBeUndefined()
  })

  it('searches a very long query by its start instead of refusing it', () => {
    const q = validateSiteSearch({ q: '堆垛机'.repeat(4000) }).q!
    expect([...q]).toHaveLength(SEARCH_MAX_LENGTH)
    expect(q.startsWith('堆垛机堆垛机')).toBe(true)
  })

  it('keeps a known type and a page from 2 to 100; anything else is dropped', () => {
    expect(validateSiteSearch({ q: 'x', type: 'case', page: '3' })).toEqual({
      q: 'x',
      type: 'case',
      page: 3,
    })
    for (const page of ['1', '0', '-2', '101', '2.5', 'abc', 1e9])
      expect(validateSiteSearch({ page }).page, String(page)).toBeUndefined()
    for (const type of ['Case', 'articles', '', 42])
      expect(validateSiteSearch({ type }).type, String(type)).toBeUndefined()
  })
})

describe('searchInput (the server function, checked on the server)', () => {
  const valid = { lang: 'de', q: 'Kühllager', type: null, page: 1 }

  it('accepts what the page sends', () => {
    expect(searchInput.safeParse(valid).success).toBe(true)
    expect(searchInput.safeParse({ ...valid, q: null, type: 'job', page: 100 }).success).toBe(true)
  })

  it('refuses what the page never sends: an unknown locale or type, an empty or long query, a page out of range', () => {
    for (const input of [
      { ...valid, lang: 'xx' },
      { ...valid, type: 'users' },
      { ...valid, q: '' },
      { ...valid, q: 'a'.repeat(SEARCH_MAX_LENGTH + 1) },
      { ...valid, page: 0 },
      { ...valid, page: 101 },
      { ...valid, page: 1.5 },
      { ...valid, page: '2' },
    ])
      expect(searchInput.safeParse(input).success, JSON.stringify(input).slice(0, 80)).toBe(false)
  })
})
