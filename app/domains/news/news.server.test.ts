/**
 * The news and investor-news pages' data against the real content service (in this process, on
 * PGlite): a page of articles with its pager, the keyword search and the topic filter, the empty
 * answer to a search that finds nothing, 404s for an unknown topic or a page past the end; one
 * article with its topics, report and the latest; and what the input schemas accept and refuse.
 */
import { safeParse } from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { openApi, useContentService } from '../../../tests/setup/content-service'

useContentService('news')

const { newsList, articleDetail, NEWS_PER_PAGE } = await import('./news.server')
const { articleInput, newsListInput } = await import('./news.schema')

const all = { page: 1, q: null, tag: null }
/** The service's own count of published articles of a kind in a language. */
const count = async (kind: string, language = 'en') =>
  (await openApi<{ total: number }>(`article/list?language=${language}&type=${kind}&pageSize=1`))
    .total
const plain = (text: string) => text.replace(/\u200b/g, '')

describe('news list', () => {
  it.each(['news', 'investor'] as const)(
    '%s: a page of articles, newest first, with as many pages as it needs',
    async (kind) => {
      const total = await count(kind)
      const view = (await newsList('en', kind, all))!
      expect(view.status).toBe('ok')
      expect(view.total).toBe(total)
      expect(view.items).toHaveLength(Math.min(total, NEWS_PER_PAGE))
      expect(view.pageCount).toBe(Math.ceil(total / NEWS_PER_PAGE))
      const dates = view.items.map((i) => i.date)
      expect(dates).toEqual([...dates].sort().reverse())
      expect(view.items[0]!.link.to).toBe(
        kind === 'news' ? '/$lang/aboutUs/journalism/$articleId' : '/$lang/investor-news/$articleId',
      )
      expect(await newsList('en', kind, { ...all, page: view.pageCount + 1 })).toBeNull()
    },
  )

  it('finds articles by a word of their title and says so when nothing is found', async () => {
    const first = (await newsList('en', 'news', all))!.items[0]!
    const word = plain(first.title).split(/\s+/).find((w) => w.length > 5)!
    const found = (await newsList('en', 'news', { ...all, q: word }))!
    expect(found.items.map((i) => plain(i.title))).toContain(plain(first.title))
    const none = (await newsList('en', 'news', { ...all, q: 'zzqxv' }))!
    expect(none.items).toEqual([])
    expect(none.total).toBe(0)
    expect(none.emptyText).toContain('zzqxv')
  })

  it('filters by topic, offers the topics in the language of the page, and 404s an unknown one', async () => {
    const view = (await newsList('en', 'news', all))!
    expect(view.topics.length).toBeGreaterThan(0)
    const topic = view.topics[0]!
    const filtered = (await newsList('en', 'news', { ...all, tag: topic.id }))!
    expect(filtered.items.length).toBeGreaterThan(0)
    expect(filtered.total).toBeLessThanOrEqual(view.total)
    for (const item of filtered.items) {
      const id = Number(item.link.params.articleId)
      const article = await articleDetail('en', 'news', id)
      expect(article && 'topics' in article && article.topics).toContain(topic.name)
    }
    expect(await newsList('en', 'news', { ...all, tag: 999_999 })).toBeNull()
    // Investor news has no topics.
    expect((await newsList('en', 'investor', all))!.topics).toEqual([])
  })
})

describe('article', () => {
  it('shows one article with its date, body and the latest others of its kind', async () => {
    const first = (await newsList('en', 'news', all))!.items[1]!
    const id = Number(first.link.params.articleId)
    const view = await articleDetail('en', 'news', id)
    if (!view || !('labels' in view)) throw new Error(`article ${id} not shown`)
    expect(view.status).toBe('ok')
    expect(plain(view.title)).toBe(plain(first.title))
    expect(view.dateLabel).toBe(first.dateLabel)
    expect(view.html.length).toBeGreaterThan(100)
    expect(view.html).not.toMatch(/<script|onerror=/i)
    expect(view.labels.back).toBe('All news')
    expect(view.latest.length).toBeGreaterThan(0)
    expect(view.latest.length).toBeLessThanOrEqual(3)
    expect(view.latest.map((a) => Number(a.link.params.articleId))).not.toContain(id)
  })

  it('offers the report of an investor article that has one', async () => {
    const list = (await newsList('en', 'investor', { ...all }))!
    const views = await Promise.all(
      list.items.map((i) => articleDetail('en', 'investor', Number(i.link.params.articleId))),
    )
    const withReport = views.find((v) => v && 'attachment' in v && v.attachment)
    expect(withReport && 'attachment' in withReport && withReport.attachment).toMatch(/\.pdf$/)
    expect(withReport && 'labels' in withReport && withReport.labels.back).toBe(
      'All investor news',
    )
  })

  it('has no article of another kind, or of an unknown id', async () => {
    const news = Number((await newsList('en', 'news', all))!.items[0]!.link.params.articleId)
    expect(await articleDetail('en', 'investor', news)).toBeNull()
    expect(await articleDetail('en', 'news', 2_000_000)).toBeNull()
  })
})

describe('news inputs', () => {
  it('accepts a list query and an article', () => {
    expect(
      safeParse(newsListInput, { lang: 'ja', kind: 'news', page: 2, q: 'AGV', tag: 3 }).success,
    ).toBe(true)
    expect(safeParse(articleInput, { lang: 'en', kind: 'investor', id: 88 }).success).toBe(true)
  })

  it.each([
    ['an unknown kind', { kind: 'blog' }],
    ['an empty search', { q: '' }],
    ['a search past 100 characters', { q: 'x'.repeat(101) }],
    ['a topic id of 0', { tag: 0 }],
    ['page 0', { page: 0 }],
    ['an unknown locale', { lang: 'xx' }],
  ])('refuses a list with %s', (_, change) => {
    const input = { lang: 'en', kind: 'news', page: 1, q: null, tag: null, ...change }
    expect(safeParse(newsListInput, input).success).toBe(false)
  })
})
