/** Case categories (classify tree) and partner links. */
import { and, asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import * as t from '../db/schema'
import { ok } from '../http'
import { type CmsAppOptions, type Schemas, decimal, languageSchema, parseQuery } from './shared'

export function navigationRoutes(options: CmsAppOptions) {
  const { db } = options
  const api = new Hono()
  api.get('/classify/treeData', async (c) => {
    const q = parseQuery(c, z.object({ classifyType: decimal(0, 1), language: languageSchema }))
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

  return api
}
