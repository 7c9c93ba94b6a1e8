/**
 * The home page's content strips against the real content service (in this process, on PGlite
 * with the seed): the industries, the newest case studies and the newest news of the page's
 * language, each linking to its own page; English stories marked as such on a page in another
 * language; and empty strips, not an error, while the service is down.
 */
import { describe, expect, it } from 'vitest'
import {
  openApi,
  startContentService,
  whileServiceDown,
} from '../../../tests/setup/content-service'

startContentService('home')

const { homeStrips } = await import('./home.server')

interface Listed {
  list: Array<{ id: number; title: string; publishDate: string; language: string }>
}
/** The newest stories of a kind as the service lists them (no site cache in between). */
const newest = (type: 'case' | 'news', language: string, size: number, order = 'date') =>
  openApi<Listed>(`article/list?language=${language}&order=${order}&type=${type}&pageSize=${size}`)

/** Titles without the marks where a line may or may not break (ADR 029), as the service has them. */
const plain = (text: string) => text.replace(/[\u200b\u2060]/g, '')

describe('home strips', () => {
  it('en: the eight industries, the three newest case studies and the four newest news', async () => {
    const strips = await homeStrips('en')
    expect(strips.industries.map((i) => i.name)).toEqual([
      'Tobacco',
      'New energy',
      'Petrochemicals',
      'Pharmaceuticals',
      'Cold chain',
      'Retail & e-commerce',
      'Automotive',
      'Food & beverage',
    ])
    expect(strips.industries.every((i) => i.lang === undefined)).toBe(true)

    const cases = await newest('case', 'en', 3)
    expect(strips.cases.map((c) => plain(c.title))).toEqual(cases.list.map((a) => a.title))
    expect(strips.cases.map((c) => c.link)).toEqual(
      cases.list.map((a) => ({
        to: '/$lang/caseDetails',
        params: { lang: 'en' },
        search: { id: a.id },
      })),
    )
    expect(strips.cases.every((c) => c.industry.length > 0 && c.image.src.length > 0)).toBe(true)

    const news = await newest('news', 'en', 4)
    expect(strips.news.map((n) => plain(n.title))).toEqual(news.list.map((a) => a.title))
    expect(strips.news.map((n) => n.link)).toEqual(
      news.list.map((a) => ({
        to: '/$lang/aboutUs/journalism/$articleId',
        params: { lang: 'en', articleId: String(a.id) },
      })),
    )
    const first = strips.news[0]!
    expect(first.date).toBe(news.list[0]!.publishDate)
    expect(first.dateLabel).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)
    expect([...strips.cases, ...strips.news].some((item) => item.lang)).toBe(false)
  })

  it('zh-CN: the same strips in Chinese, dates as Chinese readers write them', async () => {
    const strips = await homeStrips('zh-CN')
    expect(strips.industries.map((i) => i.name)).toContain('冷链')
    const cases = await newest('case', 'zh-CN,zh', 3)
    expect(strips.cases.map((c) => plain(c.title))).toEqual(cases.list.map((a) => a.title))
    expect(strips.cases.every((c) => /\p{Script=Han}/u.test(c.title))).toBe(true)
    const news = await newest('news', 'zh-CN,zh', 4)
    expect(strips.news.map((n) => plain(n.title))).toEqual(news.list.map((a) => a.title))
    expect(strips.news[0]!.dateLabel).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日$/)
    expect(strips.news[0]!.link).toMatchObject({ params: { lang: 'zh-CN' } })
  })

  it('de: the German versions of the stories, unmarked, and the industries named in German', async () => {
    const strips = await homeStrips('de')
    const cases = await newest('case', 'de,en', 3, 'language')
    expect(strips.cases.map((c) => plain(c.title))).toEqual(cases.list.map((a) => a.title))
    expect(cases.list.every((a) => a.language === 'de')).toBe(true)
    expect([...strips.cases, ...strips.news].some((item) => item.lang ?? item.languageBadge)).toBe(
      false,
    )
    expect(strips.industries.find((i) => i.slug === 'cold-chain')?.name).toBe('Kühlkette')
  })
})

describe('home strips while the content service is down', () => {
  it('are empty (the page shows its empty notes), not an error', async () => {
    await whileServiceDown(
      () => import('./home.server'),
      async ({ homeStrips: down }) => {
        expect(await down('en')).toEqual({ industries: [], cases: [], news: [] })
      },
    )
  })
})
