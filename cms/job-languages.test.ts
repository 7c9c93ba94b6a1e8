/**
 * Job categories and workplaces in every content language the seed writes (zh, en and the ten
 * languages of cms/seed/content/more-languages.ts): one translation key per category or place
 * across the languages, and a position's version names those of its own language, so a reader's
 * filters, their counts and each job's facts are in the reader's language, and a filter by one of
 * them finds that language's positions. Against the real service on PGlite; every answer is
 * validated against api-spec/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobCategories, jobs as seedJobs, workPlaces } from './seed/content/jobs'
import { storyLanguages } from './seed/content/more-languages'
import { keys } from './seed/keys'
import { startTestCms, openApiGetter } from './test-support'

const seedLanguages = ['zh', 'en', ...storyLanguages] as const
const openJobs = seedJobs.filter((job) => job.closedDaysAgo === undefined)

interface Category {
  id: number
  language: string
  translationKey: string
  categoryName: string
  jobCount: number
}
interface Place {
  id: number
  language: string
  translationKey: string
  workPlaceName: string
  jobCount: number
}
interface Job {
  id: number
  language: string
  title: string
  categoryName: string
  workPlaceName: string
}

describe('job categories and workplaces in every language', () => {
  let cms: Awaited<ReturnType<typeof startTestCms>>
  beforeAll(async () => {
    // A new database seeded in full (every story in 12 languages): a minute on a busy machine.
    cms = await startTestCms('pglite', '')
  }, 240_000)
  afterAll(() => cms?.stop())

  const get = openApiGetter(() => cms)

  it('each category and workplace has one version per language, under one translation key', async () => {
    for (const [type, items, key] of [
      ['jobCategory', jobCategories, keys.jobCategory],
      ['workPlace', workPlaces, keys.workPlace],
    ] as const) {
      for (const item of items) {
        const { versions } = await get<{ versions: Array<{ language: string }> }>(
          '/translations',
          `/translations?type=${type}&key=${key(item)}`,
        )
        expect(versions.map((v) => v.language).sort(), `${type} ${item.key}`).toEqual(
          [...seedLanguages].sort(),
        )
      }
    }
  })

  it.each(seedLanguages)(
    'a %s reader’s filters name them in that language and count its positions',
    async (language) => {
      const chain = language === 'zh' || language === 'en' ? language : `${language},en`
      const categories = await get<Category[]>(
        '/job/getJobCategory',
        `/job/getJobCategory?language=${chain}`,
      )
      const places = await get<Place[]>('/job/getWorkPlace', `/job/getWorkPlace?language=${chain}`)
      expect(categories.map((c) => [c.language, c.categoryName])).toEqual(
        jobCategories.map((c) => [language, c.name[language]]),
      )
      expect(places.map((p) => [p.language, p.workPlaceName])).toEqual(
        workPlaces.map((p) => [language, p.name[language]]),
      )
      // Every open position is that language's, counted once under its category and its place.
      expect(categories.map((c) => c.jobCount)).toEqual(
        jobCategories.map((c) => openJobs.filter((j) => j.category === c.key).length),
      )
      expect(places.map((p) => p.jobCount)).toEqual(
        workPlaces.map((p) => openJobs.filter((j) => j.workPlace === p.key).length),
      )

      // Filtering by the reader's own category and place finds that language's positions,
      // each with its facts in that language.
      for (const category of categories) {
        const page = await get<{ list: Job[]; total: number }>(
          '/job/list',
          `/job/list?language=${chain}&categoryId=${category.id}&pageSize=50`,
        )
        expect(page.total, category.categoryName).toBe(category.jobCount)
        for (const job of page.list) {
          expect(job.language).toBe(language)
          expect(job.categoryName).toBe(category.categoryName)
          expect(places.map((p) => p.workPlaceName)).toContain(job.workPlaceName)
        }
      }
      const [place] = places
      const there = await get<{ list: Job[]; total: number }>(
        '/job/list',
        `/job/list?language=${chain}&workPlaceId=${place!.id}&pageSize=50`,
      )
      expect(there.total).toBe(place!.jobCount)
      for (const job of there.list) expect(job.workPlaceName).toBe(place!.workPlaceName)

      // A position's page names them in its language too.
      const detail = await get<Job>('/job/{id}', `/job/${there.list[0]!.id}`)
      expect([detail.language, detail.categoryName, detail.workPlaceName]).toEqual([
        language,
        expect.any(String),
        place!.workPlaceName,
      ])
      expect(categories.map((c) => c.categoryName)).toContain(detail.categoryName)
    },
    60_000,
  )

  it('zh-TW and zh-CN readers get the Chinese rows (the site converts them); the English ids still filter the Japanese positions', async () => {
    const zh = await get<Category[]>('/job/getJobCategory', '/job/getJobCategory?language=zh')
    for (const chain of ['zh-TW,zh', 'zh-CN,zh'])
      expect(await get('/job/getJobCategory', `/job/getJobCategory?language=${chain}`)).toEqual(zh)
    const en = await get<Category[]>('/job/getJobCategory', '/job/getJobCategory?language=en')
    const rd = en.find((c) => c.translationKey === 'job-category-rd')!
    const ja = await get<{ list: Job[]; total: number }>(
      '/job/list',
      `/job/list?language=ja,en&categoryId=${rd.id}&pageSize=50`,
    )
    expect(ja.total).toBe(rd.jobCount)
    for (const job of ja.list) expect([job.language, job.categoryName]).toEqual(['ja', '研究開発'])
  })
})
