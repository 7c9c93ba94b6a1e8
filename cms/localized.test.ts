/**
 * Localized content (issue 24, ADR 025) against the real service on PGlite and PostgreSQL: the
 * versions of a story share its translation key, preference lists answer each story once in its
 * best language, filters by id find every language's version, and /translations. Every answer is
 * validated against api-spec/.
 */
import { sql } from 'drizzle-orm'
import { contentLanguages } from '../contract/content-language'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { tags as seedTags } from './seed/content/case-categories'
import { jobs as seedJobs } from './seed/content/jobs'
import { extraVersions } from './seed/content/more-languages'
import { contractValidator, startTestCms, type DatabaseKind } from './test-support'

/** The seed's open job postings (the closed ones are in no list, ADR 037). */
const openJobs = seedJobs.filter((job) => job.closedDaysAgo === undefined).length

const validate = contractValidator()

interface Item {
  id: number
  language: string
  translationKey: string
  title: string
  type?: string
  classifyId?: number | null
  tags?: Array<{ id: number; translationKey: string }>
}
interface Page {
  list: Item[]
  total: number
}

/** English titles of the stories these tests keep in Japanese and German (see beforeAll). */
const HENGYUAN = 'Two high-speed carton sorting lines for a regional tobacco distribution centre'
const BINGYUAN = 'A 30-metre frozen AS/RS operating at -25 °C'
/** The seed's Japanese title of the story of this English title. */
const japaneseTitle = (enTitle: string) =>
  extraVersions.find((v) => v.language === 'ja' && v.of.enTitle === enTitle)!.title
const SHUTTLE_NEWS =
  'Starbridge launches fourth-generation four-way shuttle with a cold-store version rated to -25 °C'
const SCHEDULER_NEWS = 'Fleet Scheduler 4.0 released: one site, up to 500 vehicles of mixed types'

describe.each<DatabaseKind>(['pglite', 'postgres'])('localized content on %s', (kind) => {
  let cms: Awaited<ReturnType<typeof startTestCms>>
  // A database of its own on PostgreSQL: the one other test files share is seeded by whichever
  // starts first, with the files of its own DATA_DIR.
  const database = `starbridge_localized_${process.pid}`
  let admin: pg.Client | undefined
  beforeAll(async () => {
    const url = new URL(inject('databaseUrl'))
    if (kind === 'postgres') {
      admin = new pg.Client({ connectionString: url.href })
      await admin.connect()
      await admin.query(`CREATE DATABASE ${database}`)
      url.pathname = `/${database}`
    }
    cms = await startTestCms(kind, url.href)
    // The world these tests were written for (issue 24): stories in zh and en, and only four in
    // ja and de. Since issue 36 the seed has every story in every language, which leaves no story
    // to fall back for; the versions written later are removed here, so preference lists, filters
    // and fallbacks are exercised on stories with and without a version.
    await cms.database.db.execute(sql`
      delete from article_tag where article_id in (
        select id from article where language not in ('zh', 'en') and not (
          language in ('ja', 'de') and translation_key in (
            select translation_key from article where language = 'en' and title in (
              ${HENGYUAN}, ${BINGYUAN}, ${SHUTTLE_NEWS}, ${SCHEDULER_NEWS}))))`)
    await cms.database.db.execute(sql`
      delete from article where language not in ('zh', 'en') and not (
        language in ('ja', 'de') and translation_key in (
          select translation_key from article where language = 'en' and title in (
            ${HENGYUAN}, ${BINGYUAN}, ${SHUTTLE_NEWS}, ${SCHEDULER_NEWS})))`)
    await cms.database.db.execute(sql`delete from job where language not in ('zh', 'en')`)
    // And the films' versions (issue 37), for the fallbacks of /media/list and /translations.
    await cms.database.db.execute(sql`delete from media where language not in ('zh', 'en')`)
  }, 120_000)
  afterAll(async () => {
    await cms?.stop()
    await admin?.query(`DROP DATABASE IF EXISTS ${database}`)
    await admin?.end()
  })

  /** GET `url`, its answer checked against the contract's `specPath`. */
  async function get(specPath: string, url: string) {
    const response = await cms.app.fetch(new Request(`http://cms.test/cms/open/api${url}`))
    const body = await response.json()
    validate(specPath, 'get', response.status, body)
    return { status: response.status, body }
  }
  const articles = async (query: string): Promise<Page> =>
    (await get('/article/list', `/article/list?pageSize=100&${query}`)).body.data
  const byTitle = (page: Page, title: string) => page.list.find((a) => a.title === title)
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await cms.database.db.execute(query)) as unknown as { rows: T[] }).rows

  it('pairs the zh and en versions of a case: one key, and each lists the other', async () => {
    const en = byTitle(await articles('language=en&type=case'), HENGYUAN)!
    const zh = (await get('/articleDetails/{id}', '/articleDetails/1')).body.data
    expect(zh.language).toBe('zh')
    expect(en.translationKey).toBe('case-hengyuan-tobacco-logistics-center')
    expect(zh.translationKey).toBe(en.translationKey)
    const detail = (await get('/articleDetails/{id}', `/articleDetails/${en.id}`)).body.data
    expect(detail.versions).toEqual(zh.versions)
    expect(zh.versions.map((v: { language: string }) => v.language)).toEqual([
      'zh',
      'en',
      'de',
      'ja',
    ])
    expect(zh.versions).toContainEqual({ language: 'en', id: en.id })
    expect(zh.versions).toContainEqual({ language: 'zh', id: 1 })
  })

  it('pairs jobs too: GET /job/{id} lists the versions', async () => {
    const en = (await get('/job/list', '/job/list?language=en&pageSize=50')).body.data.list[0]
    const detail = (await get('/job/{id}', `/job/${en.id}`)).body.data
    expect(detail.translationKey).toBe(en.translationKey)
    expect(detail.versions.map((v: { language: string }) => v.language)).toEqual(['zh', 'en'])
    const zhId = detail.versions[0].id
    const zh = (await get('/job/{id}', `/job/${zhId}`)).body.data
    expect(zh.language).toBe('zh')
    expect(zh.versions).toEqual(detail.versions)
  })

  it('holds the seed Japanese and German versions: 2 cases and 2 news items in each', async () => {
    for (const language of ['ja', 'de']) {
      const cases = await articles(`language=${language}&type=case`)
      const news = await articles(`language=${language}&type=news`)
      expect([cases.total, news.total], language).toEqual([2, 2])
      for (const item of [...cases.list, ...news.list]) expect(item.language).toBe(language)
    }
    // Each is a version of its English story: same key, cover, date, category, and the same
    // tags in its own language.
    const en = byTitle(await articles('language=en&type=case'), BINGYUAN)!
    const ja = (await articles('language=ja&type=case')).list.find(
      (a) => a.translationKey === en.translationKey,
    )!
    const [enDetail, jaDetail] = await Promise.all(
      [en.id, ja.id].map(
        async (id) => (await get('/articleDetails/{id}', `/articleDetails/${id}`)).body.data,
      ),
    )
    expect(jaDetail.title).toBe(japaneseTitle(BINGYUAN))
    expect(jaDetail.cover.url).toBe(enDetail.cover.url)
    expect(jaDetail.publishDate).toBe(enDetail.publishDate)
    expect(jaDetail.classifyId).toBe(enDetail.classifyId)
    const tagKeys = (tags: Array<{ translationKey: string }>) =>
      tags.map((t) => t.translationKey).sort()
    expect(tagKeys(jaDetail.tags)).toEqual(tagKeys(enDetail.tags))
    expect(new Set(jaDetail.tags.map((t: { language: string }) => t.language))).toEqual(
      new Set(['ja']),
    )
    expect(jaDetail.versions).toEqual(enDetail.versions)
  })

  it('language=ja,en: each story once, the Japanese version where there is one, totals of stories', async () => {
    const [en, ja, both] = await Promise.all([
      articles('language=en&type=case'),
      articles('language=ja&type=case'),
      articles('language=ja,en&type=case'),
    ])
    expect(both.total).toBe(en.total)
    expect(both.list).toHaveLength(en.total)
    const keys = both.list.map((a) => a.translationKey)
    expect(new Set(keys).size).toBe(keys.length)
    const japaneseKeys = new Set(ja.list.map((a) => a.translationKey))
    expect(japaneseKeys.size).toBe(2)
    for (const item of both.list)
      expect(item.language, item.translationKey).toBe(
        japaneseKeys.has(item.translationKey) ? 'ja' : 'en',
      )
    // Ordered as before: newest first, ties by id.
    const order = both.list.map((a) => a.id)
    const expected = await rows<{ id: number }>(
      sql`select id from article where type = 'case' and (language = 'ja' or (language = 'en' and translation_key not in (select translation_key from article where language = 'ja'))) order by publish_date desc, id desc`,
    )
    expect(order).toEqual(expected.map((r) => r.id))
    // Paging counts stories too: page 3 of 10 holds the last 4.
    const page3 = await get(
      '/article/list',
      '/article/list?language=ja,en&type=case&pageSize=10&pageNum=3',
    )
    expect(page3.body.data.total).toBe(24)
    expect(page3.body.data.list.map((a: Item) => a.id)).toEqual(order.slice(20))
    // A story with no version in the list is left out.
    expect((await articles('language=ja&type=investor')).total).toBe(0)
  })

  it('order=language: the first language’s stories first, newest first in each group, paged over that order', async () => {
    // A story in English only, newer than every other: first by date, after every Japanese story
    // by language (whatever the seed holds in Japanese by now).
    const [story] = await rows<{ id: number }>(
      sql`insert into article (language, translation_key, type, title, summary, content, publish_date) values ('en', 'case-order-probe', 'case', 'Order probe', 'Only in English.', '<p>x</p>', current_date + 1) returning id`,
    )
    try {
      const byDate = await articles('language=ja,en&type=case')
      const ordered = await articles('language=ja,en&type=case&order=language')
      expect(byDate.list[0]!.id).toBe(story!.id)
      expect(ordered.total).toBe(byDate.total)
      const rank = (a: Item) => ['ja', 'en'].indexOf(a.language)
      const japanese = ordered.list.filter((a) => a.language === 'ja').length
      expect(ordered.list.map(rank)).toEqual([...ordered.list.map(rank)].sort())
      expect(ordered.list[japanese]!.id).toBe(story!.id)
      // Within each language, the date order of the plain list.
      for (const language of ['ja', 'en'])
        expect(ordered.list.filter((a) => a.language === language).map((a) => a.id)).toEqual(
          byDate.list.filter((a) => a.language === language).map((a) => a.id),
        )
      // Paged over that order: pages of 5 put together are the whole list.
      const pages = await Promise.all(
        [1, 2, 3, 4, 5].map(
          async (n) =>
            (
              await get(
                '/article/list',
                `/article/list?language=ja,en&type=case&order=language&pageSize=5&pageNum=${n}`,
              )
            ).body.data as Page,
        ),
      )
      expect(pages.flatMap((p) => p.list.map((a) => a.id))).toEqual(
        ordered.list.slice(0, 25).map((a) => a.id),
      )
    } finally {
      await rows(sql`delete from article where translation_key = 'case-order-probe'`)
    }
    // Jobs take the same option; an unknown order is a 400.
    const jobs = (await get('/job/list', '/job/list?language=ja,en&order=language&pageSize=100'))
      .body.data as Page
    expect(jobs.total).toBe(openJobs)
    expect((await get('/article/list', '/article/list?language=en&order=title')).status).toBe(400)
  })

  it('a single language answers as a plain filter on that language did', async () => {
    for (const language of ['zh', 'en']) {
      for (const type of ['case', 'news', 'investor']) {
        const page = await articles(`language=${language}&type=${type}`)
        const expected = await rows<{ id: number }>(
          sql`select id from article where language = ${language} and type = ${type} order by publish_date desc, id desc`,
        )
        expect(
          page.list.map((a) => a.id),
          `${language} ${type}`,
        ).toEqual(expected.map((r) => r.id))
        expect(page.total).toBe(expected.length)
        for (const item of page.list) expect(item.language).toBe(language)
      }
    }
    const zhTags = (await get('/tag/list', '/tag/list?language=zh')).body.data
    expect(zhTags.map((t: Item) => t.language)).toEqual(zhTags.map(() => 'zh'))
    expect(zhTags).toHaveLength(seedTags.length)
    const tree = (await get('/classify/treeData', '/classify/treeData?classifyType=0&language=zh'))
      .body.data
    expect(tree).toHaveLength(1)
    expect(tree[0].children.map((c: { classifyName: string }) => c.classifyName)).toContain('烟草')
    const jobs = (await get('/job/list', '/job/list?language=zh&pageSize=50')).body.data
    expect(jobs.total).toBe(openJobs)
    const categories = (await get('/job/getJobCategory', '/job/getJobCategory?language=zh')).body
      .data
    expect(categories.reduce((n: number, c: { jobCount: number }) => n + c.jobCount, 0)).toBe(
      openJobs,
    )
  })

  it('filters by id match the item’s story: the English category finds the Japanese cases in it', async () => {
    const enTree = (
      await get('/classify/treeData', '/classify/treeData?classifyType=0&language=en')
    ).body.data[0].children
    const zhTree = (
      await get('/classify/treeData', '/classify/treeData?classifyType=0&language=zh')
    ).body.data[0].children
    const tobaccoEn = enTree.find((c: { outLink: string }) => c.outLink === 'tobacco')
    const tobaccoZh = zhTree.find((c: { outLink: string }) => c.outLink === 'tobacco')
    expect(tobaccoEn.translationKey).toBe('category-tobacco')
    const viaEn = await articles(`language=ja,en&type=case&classifyId=${tobaccoEn.id}`)
    const viaZh = await articles(`language=ja,en&type=case&classifyId=${tobaccoZh.id}`)
    expect(viaEn.total).toBe(3)
    expect(viaEn.list.map((a) => [a.language, a.title])).toContainEqual([
      'ja',
      japaneseTitle(HENGYUAN),
    ])
    expect(viaZh.list).toEqual(viaEn.list)
    // The Japanese case names the category a ja,en reader's tree has.
    for (const item of viaEn.list) expect(item.classifyId).toBe(tobaccoEn.id)

    const sortingEn = (await get('/tag/list', '/tag/list?language=en')).body.data.find(
      (t: Item) => t.translationKey === 'tag-sorting',
    )
    const tagged = await articles(`language=ja,en&tagId=${sortingEn.id}`)
    expect(tagged.list.some((a) => a.language === 'ja' && a.title.includes('仕分け'))).toBe(true)
    for (const item of tagged.list)
      expect(item.tags!.map((t) => t.translationKey)).toContain('tag-sorting')

    // An id of nothing answers as it always did: an empty page.
    for (const filter of ['classifyId=999999', 'tagId=999999']) {
      const none = await articles(`language=en&${filter}`)
      expect(none).toMatchObject({ list: [], total: 0 })
    }

    // Jobs: a Chinese workplace id finds the English jobs there.
    const places = (await get('/job/getWorkPlace', '/job/getWorkPlace?language=zh')).body.data
    const shenzhen = places.find(
      (p: { translationKey: string }) => p.translationKey === 'workplace-shenzhen',
    )
    const jobs = (
      await get('/job/list', `/job/list?language=en&workPlaceId=${shenzhen.id}&pageSize=50`)
    ).body.data
    expect(jobs.total).toBe(shenzhen.jobCount)
    expect(jobs.total).toBeGreaterThan(0)
    for (const job of jobs.list) expect(job.language).toBe('en')
    const none = (await get('/job/list', '/job/list?language=en&categoryId=999999')).body.data
    expect(none).toMatchObject({ list: [], total: 0 })
  })

  it('a keyword searches the chosen version: no English version of a story that has a Japanese one', async () => {
    // "Hengyuan" is in the English summary of a case whose Japanese version does not say it.
    const en = await articles('language=en&keyword=Hengyuan')
    expect(en.list.map((a) => a.title)).toContain(HENGYUAN)
    const both = await articles('language=ja,en&keyword=Hengyuan')
    expect(both.list.map((a) => a.translationKey)).not.toContain(
      'case-hengyuan-tobacco-logistics-center',
    )
    expect(both.total).toBe(en.total - 1)
    // And the Japanese words find the Japanese version.
    const ja = await articles(`language=ja,en&keyword=${encodeURIComponent('たばこ')}`)
    expect(ja.list.map((a) => a.language)).toContain('ja')
  })

  it('lists of tags, categories, job categories and workplaces take preference lists', async () => {
    // zh-TW has no tags of its own (the seed writes every other language's): each falls back.
    const tags = (await get('/tag/list', '/tag/list?language=zh-TW,en')).body.data
    expect(tags).toHaveLength(seedTags.length)
    expect(new Set(tags.map((t: Item) => t.language))).toEqual(new Set(['en']))
    const tree = (
      await get('/classify/treeData', '/classify/treeData?classifyType=0&language=ja,en')
    ).body.data
    expect(tree).toHaveLength(1)
    expect(tree[0].language).toBe('en')
    expect(tree[0].children).toHaveLength(8)
    const categories = (await get('/job/getJobCategory', '/job/getJobCategory?language=ko,en')).body
      .data
    expect(categories).toHaveLength(5)
    expect(categories.reduce((n: number, c: { jobCount: number }) => n + c.jobCount, 0)).toBe(
      openJobs,
    )
    const mixed = (await get('/job/list', '/job/list?language=zh,en&pageSize=50')).body.data
    expect(mixed.total).toBe(openJobs)
    for (const path of ['/media/list', '/download/list']) {
      const [zh, mixedList] = await Promise.all([
        get(path, `${path}?language=zh&pageSize=50`),
        get(path, `${path}?language=vi,en,zh&pageSize=50`),
      ])
      expect(mixedList.body.data.total).toBe(zh.body.data.total)
      for (const item of mixedList.body.data.list) expect(item.language).toBe('en')
    }
    const links = (await get('/blogroll/list', '/blogroll/list?language=ja,en')).body.data
    const enLinks = (await get('/blogroll/list', '/blogroll/list?language=en')).body.data
    expect(links).toEqual(enLinks)
  })

  it('a malformed language list answers 400 like any bad parameter', async () => {
    const sixteen = Array.from({ length: 16 }, (_, i) => (i % 2 ? 'en' : 'zh')).join(',')
    for (const language of ['xx', 'ja,', ',en', 'ja,,en', 'JA', 'ja;en', 'zh-cn', sixteen, '']) {
      for (const path of ['/article/list', '/tag/list', '/job/getJobCategory']) {
        const { status, body } = await get(path, `${path}?language=${encodeURIComponent(language)}`)
        expect(status, `${path} ${language}`).toBe(400)
        expect(body.errors.language).toBeTruthy()
      }
    }
    const fifteen = Array.from({ length: 15 }, (_, i) => (i % 2 ? 'en' : 'zh')).join(',')
    expect((await get('/tag/list', `/tag/list?language=${fifteen}`)).status).toBe(200)
  })

  it('GET /translations: by key or by the id of any version; 400 for both or neither, 404 for none', async () => {
    const byKey = await get(
      '/translations',
      '/translations?type=article&key=case-hengyuan-tobacco-logistics-center',
    )
    expect(byKey.body.data).toEqual({
      type: 'article',
      translationKey: 'case-hengyuan-tobacco-logistics-center',
      versions: (await get('/articleDetails/{id}', '/articleDetails/1')).body.data.versions,
    })
    for (const version of byKey.body.data.versions) {
      const byId = await get('/translations', `/translations?type=article&id=${version.id}`)
      expect(byId.body.data).toEqual(byKey.body.data)
    }
    // Tags are seeded in every language (cms/tag-languages.test.ts).
    const tag = await get('/translations', '/translations?type=tag&key=tag-wms')
    expect(tag.body.data.versions.map((v: { language: string }) => v.language)).toEqual(
      contentLanguages.filter((language) => language !== 'zh-CN' && language !== 'zh-TW'),
    )
    for (const type of ['media', 'download', 'classify', 'jobCategory', 'workPlace', 'job']) {
      const { status, body } = await get('/translations', `/translations?type=${type}&id=1`)
      expect(status, type).toBe(200)
      // Job categories and workplaces are seeded in every language (cms/job-languages.test.ts).
      const seededEverywhere = type === 'jobCategory' || type === 'workPlace'
      expect(body.data.versions.length, type).toBe(seededEverywhere ? 12 : 2)
    }

    for (const query of [
      'type=article',
      'type=article&key=tag-wms&id=1',
      'type=story&id=1',
      'key=tag-wms',
      'type=tag&key=Tag_WMS',
      'type=tag&id=0x1',
      'type=tag&id=2147483648',
    ]) {
      expect((await get('/translations', `/translations?${query}`)).status, query).toBe(400)
    }
    for (const query of [
      'type=tag&key=no-such-story',
      'type=article&id=999999',
      'type=media&key=tag-wms',
    ]) {
      expect((await get('/translations', `/translations?${query}`)).status, query).toBe(404)
    }
    const post = await cms.app.fetch(
      new Request('http://cms.test/cms/open/api/translations', { method: 'POST' }),
    )
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
  })
})
