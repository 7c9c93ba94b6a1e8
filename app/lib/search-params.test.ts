import { describe, expect, it } from 'vitest'
import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router'
import { statusOfError } from './error-status'
import {
  DB_ID_MAX,
  MalformedId,
  parseSearchValue,
  validateAnchorSearch,
  validateIdSearch,
  validateJobSearch,
  validateNewsSearch,
  validatePageSearch,
  validatePreviewSearch,
  validateVideoSearch,
} from './search-params'
import { issuePreviewToken } from '../../cms/content/preview'

describe('search-param validators', () => {
  it('keep valid values and drop invalid ones', () => {
    expect(validateIdSearch({ id: '12' })).toEqual({ id: 12 })
    expect(validateIdSearch({ id: 12 })).toEqual({ id: 12 })
    expect(validateIdSearch({ id: '' }).id).toBeUndefined()
    expect(validateIdSearch({})).toEqual({})
    expect(validateAnchorSearch({ anchor: '4' })).toEqual({ anchor: 4 })
    expect(validateAnchorSearch({ anchor: 1 })).toEqual({ anchor: 1 })
    expect(validateAnchorSearch({ anchor: '5' }).anchor).toBeUndefined()
    expect(validateAnchorSearch({ anchor: '2.5' }).anchor).toBeUndefined()
    expect(validateAnchorSearch({ anchor: ['2'] }).anchor).toBeUndefined()
    expect(validatePageSearch({ page: '3' })).toEqual({ page: 3 })
    expect(validatePageSearch({ page: '1' })).toEqual({})
    expect(validatePageSearch({ page: 'x' })).toEqual({})
    // The key is always there, so the router's merge cannot bring back the raw value.
    expect(Object.keys(validatePageSearch({ page: 'x' }))).toEqual(['page'])
    expect(Object.keys(validateIdSearch({}))).toEqual(['id', 'preview'])
  })

  it('keep a preview token of the service form; anything else names nothing (404)', () => {
    const token = issuePreviewToken('a-secret-of-the-service', {
      collection: 'articles',
      id: 2_147_483_647,
      exp: 4_102_444_800,
    })
    expect(validatePreviewSearch({ preview: token })).toEqual({ preview: token })
    expect(validateIdSearch({ id: '7', preview: token })).toEqual({ id: 7, preview: token })
    expect(validatePreviewSearch({ preview: '' })).toEqual({ preview: undefined })
    const [payload, signature] = token.split('.')
    for (const bad of [
      'not-a-token',
      `${payload}.${signature}.x`,
      `${payload}.${signature}x`,
      `${payload}<script>.${signature}`,
      `${'a'.repeat(401)}.${signature}`,
      12,
      [token],
    ]) {
      expect(() => validatePreviewSearch({ preview: bad }), String(bad)).toThrow(MalformedId)
      expect(statusOfError(new MalformedId('preview'))).toBe(404)
    }
  })

  it('normalize a news search: page, keyword and tag', () => {
    expect(validateNewsSearch({ page: '2', q: '  cold   chain ', tag: '7' })).toEqual({
      page: 2,
      q: 'cold chain',
      tag: 7,
    })
    expect(validateNewsSearch({ q: '   ', tag: '' })).toEqual({})
    expect(validateNewsSearch({ q: 'a'.repeat(300) }).q).toHaveLength(100)
    expect(Object.keys(validateNewsSearch({}))).toEqual(['page', 'q', 'tag'])
  })

  it('normalize a job search: category, workplace and page', () => {
    expect(validateJobSearch({ category: '3', place: 7, page: '2' })).toEqual({
      category: 3,
      place: 7,
      page: 2,
    })
    expect(validateJobSearch({ category: '', page: '1' })).toEqual({})
    // Every key is there (undefined when dropped): the router's merge cannot revive a raw value.
    expect(Object.keys(validateJobSearch({ page: 'abc' }))).toEqual(['category', 'place', 'page'])
  })
})

describe('ids and search text from hostile URLs', () => {
  const parse = (query: string) =>
    parseSearchWith(parseSearchValue)(query) as Record<string, unknown>

  it('reads only plain decimal integers as numbers', () => {
    expect(parse('?id=24&page=2&q=%22cold%22&flag=true')).toEqual({
      id: 24,
      page: 2,
      q: 'cold',
      flag: true,
    })
    for (const raw of ['0x18', '24.0', '1e3', '%2024', '024', '99999999999999999999'])
      expect(typeof parse(`?id=${raw}`).id, raw).toBe('string')
  })

  it('writes back what it read, so the router never redirects a refused URL elsewhere', () => {
    const write = stringifySearchWith(JSON.stringify, parseSearchValue)
    for (const query of ['?id=24.0', '?id=0x18', '?q=2024', '?q=cold', '?id=24'])
      expect(write(parse(query)), query).toBe(query)
  })

  it('refuses ids that cannot be ids (404): not plain decimal, or past the database column', () => {
    expect(validateIdSearch(parse(`?id=${DB_ID_MAX}`)).id).toBe(DB_ID_MAX)
    expect(validateNewsSearch(parse('?tag=7')).tag).toBe(7)
    const cases: Array<[string, (search: Record<string, unknown>) => unknown]> = [
      ['?id=2147483648', validateIdSearch],
      ['?id=0x18', validateIdSearch],
      ['?id=24.0', validateIdSearch],
      ['?id=1e3', validateIdSearch],
      ['?id=0', validateIdSearch],
      ['?id=-1', validateIdSearch],
      ['?tag=abc', validateNewsSearch],
      ['?category=1.5', validateJobSearch],
      ['?place=%2012', validateJobSearch],
      ['?v=99999999999', validateVideoSearch],
    ]
    for (const [query, validate] of cases) {
      let error: unknown
      try {
        validate(parse(query))
      } catch (thrown) {
        error = thrown
      }
      expect(error, query).toBeInstanceOf(MalformedId)
      // As the router hands it on: wrapped, with the validator's error as its cause.
      expect(statusOfError(new Error('search', { cause: error })), query).toBe(404)
    }
  })

  it('takes control characters out of search text', () => {
    expect(validateNewsSearch({ q: 'cold\u0000chain' }).q).toBe('cold chain')
    expect(validateNewsSearch({ q: '\u0000\u0007\u200b' }).q).toBeUndefined()
    expect(validateNewsSearch({ q: 'AGV\u001b[31m' }).q).toBe('AGV [31m')
  })
})
