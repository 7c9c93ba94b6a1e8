/**
 * The management API (issue 35, ADR 040), mounted at /cms/admin/api behind the admin router's
 * bearer check (cms/admin.ts): versions of articles, jobs, media and downloads, drafts included;
 * create, edit, publish, unpublish, delete, preview; and the audit of all of it. Each change runs
 * in one transaction with its audit row and, when the site's visible content changes, its change
 * event (cms/content/changes.ts). Described in api-spec/cms-admin-api.yaml.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import {
  contentCollections,
  type ContentChange,
  type ContentChangeType,
  type ContentCollection,
} from '../../contract/content-change'
import { contentLanguages, siteLocales } from '../../contract/content-language'
import { fieldErrors } from '../../contract/errors'
import type { CmsDatabase } from '../db/client'
import * as t from '../db/schema'
import { fail, messages, ok } from '../http'
import { idSchema, JSON_LIMIT, parseQuery, visibleNow } from '../routes/shared'
import { changedItem, recordChange } from './changes'
import {
  auditChanges,
  collectionTables,
  createSchema,
  patchSchema,
  toValues,
  type ContentRow,
  type ContentTable,
} from './collections'
import { issuePreviewToken, previewPath, previewUrl } from './preview'

type Tx = Parameters<Parameters<CmsDatabase['transaction']>[0]>[0]

export interface ContentAdminOptions {
  db: CmsDatabase
  databaseKind: 'pglite' | 'postgres'
  filesDir: string
  signingSecret: string
  /** Whether change events go to CONTENT_WEBHOOK_URL too. */
  contentWebhook?: boolean
  /** After a committed change: the hub reads it, the delivery worker sends it. */
  changed?: () => void
  /** The site's origin for preview links (SITE_PUBLIC_URL / PUBLIC_SITE_URL); else the request's. */
  siteUrl?: string
  previewTtlSeconds: number
}

/** Who is asking: `admin` or the editor's name (set by the bearer check). */
export type AdminVariables = { actor: string }

const collectionParam = z.enum(contentCollections)

/** The fields an audit row compares (all an editor may send, plus what publishing sets). */
const auditedFields = (table: ContentTable) =>
  Object.keys(table).filter((k) => !['id', 'updatedAt', 'announcedVisible'].includes(k))

export function contentAdminRoutes(options: ContentAdminOptions) {
  const { db } = options
  const api = new Hono<{ Variables: AdminVariables }>()
  api.use(
    '*',
    bodyLimit({ maxSize: JSON_LIMIT, onError: (c) => fail(c, 413, messages.tooLarge(c)) }),
  )

  async function readJson(c: Context): Promise<unknown> {
    if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) return undefined
    return c.req.json().catch(() => undefined)
  }

  /** Whether the version `id` of `table` is visible now (in `tx`, after its change). */
  async function visibleInTx(tx: Tx, table: ContentTable, id: number): Promise<boolean> {
    const [row] = await tx
      .select({ visible: sql<boolean>`${visibleNow(table)}` })
      .from(table)
      .where(eq(table.id, id))
    return Boolean(row?.visible)
  }

  /**
   * One change of version `id`: `mutate` writes it (returns the row after, or null when deleted);
   * then the audit row and, when what the site shows changed, the event. Undefined: no such id.
   */
  async function change(
    c: Context<{ Variables: AdminVariables }>,
    collection: ContentCollection,
    id: number | undefined,
    action: string,
    mutate: (tx: Tx, before: ContentRow | undefined) => Promise<ContentRow | null>,
  ): Promise<{ row: ContentRow | null; event?: ContentChange } | undefined> {
    const table = collectionTables[collection]
    const result = await db.transaction(async (tx) => {
      const [before] =
        id === undefined
          ? [undefined]
          : await tx.select().from(table).where(eq(table.id, id)).for('update')
      if (id !== undefined && !before) return undefined
      const row = await mutate(tx, before)
      const after = row ? await visibleInTx(tx, table, row.id) : false
      if (row) await tx.update(table).set({ announcedVisible: after }).where(eq(table.id, row.id))
      const was = before?.announcedVisible ?? false
      const type: ContentChangeType | undefined = !row
        ? was
          ? 'deleted'
          : undefined
        : was && after
          ? 'updated'
          : after
            ? 'published'
            : was
              ? 'unpublished'
              : undefined
      const subject = (row ?? before)!
      const event = type
        ? await recordChange(tx, options, {
            type,
            collection,
            items: [changedItem(subject)],
          })
        : undefined
      await tx.insert(t.contentAudit).values({
        actor: c.get('actor'),
        action,
        collection,
        itemId: subject.id,
        translationKey: subject.translationKey,
        language: subject.language,
        changes: auditChanges(auditedFields(table), before, row ?? undefined),
      })
      return { row, event }
    })
    if (result?.event) options.changed?.()
    return result
  }

  const badCollection = (c: Context) => fail(c, 404, messages.notFound(c))

  api.get('/audit', async (c) => {
    const q = parseQuery(
      c,
      z.object({
        collection: collectionParam.optional(),
        id: idSchema.optional(),
        limit: z.coerce.number().int().min(1).max(500).default(100),
      }),
    )
    if (q instanceof Response) return q
    const a = t.contentAudit
    const list = await db
      .select()
      .from(a)
      .where(
        and(
          q.collection ? eq(a.collection, q.collection) : undefined,
          q.id ? eq(a.itemId, q.id) : undefined,
        ),
      )
      .orderBy(desc(a.id))
      .limit(q.limit)
    return ok(c, { list, total: list.length })
  })

  api.get('/:collection', async (c) => {
    const collection = collectionParam.safeParse(c.req.param('collection'))
    if (!collection.success) return badCollection(c)
    const q = parseQuery(
      c,
      z.object({
        language: z.enum(contentLanguages).optional(),
        status: z.enum(t.contentStatuses).optional(),
        kind: z.enum(['case', 'news', 'investor', 'video', 'image']).optional(),
        translationKey: z.string().max(100).optional(),
        limit: z.coerce.number().int().min(1).max(500).default(100),
        offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
      }),
    )
    if (q instanceof Response) return q
    const table = collectionTables[collection.data]
    const where: SQL | undefined = and(
      q.language ? eq(table.language, q.language) : undefined,
      q.status ? eq(table.status, q.status) : undefined,
      q.kind && 'type' in table ? eq(table.type, q.kind as 'case') : undefined,
      q.translationKey ? eq(table.translationKey, q.translationKey) : undefined,
    )
    const list = await db
      .select({ row: table, visible: sql<boolean>`${visibleNow(table)}` })
      .from(table)
      .where(where)
      .orderBy(desc(table.updatedAt), desc(table.id))
      .limit(q.limit)
      .offset(q.offset)
    const [counted] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(table)
      .where(where)
    return ok(c, {
      list: list.map(({ row, visible }) => ({ ...row, visible })),
      total: counted?.n ?? 0,
    })
  })

  /** The collection and id of the path, or the answer that refuses them. */
  function target(c: Context) {
    const collection = collectionParam.safeParse(c.req.param('collection'))
    const id = idSchema.safeParse(c.req.param('id'))
    if (!collection.success || !id.success) return badCollection(c)
    return { collection: collection.data, id: id.data }
  }

  api.get('/:collection/:id', async (c) => {
    const at = target(c)
    if (at instanceof Response) return at
    const table = collectionTables[at.collection]
    const [found] = await db
      .select({ row: table, visible: sql<boolean>`${visibleNow(table)}` })
      .from(table)
      .where(eq(table.id, at.id))
    if (!found) return fail(c, 404, messages.notFound(c))
    return ok(c, { ...found.row, visible: found.visible })
  })

  api.post('/:collection', async (c) => {
    const collection = collectionParam.safeParse(c.req.param('collection'))
    if (!collection.success) return badCollection(c)
    const body = await readJson(c)
    if (body === undefined) return fail(c, 415, messages.unsupportedType(c))
    const parsed = createSchema(collection.data).safeParse(body)
    if (!parsed.success) return fail(c, 400, messages.invalid(c), fieldErrors(parsed.error))
    const values = toValues(collection.data, parsed.data, options.filesDir, true)
    if (!values) return fail(c, 400, messages.invalid(c), { storedName: messages.notFound(c) })
    const table = collectionTables[collection.data]
    const done = await change(c, collection.data, undefined, 'create', async (tx) => {
      const [row] = await tx
        .insert(table)
        .values(values as typeof table.$inferInsert)
        .returning()
      return row!
    })
    return c.json(
      { code: 0, msg: 'created', data: { id: done!.row!.id, event: done!.event ?? null } },
      201,
    )
  })

  api.patch('/:collection/:id', async (c) => {
    const at = target(c)
    if (at instanceof Response) return at
    const body = await readJson(c)
    if (body === undefined) return fail(c, 415, messages.unsupportedType(c))
    const parsed = patchSchema(at.collection).safeParse(body)
    if (!parsed.success) return fail(c, 400, messages.invalid(c), fieldErrors(parsed.error))
    const values = toValues(at.collection, parsed.data, options.filesDir, false)
    if (!values) return fail(c, 400, messages.invalid(c), { storedName: messages.notFound(c) })
    return answer(c, await update(c, at, 'edit', values))
  })

  /** Sets `values` on the version `at` (its `updatedAt` now). */
  function update(
    c: Context<{ Variables: AdminVariables }>,
    at: { collection: ContentCollection; id: number },
    action: string,
    values: Record<string, unknown>,
  ) {
    const table = collectionTables[at.collection]
    return change(c, at.collection, at.id, action, async (tx) => {
      const [row] = await tx
        .update(table)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(table.id, at.id))
        .returning()
      return row!
    })
  }

  function answer(c: Context, done: Awaited<ReturnType<typeof change>>) {
    if (!done) return fail(c, 404, messages.notFound(c))
    return ok(c, { id: done.row?.id ?? null, event: done.event ?? null })
  }

  api.post('/:collection/:id/publish', async (c) => {
    const at = target(c)
    if (at instanceof Response) return at
    return answer(c, await update(c, at, 'publish', { status: 'published' }))
  })

  api.post('/:collection/:id/unpublish', async (c) => {
    const at = target(c)
    if (at instanceof Response) return at
    return answer(c, await update(c, at, 'unpublish', { status: 'draft' }))
  })

  api.delete('/:collection/:id', async (c) => {
    const at = target(c)
    if (at instanceof Response) return at
    const table = collectionTables[at.collection]
    const done = await change(c, at.collection, at.id, 'delete', async (tx) => {
      await tx.delete(table).where(eq(table.id, at.id))
      return null
    })
    return answer(c, done)
  })

  api.get('/:collection/:id/preview', async (c) => {
    const at = target(c)
    if (at instanceof Response) return at
    const q = parseQuery(c, z.object({ locale: z.enum(siteLocales).default('zh-CN') }))
    if (q instanceof Response) return q
    const table = collectionTables[at.collection]
    const [row] = await db.select().from(table).where(eq(table.id, at.id))
    if (!row) return fail(c, 404, messages.notFound(c))
    const exp = Math.floor(Date.now() / 1000) + options.previewTtlSeconds
    const token = issuePreviewToken(options.signingSecret, { ...at, exp })
    const origin = options.siteUrl ?? new URL(c.req.url).origin
    return ok(c, {
      url: previewUrl(origin, previewPath(q.locale, at.collection, row), token),
      token,
      expiresAt: new Date(exp * 1000).toISOString(),
    })
  })

  return api
}
