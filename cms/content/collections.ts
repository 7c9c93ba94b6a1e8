/**
 * The management API's collections (issue 35): their tables and what an editor may send for a
 * version (the open API's fields, its limits, plus language, translation key, status and
 * schedule). Bodies are sanitized as they are stored.
 */
import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import type { ContentCollection } from '../../contract/content-change'
import {
  contentLanguages,
  TRANSLATION_KEY,
  TRANSLATION_KEY_LENGTH,
} from '../../contract/content-language'
import { INT4_MAX, isCleanText, trimInvisible } from '../../contract/text'
import * as t from '../db/schema'
import { sanitizeBody } from './sanitize'

/** One of the four tables; the article's type stands for all (each has what the code uses). */
export type ContentTable = typeof t.article
export type ContentRow = typeof t.article.$inferSelect

export const collectionTables: Record<ContentCollection, ContentTable> = {
  articles: t.article,
  jobs: t.job as unknown as ContentTable,
  media: t.media as unknown as ContentTable,
  downloads: t.download as unknown as ContentTable,
}

/** Trimmed text without control characters, `min` to `max` characters. */
const text = (max: number, { multiline = false, min = 1 } = {}) =>
  z
    .string()
    .overwrite(trimInvisible)
    .min(min)
    .max(max)
    .refine((v) => isCleanText(v, multiline), 'text_invalid')

const day = z.iso.date()
const instant = z.iso.datetime({ offset: true })
const id = z.number().int().min(1).max(INT4_MAX)
const image = z.strictObject({
  url: text(500),
  width: z.number().int().min(1).max(20_000),
  height: z.number().int().min(1).max(20_000),
  alt: text(300, { min: 0 }),
  image: text(100).optional(),
})

/** What every version has. */
const common = {
  language: z.enum(contentLanguages),
  translationKey: z.string().max(TRANSLATION_KEY_LENGTH).regex(TRANSLATION_KEY),
  status: z.enum(t.contentStatuses).default('draft'),
  publishAt: instant.nullable().optional(),
  unpublishAt: instant.nullable().optional(),
  publishDate: day.optional(),
}

const fields = {
  articles: {
    type: z.enum(['case', 'news', 'investor']),
    title: text(300),
    summary: text(2_000, { multiline: true }),
    content: z
      .string()
      .max(200_000)
      .transform((html) => sanitizeBody(html)),
    cover: image.nullable().optional(),
    classifyId: id.nullable().optional(),
    customerName: text(200).nullable().optional(),
    attachmentUrl: text(500).nullable().optional(),
  },
  jobs: {
    title: text(200),
    categoryId: id,
    workPlaceId: id,
    headcount: z.number().int().min(1).max(10_000),
    responsibilities: z.array(text(500, { multiline: true })).max(50),
    requirements: z.array(text(500, { multiline: true })).max(50),
    validThrough: day.nullable().optional(),
  },
  media: {
    type: z.enum(['video', 'image']),
    title: text(300),
    description: text(2_000, { multiline: true, min: 0 }).optional(),
    poster: image,
    sourceUrl: text(500),
    duration: z.number().int().min(0).max(86_400).nullable().optional(),
    captions: z
      .array(
        z.strictObject({ language: z.enum(contentLanguages), label: text(50), url: text(500) }),
      )
      .max(20)
      .optional(),
  },
  downloads: {
    title: text(300),
    summary: text(2_000, { multiline: true }),
    fileName: text(200),
    /** A PDF already under DATA_DIR/files/downloads (its random name). */
    storedName: z.string().regex(/^[a-z0-9-]{1,90}\.pdf$/),
    pageCount: z.number().int().min(1).max(100_000).nullable().optional(),
    cover: image.nullable().optional(),
  },
} satisfies Record<ContentCollection, z.ZodRawShape>

const createSchemas = Object.fromEntries(
  Object.entries(fields).map(([name, shape]) => [
    name,
    z
      .strictObject({ ...common, ...shape })
      .refine(
        (v) =>
          !v.publishAt || !v.unpublishAt || Date.parse(v.unpublishAt) > Date.parse(v.publishAt),
        { path: ['unpublishAt'], message: 'must be after publishAt' },
      ),
  ]),
) as unknown as Record<ContentCollection, z.ZodType<Record<string, unknown>>>

const patchSchemas = Object.fromEntries(
  Object.entries(fields).map(([name, shape]) => [
    name,
    z
      .strictObject({ ...common, status: common.status.removeDefault(), ...shape })
      .partial()
      .refine((v) => Object.keys(v).length > 0, 'nothing to change'),
  ]),
) as unknown as Record<ContentCollection, z.ZodType<Record<string, unknown>>>

export const createSchema = (collection: ContentCollection) => createSchemas[collection]
export const patchSchema = (collection: ContentCollection) => patchSchemas[collection]

/** Today (UTC) as YYYY-MM-DD: a new version's `publishDate` when none is given. */
const today = () => new Date().toISOString().slice(0, 10)

/** The day after `date` at 00:00 UTC: a job closing that day leaves the site then. */
export function endOfDay(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000)
}

/**
 * Database values of an editor's (validated) fields: dates as Date, a job's `unpublishAt` its
 * closing date when the editor sets none, a download's size read from its file. `undefined` for
 * a download whose file does not exist.
 */
export function toValues(
  collection: ContentCollection,
  input: Record<string, unknown>,
  filesDir: string,
  creating: boolean,
): Record<string, unknown> | undefined {
  const values: Record<string, unknown> = { ...input }
  for (const key of ['publishAt', 'unpublishAt'] as const)
    if (typeof input[key] === 'string') values[key] = new Date(input[key])
  if (creating && !input.publishDate) values.publishDate = today()
  if (
    collection === 'jobs' &&
    input.unpublishAt === undefined &&
    typeof input.validThrough === 'string'
  )
    values.unpublishAt = endOfDay(input.validThrough)
  if (collection === 'downloads' && typeof input.storedName === 'string') {
    const path = join(filesDir, 'downloads', input.storedName)
    if (!existsSync(path)) return undefined
    values.fileSize = statSync(path).size
  }
  return values
}

/** Short values an audit row keeps as they were and are; longer ones are only named. */
function short(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (value instanceof Date) return true
  if (typeof value === 'string') return value.length <= 200
  return typeof value === 'number' || typeof value === 'boolean'
}

/** What changed between `before` and `after` in the fields `names`, for the audit table. */
export function auditChanges(
  names: string[],
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const name of names) {
    const a = before?.[name]
    const b = after?.[name]
    if (JSON.stringify(a) === JSON.stringify(b)) continue
    out[name] = short(a) && short(b) ? { before: a ?? null, after: b ?? null } : { changed: true }
  }
  return out
}
