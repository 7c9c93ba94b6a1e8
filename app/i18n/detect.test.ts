import { describe, expect, it } from 'vitest'
import {
  detectLocale,
  localeFromAcceptLanguage,
  localeFromPath,
  localeFromTag,
  readCookie,
} from './detect'

describe('localeFromTag', () => {
  it('maps traditional Chinese variants to zh-TW and the rest of zh to zh-CN', () => {
    for (const tag of ['zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant', 'zh-Hant-HK', 'ZH-hk'])
      expect(localeFromTag(tag)).toBe('zh-TW')
    for (const tag of ['zh', 'zh-CN', 'zh-SG', 'zh-Hans', 'zh-Hans-CN'])
      expect(localeFromTag(tag)).toBe('zh-CN')
  })
  it('matches exact and primary tags', () => {
    expect(localeFromTag('en-US')).toBe('en')
    expect(localeFromTag('de-AT')).toBe('de')
    expect(localeFromTag('kk-KZ')).toBe('kk')
    expect(localeFromTag('ms')).toBe('ms')
    expect(localeFromTag('fr')).toBeUndefined()
    expect(localeFromTag('*')).toBeUndefined()
  })
})

describe('localeFromAcceptLanguage', () => {
  it('takes the best supported language by quality', () => {
    expect(localeFromAcceptLanguage('fr-FR,fr;q=0.9,de;q=0.8,en;q=0.7')).toBe('de')
    expect(localeFromAcceptLanguage('en;q=0.5, ja;q=0.9')).toBe('ja')
    expect(localeFromAcceptLanguage('zh-HK,zh;q=0.9')).toBe('zh-TW')
    expect(localeFromAcceptLanguage('fr, es')).toBeUndefined()
    expect(localeFromAcceptLanguage('de;q=0')).toBeUndefined()
    expect(localeFromAcceptLanguage('')).toBeUndefined()
  })
})

describe('detectLocale', () => {
  it('prefers the path, then the cookie, then Accept-Language, then zh-CN', () => {
    expect(
      detectLocale({ pathname: '/ko/joinUs', cookie: 'i18n_redirected=ja', acceptLanguage: 'de' }),
    ).toEqual({
      locale: 'ko',
      source: 'path',
    })
    expect(
      detectLocale({ pathname: '/', cookie: 'a=1; i18n_redirected=ja', acceptLanguage: 'de' })
        .locale,
    ).toBe('ja')
    expect(
      detectLocale({ pathname: '/', cookie: 'i18n_redirected=xx', acceptLanguage: 'de' }).locale,
    ).toBe('de')
    expect(detectLocale({ pathname: '/', acceptLanguage: 'fr' })).toEqual({
      locale: 'zh-CN',
      source: 'default',
    })
  })
})

describe('helpers', () => {
  it('reads the locale from the first path segment only', () => {
    expect(localeFromPath('/th/aboutUs')).toBe('th')
    expect(localeFromPath('/aboutUs/th')).toBeUndefined()
    expect(localeFromPath('/')).toBeUndefined()
  })
  it('reads cookies', () => {
    expect(readCookie('x=1; i18n_redirected=zh-TW', 'i18n_redirected')).toBe('zh-TW')
    expect(readCookie('i18n_redirected_x=en', 'i18n_redirected')).toBeUndefined()
    expect(readCookie(undefined, 'x')).toBeUndefined()
  })
})
