/** News and investor articles, case studies, article details and tags. */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { Hono } from 'hono'
import { z } from 'zod'
import type { ContentLanguage } from '../../contract/content-language'
import type { CmsDatabase } from '../db/client'
import * as t from '../db/schema'
import { bodyImages, bodyWithVariants, contractImages, imageRows } from '../media/images'
import { fail, messages, ok } from '../http'
import {
  chosenPage,
  chosenVersions,
  languagesSchema,
  listOrderBy,
  listOrderSchema,
  preferenceRank,
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

/** Articles as the contract has them: summaries of lists, and the detail of one version. */
export function articleViews(db: CmsDatabase) {
  /**
   * Each article's tags, by label, every tag as its story's best version in `languages` (else the
   * tag the article names): `DISTINCT ON (article, tag key)` over the tag's versions.
   */
  async function tagsOf(articleIds: number[], languages: readonly ContentLanguage[]) {
    const map = new Map<number, Schemas['Tag'][]>()
    if (!articleIds.length) return map
    const named = alias(t.tag, 'named_tag')
    const version = alias(t.tag, 'tag_version')
    const best = db
      .selectDistinctOn([t.articleTag.articleId, named.translationKey], {
        articleId: t.articleTag.articleId,
        id: version.id,
        language: version.language,
        translationKey: version.translationKey,
        tagName: version.tagName,
      })
      .from(t.articleTag)
      .innerJoin(named, eq(named.id, t.articleTag.tagId))
      .innerJoin(
        version,
        and(
          eq(version.translationKey, named.translationKey),
          or(inArray(version.language, [...languages]), eq(version.id, named.id)),
        ),
      )
      .where(inArray(t.articleTag.articleId, articleIds))
      .orderBy(
        t.articleTag.articleId,
        named.translationKey,
        sql`coalesce(${preferenceRank(languages, version.language)}, ${languages.length + 1})`,
      )
      .as('article_tags')
    const rows = await db.select().from(best).orderBy(asc(best.tagName), asc(best.id))
    for (const { articleId, ...tag } of rows)
      map.set(articleId, [...(map.get(articleId) ?? []), tag])
    return map
  }

  /**
   * Summaries of `rows`, their category and tags as the best version in `languages` (the list's
   * preference list, a detail's own language).
   */
  async function summaries(
    rows: Array<typeof t.article.$inferSelect>,
    languages: readonly ContentLanguage[],
  ): Promise<Schemas['ArticleSummary'][]> {
    const [tags, categories, covers] = await Promise.all([
      tagsOf(
        rows.map((r) => r.id),
        languages,
      ),
      preferredReferences(
        db,
        t.classify,
        rows.flatMap((r) => (r.classifyId === null ? [] : [r.classifyId])),
        languages,
      ),
      contractImages(
        db,
        rows.map((r) => ({ image: r.cover, language: r.language })),
      ),
    ])
    return rows.map((r, i) => ({
      id: r.id,
      translationKey: r.translationKey,
      type: r.type,
      classifyId: r.classifyId === null ? null : (categories.get(r.classifyId)?.id ?? r.classifyId),
      language: r.language,
      title: r.title,
      summary: r.summary,
      cover: covers[i] ?? null,
      publishDate: r.publishDate,
      tags: tags.get(r.id) ?? [],
      customerName: r.customerName,
    }))
  }

  /** The detail of `row` (its versions: those visible now). */
  async function detail(row: typeof t.article.$inferSelect): Promise<Schemas['Article']> {
    const [[summary], versions, pictures] = await Promise.all([
      summaries([row], [row.language]),
      versionsOf(db, t.article, row.translationKey),
      imageRows(
        db,
        bodyImages(row.content).map((b) => b.name),
      ),
    ])
    return {
      ...summary!,
      versions,
      content: bodyWithVariants(row.content, pictures),
      attachmentUrl: row.attachmentUrl,
    }
  }

  return { summaries, detail }
}

export function articlesRoutes(options: CmsAppOptions) {
  const { db } = options
  const api = new Hono()
  const { summaries, detail } = articleViews(db)

  api.get('/article/list', async (c) => {
    const q = parseQuery(
      c,
      z.object({
        language: languagesSchema,
        type: z.enum(['news', 'investor', 'case']).optional(),
        classifyId: idSchema.optional(),
        tagId: idSchema.optional(),
        order: listOrderSchema,
        ...pageSchema,
      }),
    )
    if (q instanceof Response) return q
    // Each story once, in its best language; then the filters and the keyword on that version.
    const page = await chosenPage(db, t.article, 'chosen_article', q, (chosen) => ({
      where: and(
        q.type ? eq(chosen.type, q.type) : undefined,
        q.classifyId ? sameStoryAs(t.classify, chosen.classifyId, q.classifyId) : undefined,
        q.tagId
          ? sql`exists (select 1 from ${t.articleTag} where ${t.articleTag.articleId} = ${chosen.id} and ${sameStoryAs(t.tag, t.articleTag.tagId, q.tagId)})`
          : undefined,
        like(q.keyword, chosen.title, chosen.summary),
      ),
      orderBy: listOrderBy(q.order, q.language, chosen),
    }))
    return ok(c, { ...page, list: await summaries(page.list, q.language) })
  })

  api.get('/articleDetails/:id', async (c) => {
    const id = idSchema.safeParse(c.req.param('id'))
    // Not an id in plain digits, or past int4: no such article.
    if (!id.success) return fail(c, 404, messages.notFound(c))
    const [row] = await db
      .select()
      .from(t.article)
      .where(and(eq(t.article.id, id.data), visibleNow(t.article)))
    if (!row) return fail(c, 404, messages.notFound(c))
    return ok(c, await detail(row))
  })

  api.get('/tag/list', async (c) => {
    const q = parseQuery(c, z.object({ language: languagesSchema }))
    if (q instanceof Response) return q
    const chosen = chosenVersions(db, t.tag, q.language, 'chosen_tag')
    const rows = await db.select().from(chosen).orderBy(asc(chosen.tagName), asc(chosen.id))
    return ok(
      c,
      rows.map((r): Schemas['Tag'] => ({
        id: r.id,
        language: r.language,
        translationKey: r.translationKey,
        tagName: r.tagName,
      })),
    )
  })

  return api
}
