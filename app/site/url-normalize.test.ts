import { describe, expect, it } from 'vitest'
import { normalizedPath } from './url-normalize'

describe('normalizedPath', () => {
  it('keeps a path that is already right', () => {
    for (const path of [
      '/',
      '/en',
      '/en/productCenter',
      '/zh-CN/aboutUs/chairman',
      '/en/succeedCase/tobacco',
    ])
      expect(normalizedPath(path), path).toBeNull()
  })

  it('takes the registry spelling of the locale and of fixed segments', () => {
    expect(normalizedPath('/en/productcenter')).toBe('/en/productCenter')
    expect(normalizedPath('/EN/productCenter')).toBe('/en/productCenter')
    expect(normalizedPath('/zh-cn/ABOUTUS/Chairman')).toBe('/zh-CN/aboutUs/chairman')
    expect(normalizedPath('/en/succeedcase/AllCase')).toBe('/en/succeedCase/AllCase')
    // A fixed page wins over the parameter page beside it ($category).
    expect(normalizedPath('/en/succeedCase/allcase')).toBe('/en/succeedCase/AllCase')
    expect(normalizedPath('/en/AboutUs/Journalism/12')).toBe('/en/aboutUs/journalism/12')
    expect(normalizedPath('/EN/Investor-News/7')).toBe('/en/investor-news/7')
  })

  it('keeps slugs and ids as they are', () => {
    expect(normalizedPath('/EN/succeedCase/Tobacco')).toBe('/en/succeedCase/Tobacco')
  })

  it('drops a trailing slash', () => {
    expect(normalizedPath('/en/')).toBe('/en')
    expect(normalizedPath('/en/productCenter/')).toBe('/en/productCenter')
    expect(normalizedPath('/secretaries/')).toBe('/secretaries')
    expect(normalizedPath('/en/nope/')).toBe('/en/nope')
  })

  it('leaves unknown pages and protocol-relative paths alone', () => {
    expect(normalizedPath('/en/nope')).toBeNull()
    expect(normalizedPath('//evil.example/')).toBeNull()
    expect(normalizedPath('/xx/productCenter')).toBeNull()
  })
})
