import { describe, expect, it } from 'vitest'
import { linkHref, localeRoot, relocalizedPath, routeLink, routePath } from './route-path'

describe('routePath', () => {
  it('fills path parameters and writes the query without empty values', () => {
    expect(routePath('/$lang/caseDetails', { lang: 'en' }, { id: 45 })).toBe(
      '/en/caseDetails?id=45',
    )
    expect(routePath('/$lang/aboutUs/journalism/$articleId', { lang: 'ja', articleId: 95 })).toBe(
      '/ja/aboutUs/journalism/95',
    )
    expect(
      routePath('/$lang/aboutUs/journalism', { lang: 'de' }, { q: '', tag: null, page: 2 }),
    ).toBe('/de/aboutUs/journalism?page=2')
    expect(routePath('/$lang/succeedCase/$category', { lang: 'th', category: 'tobacco' })).toBe(
      '/th/succeedCase/tobacco',
    )
    expect(routePath('/$lang/aboutUs', { lang: 'zh-CN' })).toBe('/zh-CN/aboutUs')
    expect(routePath('/$lang', { lang: 'ko' })).toBe('/ko')
  })

  it('writes the query as the router does', () => {
    // Text is written as is, unless the router would read it back as a number or JSON: then it
    // is quoted, the canonical form the router redirects `?q=2024` to.
    expect(routePath('/$lang/aboutUs/journalism', { lang: 'en' }, { q: '2024' })).toBe(
      '/en/aboutUs/journalism?q=%222024%22',
    )
    expect(routePath('/$lang/aboutUs/journalism', { lang: 'en' }, { q: 'cold store' })).toBe(
      '/en/aboutUs/journalism?q=cold+store',
    )
    expect(routePath('/$lang/aboutUs/journalism', { lang: 'en' }, { q: 'true' })).toBe(
      '/en/aboutUs/journalism?q=%22true%22',
    )
  })

  it('refuses, at type level, a route that does not exist, a missing parameter or search key', () => {
    // @ts-expect-error: no such route
    expect(routePath('/$lang/caseDetail', { lang: 'en' })).toBe('/en/caseDetail')
    // @ts-expect-error: the article id is missing
    expect(routePath('/$lang/investor-news/$articleId', { lang: 'en' })).toContain('/en/')
    // @ts-expect-error: the job list reads no `id`
    expect(routePath('/$lang/joinUs', { lang: 'en' }, { id: 3 })).toBe('/en/joinUs?id=3')
  })
})

describe('routeLink', () => {
  it('is plain data with text parameters and no empty query values', () => {
    const link = routeLink('/$lang/aboutUs/journalism/$articleId', { lang: 'en', articleId: 95 })
    expect(link).toEqual({
      to: '/$lang/aboutUs/journalism/$articleId',
      params: { lang: 'en', articleId: '95' },
    })
    expect(JSON.parse(JSON.stringify(link))).toEqual(link)
    expect(
      routeLink('/$lang/joinUs', { lang: 'de' }, { category: 3, place: null, page: 2 }),
    ).toEqual({ to: '/$lang/joinUs', params: { lang: 'de' }, search: { category: 3, page: 2 } })
  })

  it('has the address routePath writes', () => {
    expect(linkHref(routeLink('/$lang/caseDetails', { lang: 'en' }, { id: 45 }))).toBe(
      routePath('/$lang/caseDetails', { lang: 'en' }, { id: 45 }),
    )
  })
})

describe('locale-prefixed paths that are already concrete', () => {
  it('puts a path below a locale', () => {
    expect(localeRoot('en')).toBe('/en')
    expect(localeRoot('en', 'aboutUs/culture')).toBe('/en/aboutUs/culture')
    expect(localeRoot('de', '/secretaries')).toBe('/de/secretaries')
  })

  it('moves a path to another locale', () => {
    expect(relocalizedPath('/en/aboutUs/culture', 'de', 'en')).toBe('/de/aboutUs/culture')
    expect(relocalizedPath('/en', 'ja', 'en')).toBe('/ja')
    expect(relocalizedPath('/', 'ja')).toBe('/ja')
    expect(relocalizedPath('', 'ja', 'en')).toBe('/ja')
    expect(relocalizedPath('/secretaries', 'ko')).toBe('/ko/secretaries')
  })
})
