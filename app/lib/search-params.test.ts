import { describe, expect, it } from 'vitest'
import { validateAnchorSearch, validateIdSearch } from './search-params'

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
  })
})
