/** What the content service's routers share: options, query parsing, signed links. */
import { createHmac } from 'node:crypto'
import { and, eq, gt, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Context } from 'hono'
import { z } from 'zod'
import type { components } from '../../contract/api.gen'
import { fieldErrors } from '../../contract/errors'
import { decimalInteger, INT4_MAX, isCleanText, trimInvisible } from '../../contract/text'
import type { CmsDatabase } from '../db/client'
import type { DeliveryOutbox } from '../delivery/payload'
import { fail, messages } from '../http'
import type { SecurityOptions } from '../security'

export type Schemas = components['schemas']

export interface CmsAppOptions extends SecurityOptions {
  db: CmsDatabase
  /** Where uploaded and generated files live (outside public/). */
  filesDir: string
  adminToken?: string
  ping: () => Promise<void>
  databaseKind: 'pglite' | 'postgres'
  log?: (event: Record<string, unknown>) => void
  /** Where accepted submissions are queued for delivery (ADR 039); unset: stored only. */
  outbox?: DeliveryOutbox
  /** Named editors of the management API (CMS_EDITOR_TOKENS). */
  editors?: ReadonlyArray<{ name: string; token: string }>
  /** After a committed change of content (the change hub reads it, the worker sends it). */
  contentChanged?: () => void
  /** The site's origin for preview links; unset: the request's. */
  siteUrl?: string
  /** How long a preview link works (CMS_PREVIEW_TTL_SECONDS). */
  previewTtlSeconds?: number
}

export const JSON_LIMIT = 64 * 1024
export const MULTIPART_LIMIT = 5 * 1024 * 1024 + 64 * 1024
export const DOWNLOAD_LINK_TTL_MS = 24 * 60 * 60 * 1000

/** A whole number from `min` to `max` in a path or query, written in plain decimal digits. */
export const decimal = (min: number, max: number) =>
  z.string().transform(decimalInteger).pipe(z.number().int().min(min).max(max))

export const pageSchema = {
  pageNum: decimal(1, 10_000).default(1),
  pageSize: decimal(1, 100).default(10),
  // A search term is text like any other: PostgreSQL refuses NUL, and control characters match nothing.
  keyword: z
    .string()
    .overwrite(trimInvisible)
    .refine((v) => isCleanText(v))
    .max(100)
    .optional(),
}
/** A row id: 1 to INT4_MAX as plain digits ("0x18", "24.0", "1e3", " 24" name no row). */
export const idSchema = decimal(1, INT4_MAX)

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> | Response {
  const result = schema.safeParse(c.req.query())
  if (!result.success) return fail(c, 400, messages.invalid(c), fieldErrors(result.error))
  return result.data
}

export function like(
  keyword: string | undefined,
  ...columns: Parameters<typeof ilike>[0][]
): SQL | undefined {
  if (!keyword) return undefined
  const pattern = `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
  return or(...columns.map((col) => ilike(col, pattern)))
}

export function signDownload(secret: string, id: number, expires: number): string {
  return createHmac('sha256', secret).update(`${id}.${expires}`).digest('base64url')
}

/** The columns of a table with drafts and a schedule (article, job, media, download). */
export interface Publishable {
  status: AnyPgColumn
  publishAt: AnyPgColumn
  unpublishAt: AnyPgColumn
}

/**
 * A version the open API may show now (issue 35, ADR 040): published, its `publishAt` passed (or
 * none) and its `unpublishAt` not yet (or none), by the database's clock. Every open read of
 * articles, jobs, media and downloads (lists, details, versions, counts, related items) goes
 * through it, so no draft, embargoed or withdrawn version leaves the service.
 */
export function visibleNow(v: Publishable): SQL {
  return and(
    eq(v.status, 'published'),
    or(isNull(v.publishAt), lte(v.publishAt, sql`now()`)),
    or(isNull(v.unpublishAt), gt(v.unpublishAt, sql`now()`)),
  )!
}

/** `visibleNow` for a table that has a schedule; nothing for one that has none (tags, categories). */
export function visibleIfPublishable(table: object): SQL | undefined {
  return 'status' in table && 'publishAt' in table ? visibleNow(table as Publishable) : undefined
}
