import { describe, expect, it } from 'vitest'
import {
  validateAnchorSearch,
  validateIdSearch,
  validateJobSearch,
  validateNewsSearch,
  validatePageSearch,
} from './search-params'

describe('search-param validators', () => {
  it('keep valid values and drop invalid ones', () => {
    expect(validateIdSearch({ id: '12' })).toEqual({ id: 12 })
    expect(validateIdSearch({ id: 12 })).toEqual({ id: 12 })
    expect(validateIdSearch({ id: '-3' }).id).toBeUndefined()
    expect(validateIdSearch({ id: '0' }).id).toBeUndefined()
    expect(validateIdSearch({ id: 'abc' }).id).toBeUndefined()
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
    expect(Object.keys(validateIdSearch({ id: 'abc' }))).toEqual(['id'])
  })

  it('normalize a news search: page, keyword and tag', () => {
    expect(validateNewsSearch({ page: '2', q: '  cold   chain ', tag: '7' })).toEqual({
      page: 2,
      q: 'cold chain',
      tag: 7,
    })
    expect(validateNewsSearch({ q: '   ', tag: 'x' })).toEqual({})
    expect(validateNewsSearch({ q: 'a'.repeat(300) }).q).toHaveLength(100)
    expect(Object.keys(validateNewsSearch({}))).toEqual(['page', 'q', 'tag'])
  })

  it('normalize a job search: category, workplace and page', () => {
    expect(validateJobSearch({ category: '3', place: 7, page: '2' })).toEqual({
      category: 3,
      place: 7,
      page: 2,
    })
    expect(validateJobSearch({ category: '0', place: 'x', page: '1' })).toEqual({})
    expect(validateJobSearch({ category: '-2', place: ['1'] })).toEqual({})
    // Every key is there (undefined when dropped): the router's merge cannot revive a raw value.
    expect(Object.keys(validateJobSearch({ category: 'abc' }))).toEqual([
      'category',
      'place',
      'page',
    ])
  })
})
