/**
 * Closed job postings (issue 33, finding 5; ADR 037): the list and the counts show only the
 * postings open today, a closed one still answers its detail with its last day, and the seed's
 * open positions are open on the day a site runs, for a database seeded today or long ago.
 */
import { and, eq, lt, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import * as t from './db/schema'
import { jobs as seedJobs } from './seed/content/jobs'
import { contractValidator, startTestCms } from './test-support'

const validate = contractValidator()
const today = () => new Date().toISOString().slice(0, 10)
const openInSeed = seedJobs.filter((job) => job.closedDaysAgo === undefined).length

interface ListedJob {
  id: number
  validThrough?: string | null
}

async function get(cms: Awaited<ReturnType<typeof startTestCms>>, specPath: string, url: string) {
  const response = await cms.app.fetch(new Request(`http://cms.test/cms/open/api${url}`))
  const body = await response.json()
  validate(specPath, 'get', response.status, body)
  return { status: response.status, body }
}

/** The ids of the closed postings, read from the database, not through the API. */
async function closedIds(cms: Awaited<ReturnType<typeof startTestCms>>): Promise<number[]> {
  const rows = await cms.database.db
    .select({ id: t.job.id })
    .from(t.job)
    .where(and(lt(t.job.validThrough, sql`current_date`), eq(t.job.language, 'en')))
    .orderBy(t.job.id)
  return rows.map((row) => row.id)
}

describe('a database seeded today', () => {
  let cms: Awaited<ReturnType<typeof startTestCms>>
  beforeAll(async () => {
    cms = await startTestCms('pglite', '')
    // A new database seeded in full (every story in 13 languages): a minute on a busy machine.
  }, 240_000)
  afterAll(() => cms?.stop())

  it('lists and counts only the open postings; a few realistic closed ones remain', async () => {
    const list = await get(cms, '/job/list', '/job/list?language=en&pageSize=50')
    const listed = list.body.data.list as ListedJob[]
    expect(list.body.data.total).toBe(openInSeed)
    for (const job of listed) expect((job.validThrough ?? today()) >= today()).toBe(true)
    const closed = await closedIds(cms)
    expect(closed.length).toBe(seedJobs.length - openInSeed)
    expect(closed.length).toBeGreaterThan(0)
    expect(listed.map((job) => job.id)).not.toEqual(expect.arrayContaining([closed[0]]))
    const categories = await get(cms, '/job/getJobCategory', '/job/getJobCategory?language=en')
    const counted = (categories.body.data as Array<{ jobCount: number }>).reduce(
      (sum, c) => sum + c.jobCount,
      0,
    )
    expect(counted).toBe(openInSeed)
  })

  it('answers a closed posting by id, with its last day (before today)', async () => {
    const [id] = await closedIds(cms)
    const detail = await get(cms, '/job/{id}', `/job/${id}`)
    expect(detail.status).toBe(200)
    expect(detail.body.data.validThrough).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(detail.body.data.validThrough < today()).toBe(true)
    expect(detail.body.data.publishDate < detail.body.data.validThrough).toBe(true)
  })
})

describe('a database seeded long before the day the site runs', () => {
  let cms: Awaited<ReturnType<typeof startTestCms>>
  beforeAll(async () => {
    // The seed runs on 1 March 2025 (here, not copied from the run's template); the database's
    // own date (today) decides what is open.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-03-01T08:00:00Z') })
    cms = await startTestCms('pglite', '', { CMS_SEED_TEMPLATE: '' })
    vi.useRealTimers()
  }, 120_000)
  afterEach(() => vi.useRealTimers())
  afterAll(() => cms?.stop())

  it('still lists every open position of the seed, and none of its closed ones', async () => {
    const list = await get(cms, '/job/list', '/job/list?language=zh&pageSize=50')
    expect(list.body.data.total).toBe(openInSeed)
    const dates = (list.body.data.list as Array<{ publishDate: string }>).map((j) => j.publishDate)
    // Posted relative to the seed's day, not fixed dates.
    for (const date of dates) expect(date < '2025-03-01').toBe(true)
    expect((await closedIds(cms)).length).toBe(seedJobs.length - openInSeed)
  })
})
