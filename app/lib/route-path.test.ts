import { describe, expect, it } from 'vitest'
import { routePath } from './route-path'

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

  it('refuses, at type level, a route that does not exist or a missing parameter', () => {
    // @ts-expect-error: no such route
    expect(routePath('/$lang/caseDetail', { lang: 'en' })).toBe('/en/caseDetail')
    // @ts-expect-error: the article id is missing
    expect(routePath('/$lang/investor-news/$articleId', { lang: 'en' })).toContain('/en/')
  })
})
