/** Case categories (classify tree) and partner links. */
import { asc, eq, inArray } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { Hono } from 'hono'
import { z } from 'zod'
import * as t from '../db/schema'
import { ok } from '../http'
import { chosenVersions, languagesSchema, preferenceRank } from './localized'
import { type CmsAppOptions, type Schemas, decimal, parseQuery } from './shared'

export function navigationRoutes(options: CmsAppOptions) {
  const { db } = options
  const api = new Hono()
  api.get('/classify/treeData', async (c) => {
    const q = parseQuery(c, z.object({ classifyType: decimal(0, 1), language: languagesSchema }))
    if (q instanceof Response) return q
    // One node per category (its best version); a node hangs under its parent's story, whichever
    // version of the parent was chosen.
    const chosen = chosenVersions(db, t.classify, q.language, 'chosen_classify')
    const parent = alias(t.classify, 'parent_classify')
    const rows = await db
      .select({
        id: chosen.id,
        language: chosen.language,
        translationKey: chosen.translationKey,
        parentId: chosen.parentId,
        parentKey: parent.translationKey,
        classifyName: chosen.classifyName,
        outLink: chosen.outLink,
        classifyType: chosen.classifyType,
        sort: chosen.sort,
      })
      .from(chosen)
      .leftJoin(parent, eq(parent.id, chosen.parentId))
      .where(eq(chosen.classifyType, q.classifyType))
      .orderBy(asc(chosen.sort), asc(chosen.id))
    const placed = new Set<string>()
    const build = (parentKey: string | null): Schemas['ClassifyNode'][] =>
      rows
        .filter(
          (r) =>
            (parentKey === null ? r.parentId === null : r.parentKey === parentKey) &&
            !placed.has(r.translationKey),
        )
        .map((node) => {
          // A category is placed once, even if the data make it its own ancestor.
          placed.add(node.translationKey)
          return {
            id: node.id,
            language: node.language,
            translationKey: node.translationKey,
            classifyName: node.classifyName,
            outLink: node.outLink,
            classifyType: node.classifyType,
            sort: node.sort,
            children: build(node.translationKey),
          }
        })
    return ok(c, build(null))
  })

  api.get('/blogroll/list', async (c) => {
    const q = parseQuery(c, z.object({ language: languagesSchema }))
    if (q instanceof Response) return q
    // Partner links have no translation key: each link once, in the best listed language.
    const chosen = db
      .selectDistinctOn([t.blogroll.blogrollLink])
      .from(t.blogroll)
      .where(inArray(t.blogroll.language, q.language))
      .orderBy(t.blogroll.blogrollLink, preferenceRank(q.language, t.blogroll.language))
      .as('chosen_blogroll')
    const rows = await db.select().from(chosen).orderBy(asc(chosen.sort), asc(chosen.id))
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
