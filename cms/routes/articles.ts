/** News and investor articles, article details and tags. */
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm'
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

export function articlesRoutes(options: CmsAppOptions) {
  const { db } = options
  const api = new Hono()
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
    // Not an id in plain digits, or past int4: no such article.
    if (!id.success) return fail(c, 404, messages.notFound(c))
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

  return api
}
