/**
 * Localized content (ADR 025): every row of a localized table is one language's version of a
 * story, and the versions of a story share its translation key. A list asked for a preference list
 * (`language=ja,en`) answers each story once, in the first listed language it has: the chosen
 * versions are a subquery (`DISTINCT ON (translation_key) … ORDER BY translation_key,
 * array_position(preferences, language)`), and filters, keyword, order, paging and count apply to
 * it, so totals count stories and a search never finds a version the reader would not be shown.
 */
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import { alias, type AnyPgColumn, type SubqueryWithSelection } from 'drizzle-orm/pg-core'
import { z } from 'zod'
import {
  byContentLanguage,
  LANGUAGE_PREFERENCE,
  TRANSLATION_KEY,
  TRANSLATION_KEY_LENGTH,
  type ContentLanguage,
} from '../../contract/content-language'
import type { CmsDatabase } from '../db/client'
import * as t from '../db/schema'
import { type Schemas, visibleIfPublishable } from './shared'

/**
 * The `language` parameter: one content language or a preference list (the contract's pattern:
 * at most 15), as its languages, most preferred first, each once.
 */
export const languagesSchema = z
  .string()
  .max(120)
  .regex(LANGUAGE_PREFERENCE)
  .transform((value) => [...new Set(value.split(','))] as ContentLanguage[])

export const translationKeySchema = z.string().max(TRANSLATION_KEY_LENGTH).regex(TRANSLATION_KEY)

/** A row's place in the preference list (1 = most preferred): the sort key of `DISTINCT ON`. */
export function preferenceRank(languages: readonly ContentLanguage[], column: AnyPgColumn): SQL {
  const list = sql.join(
    languages.map((language) => sql`${language}`),
    sql`, `,
  )
  return sql`array_position(array[${list}]::text[], ${column}::text)`
}

/** A list's `order` parameter: `date` (newest first) or `language` (the preference list's order first). */
export const listOrderSchema = z.enum(['date', 'language']).default('date')

/**
 * The sort of a list of chosen versions: newest first (ties by id), after the place of each
 * version's language in the preference list when `order` is `language` (a reader's own language,
 * then the fallbacks), so paging and totals follow the order the reader sees.
 */
export function listOrderBy(
  order: z.infer<typeof listOrderSchema>,
  languages: readonly ContentLanguage[],
  chosen: { language: AnyPgColumn; publishDate: AnyPgColumn; id: AnyPgColumn },
): SQL[] {
  const newest = [desc(chosen.publishDate), desc(chosen.id)]
  return order === 'language' ? [preferenceRank(languages, chosen.language), ...newest] : newest
}

/** The localized tables, by the contract's `TranslatableType`. */
export const translatable = {
  article: t.article,
  media: t.media,
  download: t.download,
  tag: t.tag,
  classify: t.classify,
  jobCategory: t.jobCategory,
  workPlace: t.workPlace,
  job: t.job,
} as const

export type TranslatableType = keyof typeof translatable
type LocalizedTable = (typeof translatable)[TranslatableType]

/**
 * The chosen version of every story of `table` that has one in `languages`: a subquery named
 * `name` with all of the table's columns.
 */
export function chosenVersions<T extends LocalizedTable, N extends string>(
  db: CmsDatabase,
  table: T,
  languages: readonly ContentLanguage[],
  name: N,
): SubqueryWithSelection<T['_']['columns'], N> {
  // One table's type stands for all of them: each has `language` and `translationKey`.
  const localized = table as unknown as typeof t.article
  return db
    .selectDistinctOn([localized.translationKey])
    .from(localized)
    .where(and(inArray(localized.language, [...languages]), visibleIfPublishable(table)))
    .orderBy(localized.translationKey, preferenceRank(languages, localized.language))
    .as(name) as unknown as SubqueryWithSelection<T['_']['columns'], N>
}

/** The chosen versions as a subquery, for the filters and order of one list. */
type Chosen<T extends LocalizedTable, N extends string> = SubqueryWithSelection<
  T['_']['columns'],
  N
>

/**
 * One page of a list of the open API (articles, jobs, media, downloads): the chosen versions of
 * `table` in the reader's languages that `query` filters (`where`) and sorts (`orderBy`, over the
 * subquery's columns), `pageSize` rows from page `pageNum`, with the total the filter leaves.
 * Answers `{ list, total, pageNum, pageSize }`, the contract's page shape.
 */
export async function chosenPage<T extends LocalizedTable, N extends string>(
  db: CmsDatabase,
  table: T,
  name: N,
  q: { language: readonly ContentLanguage[]; pageNum: number; pageSize: number },
  query: (chosen: Chosen<T, N>) => { where: SQL | undefined; orderBy: SQL[] },
) {
  const chosen = chosenVersions(db, table, q.language, name)
  const { where, orderBy } = query(chosen)
  // One table's type stands for all of them, as in chosenVersions.
  const from = chosen as unknown as Chosen<typeof t.article, N>
  const [list, [counted]] = await Promise.all([
    db
      .select()
      .from(from)
      .where(where)
      .orderBy(...orderBy)
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    db.select({ n: count() }).from(from).where(where),
  ])
  return {
    list: list as unknown as Array<T['$inferSelect']>,
    total: counted?.n ?? 0,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  }
}

/**
 * `column` (a reference to a row of `table`) names a version of the same story as row `id` of
 * `table`: a filter by id that finds every language's version (`classifyId` of the English
 * category also finds the Japanese cases in it). An id of no row matches nothing.
 */
export function sameStoryAs(table: LocalizedTable, column: AnyPgColumn, id: number): SQL {
  return sql`${column} in (select version.id from ${table} version where version.translation_key = (select named.translation_key from ${table} named where named.id = ${id}))`
}

/** Every version of the story with `key` in `table`, in the contract's language order. */
export async function versionsOf(
  db: CmsDatabase,
  table: LocalizedTable,
  key: string,
): Promise<Schemas['Version'][]> {
  const localized = table as unknown as typeof t.tag
  const rows = await db
    .select({ language: localized.language, id: localized.id })
    .from(localized)
    .where(and(eq(localized.translationKey, key), visibleIfPublishable(table)))
  return rows.sort((a, b) => byContentLanguage(a, b) || a.id - b.id)
}

/**
 * The versions of rows an item refers to (its category, workplace, tags), each as its story's
 * best version in `languages`, or the row itself when the story has none there: an English case
 * names the English category, and a Japanese case names the Japanese one once it exists, else the
 * category it was filed under. Keyed by the referenced id.
 */
export async function preferredReferences<T extends LocalizedTable>(
  db: CmsDatabase,
  table: T,
  ids: readonly number[],
  languages: readonly ContentLanguage[],
): Promise<Map<number, T['$inferSelect']>> {
  const unique = [...new Set(ids)]
  const out = new Map<number, T['$inferSelect']>()
  if (!unique.length) return out
  const referenced = alias(table as typeof t.tag, 'referenced')
  const version = table as typeof t.tag
  const rows = await db
    .select({ referencedId: referenced.id, version })
    .from(referenced)
    .innerJoin(
      version,
      sql`${version.translationKey} = ${referenced.translationKey} and (${or(
        inArray(version.language, [...languages]),
        eq(version.id, referenced.id),
      )})`,
    )
    .where(inArray(referenced.id, unique))
  const rank = (language: ContentLanguage) => {
    const at = languages.indexOf(language)
    return at < 0 ? languages.length : at
  }
  for (const { referencedId, version: row } of rows) {
    const best = out.get(referencedId)
    if (!best || rank(row.language) < rank(best.language))
      out.set(referencedId, row as T['$inferSelect'])
  }
  return out
}
