/** Job categories, workplaces, the job list and job details. */
import { and, asc, count, desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import * as t from '../db/schema'
import { fail, messages, ok } from '../http'
import {
  type CmsAppOptions,
  type Schemas,
  idSchema,
  languageSchema,
  like,
  listPage,
  pageSchema,
  parseQuery,
} from './shared'

export function jobsRoutes(options: CmsAppOptions) {
  const { db } = options
  const api = new Hono()
  api.get('/job/getJobCategory', async (c) => {
    const q = parseQuery(c, z.object({ language: languageSchema }))
    if (q instanceof Response) return q
    const rows = await db
      .select({
        id: t.jobCategory.id,
        categoryName: t.jobCategory.categoryName,
        jobCount: count(t.job.id),
      })
      .from(t.jobCategory)
      .leftJoin(t.job, eq(t.job.categoryId, t.jobCategory.id))
      .where(eq(t.jobCategory.language, q.language))
      .groupBy(t.jobCategory.id)
      .orderBy(asc(t.jobCategory.sort), asc(t.jobCategory.id))
    return ok(c, rows satisfies Schemas['JobCategory'][])
  })

  api.get('/job/getWorkPlace', async (c) => {
    const q = parseQuery(c, z.object({ language: languageSchema }))
    if (q instanceof Response) return q
    const rows = await db
      .select({
        id: t.workPlace.id,
        workPlaceName: t.workPlace.workPlaceName,
        jobCount: count(t.job.id),
      })
      .from(t.workPlace)
      .leftJoin(t.job, eq(t.job.workPlaceId, t.workPlace.id))
      .where(eq(t.workPlace.language, q.language))
      .groupBy(t.workPlace.id)
      .orderBy(asc(t.workPlace.sort), asc(t.workPlace.id))
    return ok(c, rows satisfies Schemas['WorkPlace'][])
  })

  const jobColumns = {
    id: t.job.id,
    language: t.job.language,
    title: t.job.title,
    categoryId: t.job.categoryId,
    categoryName: t.jobCategory.categoryName,
    workPlaceId: t.job.workPlaceId,
    workPlaceName: t.workPlace.workPlaceName,
    headcount: t.job.headcount,
    responsibilities: t.job.responsibilities,
    requirements: t.job.requirements,
    publishDate: t.job.publishDate,
  }

  api.get('/job/list', async (c) => {
    const q = parseQuery(
      c,
      z.object({
        language: languageSchema,
        categoryId: idSchema.optional(),
        workPlaceId: idSchema.optional(),
        ...pageSchema,
      }),
    )
    if (q instanceof Response) return q
    const where = and(
      eq(t.job.language, q.language),
      q.categoryId ? eq(t.job.categoryId, q.categoryId) : undefined,
      q.workPlaceId ? eq(t.job.workPlaceId, q.workPlaceId) : undefined,
      like(q.keyword, t.job.title),
    )
    const page = await listPage(
      q,
      (limit, offset) =>
        db
          .select(jobColumns)
          .from(t.job)
          .innerJoin(t.jobCategory, eq(t.jobCategory.id, t.job.categoryId))
          .innerJoin(t.workPlace, eq(t.workPlace.id, t.job.workPlaceId))
          .where(where)
          .orderBy(desc(t.job.publishDate), desc(t.job.id))
          .limit(limit)
          .offset(offset),
      db.select({ n: count() }).from(t.job).where(where),
    )
    return ok(c, { ...page, list: page.list satisfies Schemas['Job'][] })
  })

  api.get('/job/:id{[0-9]+}', async (c) => {
    const id = idSchema.safeParse(c.req.param('id'))
    if (!id.success) return fail(c, 404, messages.notFound(c))
    const [row] = await db
      .select(jobColumns)
      .from(t.job)
      .innerJoin(t.jobCategory, eq(t.jobCategory.id, t.job.categoryId))
      .innerJoin(t.workPlace, eq(t.workPlace.id, t.job.workPlaceId))
      .where(eq(t.job.id, id.data))
    if (!row) return fail(c, 404, messages.notFound(c))
    return ok(c, row satisfies Schemas['Job'])
  })

  return api
}
