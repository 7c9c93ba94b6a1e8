/**
 * The seed's translation keys (cms/seed/keys.ts) and its versions in more languages: keys are
 * unique, readable and derived from each item alone; a version that names no story stops the seed
 * before it writes anything.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TRANSLATION_KEY } from '../../contract/content-language'
import type { CmsDatabase } from '../db/client'
import { articles } from './content/articles'
import { caseCategories, tags } from './content/case-categories'
import { cases } from './content/cases'
import { downloads } from './content/downloads'
import { jobCategories, jobs, workPlaces } from './content/jobs'
import { videos } from './content/media'
import { extraVersions, type ExtraVersion } from './content/more-languages'
import { assertUniqueKeys, keys } from './keys'
import { resolveExtraVersions } from './seed'

describe('seed translation keys', () => {
  const all = {
    category: caseCategories.map(keys.category),
    tag: tags.map(keys.tag),
    article: [...cases.map(keys.case), ...articles.map(keys.article)],
    video: videos.map(keys.video),
    download: downloads.map(keys.download),
    jobCategory: jobCategories.map(keys.jobCategory),
    workPlace: workPlaces.map(keys.workPlace),
    job: jobs.map(keys.job),
  }

  it('are readable: the item’s kind, then words of its name', () => {
    expect(keys.case(cases[0]!)).toBe('case-hengyuan-tobacco-logistics-center')
    const fleet = articles.find((a) => a.title.en.startsWith('Fleet Scheduler 4.0'))!
    expect(keys.article(fleet)).toBe('news-2026-03-fleet-scheduler-4-0')
    const annual = articles.find((a) => a.title.en === '2025 Annual Report')!
    expect(keys.article(annual)).toBe('investor-2026-04-2025-annual-report')
    expect(all.tag).toContain('tag-wms')
    expect(all.category).toContain('category-tobacco')
    expect(all.video).toContain('video-agv-fleet')
    expect(all.download).toContain('download-stacker-crane-datasheet')
    expect(all.jobCategory).toContain('job-category-rd')
    expect(all.workPlace).toContain('workplace-kuala-lumpur')
    expect(all.job).toContain('job-wms-backend-engineer-java')
  })

  it('are keys the contract accepts, one per story in each table', () => {
    for (const [kind, list] of Object.entries(all)) {
      for (const key of list) {
        expect(key, kind).toMatch(TRANSLATION_KEY)
        expect(key.length, kind).toBeLessThanOrEqual(100)
      }
      expect(new Set(list).size, kind).toBe(list.length)
    }
  })

  it('depend on the item alone: adding items elsewhere changes no key', () => {
    const extra = { ...cases[3]!, customer: { zh: '新客户', en: 'A New Customer Ltd.' } }
    expect([extra, ...cases, extra].map(keys.case).slice(1, -1)).toEqual(cases.map(keys.case))
    const news = { ...articles[0]!, title: { zh: '新闻', en: 'Another story' } }
    expect([news, ...articles].map(keys.article).slice(1)).toEqual(articles.map(keys.article))
  })

  it('a given key wins, and two stories with one key stop the seed', () => {
    expect(keys.case({ ...cases[0]!, key: 'case-kept-key' })).toBe('case-kept-key')
    expect(() => keys.case({ ...cases[0]!, key: 'Not A Key' })).toThrow(/not a translation key/)
    expect(() => assertUniqueKeys('article', ['case-a', 'case-b', 'case-a'])).toThrow(
      /two article items share the translation key "case-a"/,
    )
  })
})

describe('versions in more languages', () => {
  afterEach(() => {
    vi.doUnmock('./content/more-languages')
    vi.resetModules()
  })

  it('each names a seed story by its exact English title and kind', () => {
    const resolved = resolveExtraVersions(extraVersions)
    expect(resolved.length).toBeGreaterThanOrEqual(8)
    for (const version of resolved) expect(version.story.title.en).toBe(version.of.enTitle)
    const count = (language: string, kind: string) =>
      resolved.filter((v) => v.language === language && v.kind === kind).length
    expect(
      [count('ja', 'case'), count('ja', 'news'), count('de', 'case'), count('de', 'news')].every(
        (n) => n >= 2,
      ),
    ).toBe(true)
  })

  // Issue 36: a reader of any of the site's languages reads every story in it.
  it.each(['ja', 'de', 'ko', 'th', 'it', 'hu', 'ru', 'kk', 'ms', 'vi'])(
    '%s has one version of every case study, news and investor item, open position and film',
    (language) => {
      const mine = resolveExtraVersions(extraVersions).filter((v) => v.language === language)
      const names = (kind: string) =>
        mine
          .filter((v) => v.kind === kind)
          .map((v) => v.story.title.en)
          .sort()
      expect(names('case')).toEqual(cases.map((c) => c.title.en).sort())
      for (const type of ['news', 'investor'] as const)
        expect(names(type)).toEqual(
          articles
            .filter((a) => a.type === type)
            .map((a) => a.title.en)
            .sort(),
        )
      expect(names('job')).toEqual(
        jobs
          .filter((j) => j.closedDaysAgo === undefined)
          .map((j) => j.title.en)
          .sort(),
      )
      // Issue 37: and every film of the video centre.
      expect(names('video')).toEqual(videos.map((v) => v.title.en).sort())
    },
  )

  it('a title that names no story (or a story of another kind) fails loudly', () => {
    const first = extraVersions[0] as Extract<ExtraVersion, { of: { kind: 'case' } }>
    const typo = { ...first, of: { ...first.of, enTitle: `${first.of.enTitle}.` } }
    expect(() => resolveExtraVersions([typo])).toThrow(
      /no case study titled "Two high-speed .*centre\." in English \(cms\/seed\/content\/languages\/ja\)/,
    )
    const wrongKind = { ...first, of: { ...first.of, kind: 'news' as const } }
    expect(() => resolveExtraVersions([wrongKind])).toThrow(/no news article titled/)
    const film = extraVersions.find(
      (v): v is Extract<ExtraVersion, { of: { kind: 'video' } }> =>
        v.of.kind === 'video' && v.language === 'ru',
    )!
    expect(() =>
      resolveExtraVersions([{ ...film, of: { kind: 'video', enTitle: 'A Film Never Made' } }]),
    ).toThrow(
      /no video titled "A Film Never Made" in English \(cms\/seed\/content\/languages\/ru\)/,
    )
  })

  it('a position must carry as many duties and requirements as its story', () => {
    const job = jobs.find((j) => j.closedDaysAgo === undefined)!
    const version: ExtraVersion = {
      language: 'ko',
      of: { kind: 'job', enTitle: job.title.en },
      title: '직무',
      responsibilities: job.responsibilities.en.map((_, i) => `업무 ${i + 1}`),
      requirements: job.requirements.en.map((_, i) => `요건 ${i + 1}`),
    }
    expect(resolveExtraVersions([version])[0]!.story).toBe(job)
    expect(() =>
      resolveExtraVersions([{ ...version, requirements: version.requirements.slice(1) }]),
    ).toThrow(/has not as many items as its story/)
  })

  it('the seed stops on it before it writes a file or touches the database', async () => {
    const [first] = extraVersions
    vi.doMock('./content/more-languages', () => ({
      extraVersions: [{ ...first!, of: { kind: 'case', enTitle: 'No such case study' } }],
    }))
    const { seed } = await import('./seed')
    const filesDir = join(mkdtempSync(join(tmpdir(), 'starbridge-seed-')), 'files')
    const db = new Proxy({} as CmsDatabase, {
      get: () => {
        throw new Error('the database was used')
      },
    })
    try {
      await expect(seed(db, filesDir)).rejects.toThrow(/no case study titled "No such case study"/)
      expect(existsSync(filesDir)).toBe(false)
    } finally {
      rmSync(join(filesDir, '..'), { recursive: true, force: true })
    }
  })
})
