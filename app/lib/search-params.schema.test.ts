import { describe, expect, it } from 'vitest'
import { anchorSearchSchema, idSearchSchema } from './search-params.schema'

describe('search-param schemas', () => {
  it('keep valid values and drop invalid ones', () => {
    expect(idSearchSchema.parse({ id: '12' })).toEqual({ id: 12 })
    expect(idSearchSchema.parse({ id: '-3' }).id).toBeUndefined()
    expect(idSearchSchema.parse({ id: 'abc' }).id).toBeUndefined()
    expect(idSearchSchema.parse({})).toEqual({})
    expect(anchorSearchSchema.parse({ anchor: '4' })).toEqual({ anchor: 4 })
    expect(anchorSearchSchema.parse({ anchor: '5' }).anchor).toBeUndefined()
    expect(anchorSearchSchema.parse({ anchor: '2.5' }).anchor).toBeUndefined()
  })
})
