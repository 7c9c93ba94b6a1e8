/**
 * What the news server functions accept: the lists' and an article's inputs as the pages send
 * them; anything a forged call could add is refused on the server before the content service is
 * asked.
 */
import { describe, expect, it } from 'vitest'
import { articleInput, newsListInput } from './news.schema'

const refused = (schema: { safeParse: (v: unknown) => { success: boolean } }, inputs: object[]) => {
  for (const input of inputs)
    expect(schema.safeParse(input).success, JSON.stringify(input).slice(0, 80)).toBe(false)
}

describe('newsListInput', () => {
  const list = { lang: 'zh-CN', kind: 'news', page: 1, q: null, tag: null }

  it('accepts a page of news or investor news, with a search or a tag', () => {
    expect(newsListInput.safeParse(list).success).toBe(true)
    expect(newsListInput.safeParse({ ...list, kind: 'investor', q: '年报', tag: 7 }).success).toBe(
      true,
    )
  })

  it('refuses another kind, locale, page or tag, and a long search', () => {
    refused(newsListInput, [
      { ...list, kind: 'jobs' },
      { ...list, lang: 'en-US' },
      { ...list, page: 0 },
      { ...list, page: 10_001 },
      { ...list, tag: 0 },
      { ...list, tag: 1.5 },
      { ...list, q: '' },
      { ...list, q: 'x'.repeat(101) },
    ])
  })
})

describe('articleInput', () => {
  const article = { lang: 'th', kind: 'news', id: 80 }

  it('accepts an article, with or without a preview token', () => {
    expect(articleInput.safeParse(article).success).toBe(true)
  })

  it('refuses an id that is not a positive whole number and a malformed preview token', () => {
    refused(articleInput, [
      { ...article, id: 0 },
      { ...article, id: -3 },
      { ...article, id: 2 ** 60 },
      { ...article, id: '80' },
      { ...article, preview: 'not a token' },
    ])
  })
})
