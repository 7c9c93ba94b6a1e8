import { describe, expect, it } from 'vitest'
import { localizedHref } from './switch-locale'

describe('localizedHref', () => {
  it('replaces the first segment and keeps the rest, query and hash', () => {
    expect(localizedHref('de', { pathname: '/en/productCenter', search: '?x=1', hash: '#a' })).toBe(
      '/de/productCenter?x=1#a',
    )
    expect(localizedHref('ja', { pathname: '/zh-CN/aboutUs/chairman' })).toBe(
      '/ja/aboutUs/chairman',
    )
  })
  it('prefixes the home page and unprefixed paths', () => {
    expect(localizedHref('en', { pathname: '/' })).toBe('/en')
    expect(localizedHref('th', { pathname: '/en' })).toBe('/th')
    expect(localizedHref('ko', { pathname: '/secretaries', search: '?a=b' })).toBe(
      '/ko/secretaries?a=b',
    )
  })
  it('accepts a hash without its #', () => {
    expect(localizedHref('vi', { pathname: '/en/joinUs', hash: 'top' })).toBe('/vi/joinUs#top')
  })
})
