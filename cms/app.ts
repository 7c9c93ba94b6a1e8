/**
 * The reference content service: every path of api-spec/cms-open-api.yaml, over Drizzle.
 * Typed against the generated contract (app/content/schema.gen.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import type { components } from '../app/content/schema.gen'
import { consultationSchema, fieldErrors } from '../app/features/consultation/consultation.schema'
import { downloadRequestSchema } from '../app/features/downloads/download-request.schema'
import { adminRoutes } from './admin'
import type { CmsDatabase } from './db/client'
import * as t from './db/schema'
import { fail, messages, ok, requestLocale } from './http'
import { renderIllustration } from './media/art'
import { regionTree } from './regions/regions'
import { storeResume } from './resume'
import {
  issueXsrfCookie,
  rateLimit,
  requireSameOriginOrToken,
  type SecurityOptions,
} from './security'

type Schemas = components['schemas']

export interface CmsAppOptions extends SecurityOptions {
  db: CmsDatabase
  /** Where uploaded and generated files live (outside public/). */
  filesDir: string
  /** HMAC secret of download links. */
  signingSecret: string
  adminToken?: string
  ping: () => Promise<void>
  databaseKind: 'pglite' | 'postgres'
  log?: (event: Record<string, unknown>) => void
}

const JSON_LIMIT = 64 * 1024
const MULTIPART_LIMIT = 5 * 1024 * 1024 + 64 * 1024
const DOWNLOAD_LINK_TTL_MS = 24 * 60 * 60 * 1000

const languageSchema = z.enum(['zh', 'en'])
const pageSchema = {
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  keyword: z.string().trim().max(100).optional(),
}
const idSchema = z.coerce.number().int().min(1).max(2_147_483_647)

function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> | Response {
  const result = schema.safeParse(c.req.query())
  if (!result.success) return fail(c, 400, messages.invalid(c), fieldErrors(result.error))
  return result.data
}

function like(
  keyword: string | undefined,
  ...columns: Parameters<typeof ilike>[0][]
): SQL | undefined {
  if (!keyword) return undefined
  const pattern = `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
  return or(...columns.map((col) => ilike(col, pattern)))
}

/** One page of a list with the total count: `{ list, total, pageNum, pageSize }`. */
async function listPage<R>(
  q: { pageNum: number; pageSize: number },
  rows: (limit: number, offset: number) => PromiseLike<R[]>,
  total: PromiseLike<Array<{ n: number }>>,
) {
  const [list, [counted]] = await Promise.all([
    rows(q.pageSize, (q.pageNum - 1) * q.pageSize),
    total,
  ])
  return { list, total: counted?.n ?? 0, pageNum: q.pageNum, pageSize: q.pageSize }
}

export function signDownload(secret: string, id: number, expires: number): string {
  return createHmac('sha256', secret).update(`${id}.${expires}`).digest('base64url')
}

export function createCmsApp(options: CmsAppOptions) {
  const { db } = options
  const app = new Hono()
  const api = new Hono()

  app.get('/readyz', async (c) => {
    try {
      await options.ping()
      return c.json({ status: 'ready', database: options.databaseKind })
    } catch {
      return c.json({ status: 'unavailable', database: options.databaseKind }, 503)
    }
  })

  app.get('/cms/media/:name{[a-z0-9-]+\\.svg}', (c) => {
    const svg = renderIllustration(c.req.param('name').replace(/\.svg$/, ''))
    if (!svg) return c.notFound()
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    })
  })

  app.get('/cms/files/reports/:name{report-[0-9-]+\\.pdf}', async (c) => {
    const path = join(options.filesDir, 'reports', c.req.param('name'))
    const info = await stat(path).catch(() => undefined)
    if (!info) return fail(c, 404, messages.notFound(c))
    return new Response(Readable.toWeb(createReadStream(path)) as ReadableStream, {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Length': String(info.size),
        'Cache-Control': 'public, max-age=3600',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  })

  api.use('*', issueXsrfCookie())

  // ---------- navigation ----------
  api.get('/classify/treeData', async (c) => {
    const q = parseQuery(
      c,
      z.object({ classifyType: z.coerce.number().int().min(0).max(1), language: languageSchema }),
    )
    if (q instanceof Response) return q
    const rows = await db
      .select()
      .from(t.classify)
      .where(and(eq(t.classify.language, q.language), eq(t.classify.classifyType, q.classifyType)))
      .orderBy(asc(t.classify.sort), asc(t.classify.id))
    const build = (parentId: number | null): Schemas['ClassifyNode'][] =>
      rows
        .filter((r) => r.parentId === parentId)
        .map((r) => ({
          id: r.id,
          classifyName: r.classifyName,
          outLink: r.outLink,
          classifyType: r.classifyType,
          sort: r.sort,
          children: build(r.id),
        }))
    return ok(c, build(null))
  })

  api.get('/blogroll/list', async (c) => {
    const q = parseQuery(c, z.object({ language: languageSchema }))
    if (q instanceof Response) return q
    const rows = await db
      .select()
      .from(t.blogroll)
      .where(eq(t.blogroll.language, q.language))
      .orderBy(asc(t.blogroll.sort), asc(t.blogroll.id))
    const data: Schemas['Blogroll'][] = rows.map((r) => ({
      id: r.id,
      blogrollName: r.blogrollName,
      blogrollLink: r.blogrollLink,
      sort: r.sort,
    }))
    return ok(c, data)
  })

  // ---------- articles ----------
  async function tagsOf(articleIds: number[]) {
    if (!articleIds.length) return new Map<number, Schemas['Tag'][]>()
    const rows = await db
      .select({ articleId: t.articleTag.articleId, id: t.tag.id, tagName: t.tag.tagName })
      .from(t.articleTag)
      .innerJoin(t.tag, eq(t.tag.id, t.articleTag.tagId))
      .where(inArray(t.articleTag.articleId, articleIds))
      .orderBy(asc(t.tag.tagName))
    const map = new Map<number, Schemas['Tag'][]>()
    for (const r of rows)
      map.set(r.articleId, [...(map.get(r.articleId) ?? []), { id: r.id, tagName: r.tagName }])
    return map
  }

  const toSummary = (
    r: typeof t.article.$inferSelect,
    tags: Schemas['Tag'][],
  ): Schemas['ArticleSummary'] => ({
    id: r.id,
    type: r.type,
    classifyId: r.classifyId,
    language: r.language,
    title: r.title,
    summary: r.summary,
    cover: r.cover ?? null,
    publishDate: r.publishDate,
    tags,
    customerName: r.customerName,
  })

  api.get('/article/list', async (c) => {
    const q = parseQuery(
      c,
      z.object({
        language: languageSchema,
        type: z.enum(['news', 'investor', 'case']).optional(),
        classifyId: idSchema.optional(),
        tagId: idSchema.optional(),
        ...pageSchema,
      }),
    )
    if (q instanceof Response) return q
    const where = and(
      eq(t.article.language, q.language),
      q.type ? eq(t.article.type, q.type) : undefined,
      q.classifyId ? eq(t.article.classifyId, q.classifyId) : undefined,
      q.tagId
        ? inArray(
            t.article.id,
            db
              .select({ id: t.articleTag.articleId })
              .from(t.articleTag)
              .where(eq(t.articleTag.tagId, q.tagId)),
          )
        : undefined,
      like(q.keyword, t.article.title, t.article.summary),
    )
    const page = await listPage(
      q,
      (limit, offset) =>
        db
          .select()
          .from(t.article)
          .where(where)
          .orderBy(desc(t.article.publishDate), desc(t.article.id))
          .limit(limit)
          .offset(offset),
      db.select({ n: count() }).from(t.article).where(where),
    )
    const tags = await tagsOf(page.list.map((r) => r.id))
    return ok(c, { ...page, list: page.list.map((r) => toSummary(r, tags.get(r.id) ?? [])) })
  })

  api.get('/articleDetails/:id', async (c) => {
    const id = idSchema.safeParse(c.req.param('id'))
    if (!id.success) return fail(c, 400, messages.invalid(c), { id: messages.invalid(c) })
    const [row] = await db.select().from(t.article).where(eq(t.article.id, id.data))
    if (!row) return fail(c, 404, messages.notFound(c))
    const tags = await tagsOf([row.id])
    const data: Schemas['Article'] = {
      ...toSummary(row, tags.get(row.id) ?? []),
      content: row.content,
      attachmentUrl: row.attachmentUrl,
    }
    return ok(c, data)
  })

  api.get('/tag/list', async (c) => {
    const q = parseQuery(c, z.object({ language: languageSchema }))
    if (q instanceof Response) return q
    const rows = await db
      .select()
      .from(t.tag)
      .where(eq(t.tag.language, q.language))
      .orderBy(asc(t.tag.tagName))
    return ok(
      c,
      rows.map((r): Schemas['Tag'] => ({ id: r.id, tagName: r.tagName })),
    )
  })

  // ---------- media and downloads ----------
  api.get('/media/list', async (c) => {
    const q = parseQuery(
      c,
      z.object({
        language: languageSchema,
        type: z.enum(['video', 'image']).optional(),
        ...pageSchema,
      }),
    )
    if (q instanceof Response) return q
    const where = and(
      eq(t.media.language, q.language),
      q.type ? eq(t.media.type, q.type) : undefined,
      like(q.keyword, t.media.title, t.media.description),
    )
    const page = await listPage(
      q,
      (limit, offset) =>
        db
          .select()
          .from(t.media)
          .where(where)
          .orderBy(desc(t.media.publishDate), desc(t.media.id))
          .limit(limit)
          .offset(offset),
      db.select({ n: count() }).from(t.media).where(where),
    )
    const list: Schemas['Media'][] = page.list.map((r) => ({
      id: r.id,
      type: r.type,
      language: r.language,
      title: r.title,
      description: r.description,
      poster: r.poster,
      sourceUrl: r.sourceUrl,
      duration: r.duration,
      publishDate: r.publishDate,
    }))
    return ok(c, { ...page, list })
  })

  api.get('/download/list', async (c) => {
    const q = parseQuery(c, z.object({ language: languageSchema, ...pageSchema }))
    if (q instanceof Response) return q
    const where = and(
      eq(t.download.language, q.language),
      like(q.keyword, t.download.title, t.download.summary),
    )
    const page = await listPage(
      q,
      (limit, offset) =>
        db
          .select()
          .from(t.download)
          .where(where)
          .orderBy(desc(t.download.publishDate), desc(t.download.id))
          .limit(limit)
          .offset(offset),
      db.select({ n: count() }).from(t.download).where(where),
    )
    const list: Schemas['Download'][] = page.list.map((r) => ({
      id: r.id,
      language: r.language,
      title: r.title,
      summary: r.summary,
      fileName: r.fileName,
      fileType: 'pdf',
      fileSize: r.fileSize,
      cover: r.cover ?? null,
      publishDate: r.publishDate,
    }))
    return ok(c, { ...page, list })
  })

  api.get('/download/file/:id', async (c) => {
    const id = idSchema.safeParse(c.req.param('id'))
    const expires = Number(c.req.query('expires'))
    const sig = c.req.query('sig') ?? ''
    if (!id.success || !Number.isFinite(expires)) return fail(c, 400, messages.invalid(c))
    const expected = Buffer.from(signDownload(options.signingSecret, id.data, expires))
    const given = Buffer.from(sig)
    if (
      expires < Date.now() ||
      expected.length !== given.length ||
      !timingSafeEqual(expected, given)
    ) {
      return fail(c, 403, messages.forbidden(c))
    }
    const [row] = await db.select().from(t.download).where(eq(t.download.id, id.data))
    if (!row) return fail(c, 404, messages.notFound(c))
    const path = join(options.filesDir, 'downloads', row.storedName)
    const info = await stat(path).catch(() => undefined)
    if (!info) return fail(c, 404, messages.notFound(c))
    const body = Readable.toWeb(createReadStream(path)) as ReadableStream
    return new Response(body, {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Length': String(info.size),
        'Content-Disposition': `attachment; filename="${row.fileName.replace(/[^\w.-]/g, '_')}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  })

  // ---------- jobs ----------
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
    if (!id.success) return fail(c, 400, messages.invalid(c))
    const [row] = await db
      .select(jobColumns)
      .from(t.job)
      .innerJoin(t.jobCategory, eq(t.jobCategory.id, t.job.categoryId))
      .innerJoin(t.workPlace, eq(t.workPlace.id, t.job.workPlaceId))
      .where(eq(t.job.id, id.data))
    if (!row) return fail(c, 404, messages.notFound(c))
    return ok(c, row satisfies Schemas['Job'])
  })

  // ---------- regions ----------
  api.get('/localtion/list', (c) => {
    c.header('Cache-Control', 'public, max-age=86400')
    return ok(c, regionTree())
  })

  // ---------- writes ----------
  const guard = [requireSameOriginOrToken(options), rateLimit(options)] as const
  const jsonLimit = bodyLimit({
    maxSize: JSON_LIMIT,
    onError: (c) => fail(c, 413, messages.tooLarge(c)),
  })
  const multipartLimit = bodyLimit({
    maxSize: MULTIPART_LIMIT,
    onError: (c) => fail(c, 413, messages.tooLarge(c)),
  })

  async function readJson(c: Context): Promise<unknown | Response> {
    if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) {
      return fail(c, 415, messages.unsupportedType(c))
    }
    try {
      return await c.req.json()
    } catch {
      return fail(c, 400, messages.invalid(c))
    }
  }

  api.post('/potentialCustomers/add', ...guard, jsonLimit, async (c) => {
    const body = await readJson(c)
    if (body instanceof Response) return body
    const parsed = consultationSchema(requestLocale(c)).safeParse(body)
    if (!parsed.success) return fail(c, 400, messages.invalid(c), fieldErrors(parsed.error))
    const [row] = await db
      .insert(t.potentialCustomer)
      .values({ ...parsed.data, remark: parsed.data.remark ?? '', locale: requestLocale(c) })
      .returning({ id: t.potentialCustomer.id })
    options.log?.({ event: 'lead.stored', id: row?.id })
    return ok(c, { id: row!.id } satisfies Schemas['Created'])
  })

  api.post('/customersDownload/add', ...guard, jsonLimit, async (c) => {
    const body = await readJson(c)
    if (body instanceof Response) return body
    const parsed = downloadRequestSchema(requestLocale(c)).safeParse(body)
    if (!parsed.success) return fail(c, 400, messages.invalid(c), fieldErrors(parsed.error))
    const [doc] = await db
      .select({ id: t.download.id })
      .from(t.download)
      .where(eq(t.download.id, parsed.data.downloadId))
    if (!doc) return fail(c, 404, messages.notFound(c), { downloadId: messages.notFound(c) })
    const [row] = await db
      .insert(t.customerDownload)
      .values(parsed.data)
      .returning({ id: t.customerDownload.id })
    const expires = Date.now() + DOWNLOAD_LINK_TTL_MS
    const url = `/cms/open/api/download/file/${doc.id}?expires=${expires}&sig=${signDownload(options.signingSecret, doc.id, expires)}`
    options.log?.({ event: 'download.requested', id: row?.id, downloadId: doc.id })
    return ok(c, {
      id: row!.id,
      url,
      expiresAt: new Date(expires).toISOString(),
    } satisfies Schemas['DownloadGrant'])
  })

  api.post('/job/resume/add', ...guard, multipartLimit, async (c) => {
    const type = (c.req.header('content-type') ?? '').toLowerCase()
    if (!type.startsWith('multipart/form-data')) return fail(c, 415, messages.unsupportedType(c))
    let form: FormData
    try {
      form = await c.req.formData()
    } catch {
      return fail(c, 400, messages.invalid(c))
    }
    return storeResume(c, form, { db, filesDir: options.filesDir, log: options.log })
  })

  api.all('*', (c) => fail(c, 404, messages.notFound(c)))
  app.route('/cms/open/api', api)
  app.route('/cms/admin', adminRoutes({ db, token: options.adminToken }))

  app.onError((error, c) => {
    options.log?.({ event: 'cms.error', message: error.message, path: new URL(c.req.url).pathname })
    return fail(c, 500, messages.serverError(c))
  })
  return app
}

export type CmsApp = ReturnType<typeof createCmsApp>
