/** Job categories, workplaces, the job list and job details. */
import { and, asc, count, eq, gte, isNull, or, sql, type Subquery } from 'drizzle-orm'
import type { AnyPgColumn, SelectedFields } from 'drizzle-orm/pg-core'
import { Hono } from 'hono'
import { z } from 'zod'
import type { ContentLanguage } from '../../contract/content-language'
import type { CmsDatabase } from '../db/client'
import * as t from '../db/schema'
import { fail, messages, ok } from '../http'
import {
  chosenPage,
  chosenVersions,
  languagesSchema,
  listOrderBy,
  listOrderSchema,
  preferredReferences,
  sameStoryAs,
  versionsOf,
} from './localized'
import {
  type CmsAppOptions,
  type Schemas,
  idSchema,
  like,
  pageSchema,
  parseQuery,
  visibleNow,
} from './shared'

/**
 * A posting open today: no closing date, or one not passed (the database's date, UTC on PGlite;
 * the contract's `validThrough`, ADR 037). Lists and counts show only these.
 */
function openPosting(validThrough: AnyPgColumn) {
  return or(isNull(validThrough), gte(validThrough, sql`current_date`))
}

/** Jobs as the contract has them: list items, and the detail of one version. */
export function jobViews(db: CmsDatabase) {
  /**
   * Jobs as the contract has them, their category and workplace as the best version in
   * `languages` (the list's preference list, a detail's own language).
   */
  async function toJobs(
    rows: Array<typeof t.job.$inferSelect>,
    languages: readonly ContentLanguage[],
  ): Promise<Schemas['Job'][]> {
    const [categories, workPlaces] = await Promise.all([
      preferredReferences(
        db,
        t.jobCategory,
        rows.map((r) => r.categoryId),
        languages,
      ),
      preferredReferences(
        db,
        t.workPlace,
        rows.map((r) => r.workPlaceId),
        languages,
      ),
    ])
    return rows.flatMap((r) => {
      const category = categories.get(r.categoryId)
      const workPlace = workPlaces.get(r.workPlaceId)
      // Foreign keys keep both; a row without them is not a job to show.
      if (!category || !workPlace) return []
      return [
        {
          id: r.id,
          language: r.language,
          translationKey: r.translationKey,
          title: r.title,
          categoryId: category.id,
          categoryName: category.categoryName,
          workPlaceId: workPlace.id,
          workPlaceName: workPlace.workPlaceName,
          headcount: r.headcount,
          responsibilities: r.responsibilities,
          requirements: r.requirements,
          publishDate: r.publishDate,
          validThrough: r.validThrough,
        },
      ]
    })
  }

  /** The detail of `row` (its versions: those visible now); undefined without its references. */
  async function detail(row: typeof t.job.$inferSelect): Promise<Schemas['Job'] | undefined> {
    const [[job], versions] = await Promise.all([
      toJobs([row], [row.language]),
      versionsOf(db, t.job, row.translationKey),
    ])
    return job && { ...job, versions }
  }

  return { toJobs, detail }
}

export function jobsRoutes(options: CmsAppOptions) {
  const { db } = options
  const api = new Hono()
  const { toJobs, detail } = jobViews(db)

  /**
   * `fields` of the chosen categories or workplaces (`chosen`, of `table`) in their order, each
   * with its open positions (closed postings not counted): the jobs of the preference list (each job once, in its best
   * language), counted by the translation key of the row they name in `column`.
   */
  function withJobCounts<F extends SelectedFields>(
    languages: readonly ContentLanguage[],
    table: typeof t.jobCategory | typeof t.workPlace,
    column: 'categoryId' | 'workPlaceId',
    chosen: Subquery & { id: AnyPgColumn; translationKey: AnyPgColumn; sort: AnyPgColumn },
    fields: F,
  ) {
    const jobs = chosenVersions(db, t.job, languages, 'counted_job')
    const counts = db
      .select({ key: table.translationKey, n: count().as('job_count') })
      .from(jobs)
      .innerJoin(table, eq(table.id, jobs[column]))
      .where(openPosting(jobs.validThrough))
      .groupBy(table.translationKey)
      .as('job_counts')
    return db
      .select({ ...fields, jobCount: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number) })
      .from(chosen)
      .leftJoin(counts, eq(counts.key, chosen.translationKey))
      .orderBy(asc(chosen.sort), asc(chosen.id))
  }

  api.get('/job/getJobCategory', async (c) => {
    const q = parseQuery(c, z.object({ language: languagesSchema }))
    if (q instanceof Response) return q
    const chosen = chosenVersions(db, t.jobCategory, q.language, 'chosen_job_category')
    const { id, language, translationKey, categoryName } = chosen
    const rows = await withJobCounts(q.language, t.jobCategory, 'categoryId', chosen, {
      id,
      language,
      translationKey,
      categoryName,
    })
    return ok(c, rows satisfies Schemas['JobCategory'][])
  })

  api.get('/job/getWorkPlace', async (c) => {
    const q = parseQuery(c, z.object({ language: languagesSchema }))
    if (q instanceof Response) return q
    const chosen = chosenVersions(db, t.workPlace, q.language, 'chosen_work_place')
    const { id, language, translationKey, workPlaceName } = chosen
    const rows = await withJobCounts(q.language, t.workPlace, 'workPlaceId', chosen, {
      id,
      language,
      translationKey,
      workPlaceName,
    })
    return ok(c, rows satisfies Schemas['WorkPlace'][])
  })

  api.get('/job/list', async (c) => {
    const q = parseQuery(
      c,
      z.object({
        language: languagesSchema,
        categoryId: idSchema.optional(),
        workPlaceId: idSchema.optional(),
        order: listOrderSchema,
        ...pageSchema,
      }),
    )
    if (q instanceof Response) return q
    // Each job once, in its best language; then the filters (by the story of the category or
    // workplace named) and the keyword on that version.
    const page = await chosenPage(db, t.job, 'chosen_job', q, (chosen) => ({
      where: and(
        openPosting(chosen.validThrough),
        q.categoryId ? sameStoryAs(t.jobCategory, chosen.categoryId, q.categoryId) : undefined,
        q.workPlaceId ? sameStoryAs(t.workPlace, chosen.workPlaceId, q.workPlaceId) : undefined,
        like(q.keyword, chosen.title),
      ),
      orderBy: listOrderBy(q.order, q.language, chosen),
    }))
    return ok(c, { ...page, list: await toJobs(page.list, q.language) })
  })

  api.get('/job/:id{[0-9]+}', async (c) => {
    const id = idSchema.safeParse(c.req.param('id'))
    if (!id.success) return fail(c, 404, messages.notFound(c))
    const [row] = await db
      .select()
      .from(t.job)
      .where(and(eq(t.job.id, id.data), visibleNow(t.job)))
    if (!row) return fail(c, 404, messages.notFound(c))
    const job = await detail(row)
    if (!job) return fail(c, 404, messages.notFound(c))
    return ok(c, job)
  })

  return api
}
