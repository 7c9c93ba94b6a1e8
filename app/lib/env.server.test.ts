import { describe, expect, it } from 'vitest'
import { parseEnv } from './env.server'

describe('parseEnv', () => {
  it('applies defaults', () => {
    const env = parseEnv({})
    expect(env.PORT).toBe(3000)
    expect(env.HOST).toBe('0.0.0.0')
    expect(env.CMS_TIMEOUT_MS).toBe(25_000)
    expect(env.CMS_BASE_URL).toBeUndefined()
  })
  it('treats empty optional values as unset', () => {
    expect(parseEnv({ CMS_BASE_URL: '', DATABASE_URL: '' }).CMS_BASE_URL).toBeUndefined()
  })
  it('lists every bad value', () => {
    expect(() => parseEnv({ PORT: 'eighty', HOST: 'a b', CMS_BASE_URL: 'ftp://x' })).toThrow(
      /PORT[\s\S]*HOST[\s\S]*CMS_BASE_URL/,
    )
    expect(() => parseEnv({ PORT: '70000' })).toThrow(/PORT/)
  })
})
