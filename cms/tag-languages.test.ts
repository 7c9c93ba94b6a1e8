/**
 * Tags in every content language the seed writes (zh, en and the ten languages of
 * cms/seed/content/more-languages.ts): one translation key per tag across the languages, and an
 * article's version in one of them names that language's tags, so a reader's topic chips, a
 * filter by one of them and an article's topics are in the reader's language. Against the real
 * service on PGlite; every answer is validated against api-spec/.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tags as seedTags } from './seed/content/case-categories'
import { storyLanguages } from './seed/content/more-languages'
import { keys } from './seed/keys'
import { startTestCms, openApiGetter } from './test-support'

const seedLanguages = ['zh', 'en', ...storyLanguages] as const

interface Tag {
  id: number
  language: string
  translationKey: string
  tagName: string
}
interface Article {
  id: number
  language: string
  translationKey: string
  title: string
  tags: Tag[]
}

describe('tags in every language', () => {
  let cms: Awaited<ReturnType<typeof startTestCms>>
  beforeAll(async () => {
    // A new database seeded in full (every story in 12 languages): a minute on a busy machine.
    cms = await startTestCms('pglite', '')
  }, 240_000)
  afterAll(() => cms?.stop())

  const get = openApiGetter(() => cms)
  const chainOf = (language: string) =>
    language === 'zh' || language === 'en' ? language : `${language},en`

  it('each tag has one version per language, under one translation key', async () => {
    for (const tag of seedTags) {
      const { versions } = await get<{ versions: Array<{ language: string }> }>(
        '/translations',
        `/translations?type=tag&key=${keys.tag(tag)}`,
      )
      expect(versions.map((v) => v.language).sort(), tag.key).toEqual([...seedLanguages].sort())
    }
  })

  it.each(seedLanguages)('a %s reader’s topics are in that language', async (language) => {
    const list = await get<Tag[]>('/tag/list', `/tag/list?language=${chainOf(language)}`)
    expect(list.map((t) => [t.language, t.translationKey, t.tagName]).sort()).toEqual(
      seedTags.map((t) => [language, keys.tag(t), t.name[language]]).sort(),
    )
    // Every article of the language names its tags in it.
    const news = await get<{ list: Article[] }>(
      '/article/list',
      `/article/list?language=${chainOf(language)}&type=news&pageSize=50`,
    )
    const names = new Set(list.map((t) => t.tagName))
    const tagged = news.list.filter((a) => a.tags.length)
    expect(tagged.length).toBeGreaterThan(0)
    for (const article of tagged) {
      expect(article.language).toBe(language)
      for (const tag of article.tags) {
        expect(tag.language, `${article.title}: ${tag.tagName}`).toBe(language)
        expect(names).toContain(tag.tagName)
      }
    }
  })

  it('a Russian article’s topics are Russian, and a filter by a Russian topic finds the Russian articles with it', async () => {
    const ruTags = await get<Tag[]>('/tag/list', '/tag/list?language=ru,en')
    const retrofit = ruTags.find((t) => t.translationKey === 'tag-retrofit')!
    expect(retrofit.tagName).toBe('Модернизация')

    const page = await get<{ list: Article[]; total: number }>(
      '/article/list',
      `/article/list?language=ru,en&type=news&tagId=${retrofit.id}&pageSize=50`,
    )
    expect(page.total).toBeGreaterThan(0)
    for (const article of page.list) {
      expect(article.language).toBe('ru')
      expect(article.tags.map((t) => t.tagName)).toContain('Модернизация')
    }
    // The same stories as the English filter by the English tag.
    const enTags = await get<Tag[]>('/tag/list', '/tag/list?language=en')
    const enRetrofit = enTags.find((t) => t.translationKey === 'tag-retrofit')!
    const en = await get<{ list: Article[] }>(
      '/article/list',
      `/article/list?language=en&type=news&tagId=${enRetrofit.id}&pageSize=50`,
    )
    expect(page.list.map((a) => a.translationKey)).toEqual(en.list.map((a) => a.translationKey))

    // The article's page names its topics in Russian.
    const detail = await get<Article>('/articleDetails/{id}', `/articleDetails/${page.list[0]!.id}`)
    expect(detail.language).toBe('ru')
    const ruNames = new Map(seedTags.map((t) => [keys.tag(t), t.name.ru]))
    expect(detail.tags.length).toBeGreaterThan(0)
    for (const tag of detail.tags)
      expect([tag.language, tag.tagName]).toEqual(['ru', ruNames.get(tag.translationKey)])
  })

  it('every version in another language names the tag rows of its own language', async () => {
    const { rows } = (await cms.database.db.execute(sql`
      select article.language as article, tag.language as tag, count(*)::int as n
      from article_tag
      join article on article.id = article_tag.article_id
      join tag on tag.id = article_tag.tag_id
      group by article.language, tag.language
      order by article.language, tag.language`)) as unknown as {
      rows: Array<{ article: string; tag: string; n: number }>
    }
    expect(rows.map((r) => r.article).sort()).toEqual([...seedLanguages].sort())
    for (const row of rows) expect(row.tag, `${row.article} articles`).toBe(row.article)
  })

  it('zh-TW and zh-CN readers get the Chinese rows (the site converts them)', async () => {
    const zh = await get<Tag[]>('/tag/list', '/tag/list?language=zh')
    expect(zh.map((t) => t.language)).toEqual(zh.map(() => 'zh'))
    for (const chain of ['zh-TW,zh', 'zh-CN,zh'])
      expect(await get('/tag/list', `/tag/list?language=${chain}`)).toEqual(zh)
  })
})
