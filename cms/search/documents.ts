/**
 * Site search's documents (issue 38, ADR 042): what the service writes to `search_document`.
 * Stories are (re)indexed inside the transaction of their change event (`indexChangedItems`, from
 * cms/content/changes.ts), so the index follows publish, edit, unpublish, the schedule and delete
 * with the commit itself, once for the whole fleet; drafts and withdrawn versions are never in it.
 * `reconcileStories` makes the index match the tables at start (a database from before search, a
 * seed), and `indexPages` takes the site's pages (their copy in each locale).
 */
import { createHash } from 'node:crypto'
import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { ContentCollection } from '../../contract/content-change'
import type { CmsDatabase } from '../db/client'
import * as t from '../db/schema'
import { visibleNow } from '../routes/shared'
import { correctable, indexTerms, searchConfig } from './normalize'
import { typeWords } from './synonyms'

type Tx = Parameters<Parameters<CmsDatabase['transaction']>[0]>[0]
/** The database or a transaction of it. */
export type Db = CmsDatabase | Tx

/** A document before it is indexed. */
export interface SearchSource {
  source: ContentCollection | 'pages'
  key: string
  language: t.ContentLanguage
  translationKey: string
  type: string
  title: string
  body: string
  path?: string | null
  date?: string | null
  picture?: t.StoredImage | null
  version: string
}

/** Longest body indexed and kept for snippets (a page's copy is far shorter). */
const MAX_BODY = 20_000

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
}

/** The plain text of a stored (sanitized) body. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#')) {
        const code =
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : +name.slice(1)
        return Number.isFinite(code) && code > 0 && code < 0x110000
          ? String.fromCodePoint(code)
          : ' '
      }
      return ENTITIES[name.toLowerCase()] ?? whole
    })
    .replace(/\s+/g, ' ')
    .trim()
}

/** The weighted vector of a document: the title (A) over the body (B), stems and words as written. */
function vectorOf(doc: Pick<SearchSource, 'title' | 'body' | 'language' | 'type'>): SQL {
  const config = searchConfig(doc.language)
  const title = indexTerms(doc.title, doc.language).join(' ')
  const body = indexTerms(doc.body, doc.language).join(' ')
  const kind = indexTerms(typeWords[doc.type] ?? '', doc.language).join(' ')
  const part = (text: string, weight: 'A' | 'B' | 'D') =>
    config === 'simple'
      ? sql`setweight(to_tsvector('simple', ${text}), ${weight})`
      : sql`setweight(to_tsvector(${config}::regconfig, ${text}) || to_tsvector('simple', ${text}), ${weight})`
  return sql`${part(title, 'A')} || ${part(body, 'B')} || ${part(kind, 'D')}`
}

const excluded = (column: string) => sql.raw(`excluded."${column}"`)

/** Writes (or rewrites) documents, in batches, and their words for typo tolerance. */
export async function writeDocuments(db: Db, docs: readonly SearchSource[]): Promise<void> {
  const terms = termsOf(docs)
  const rows = docs.map((doc) => {
    const body = doc.body.slice(0, MAX_BODY)
    return {
      source: doc.source,
      key: doc.key,
      language: doc.language,
      translationKey: doc.translationKey,
      type: doc.type,
      title: doc.title,
      body,
      path: doc.path ?? null,
      date: doc.date ?? null,
      picture: doc.picture ?? null,
      version: doc.version,
      vector: vectorOf({ ...doc, body }),
    }
  })
  // One statement per hundred documents: PGlite's cost is per statement far more than per row.
  for (let i = 0; i < rows.length; i += 100)
    await db
      .insert(t.searchDocument)
      .values(rows.slice(i, i + 100))
      .onConflictDoUpdate({
        target: [t.searchDocument.source, t.searchDocument.key, t.searchDocument.language],
        set: Object.fromEntries(
          [
            'translation_key',
            'type',
            'title',
            'body',
            'path',
            'date',
            'picture',
            'version',
            'vector',
          ].map((column) => [
            column.replace(/_(.)/g, (_, c: string) => c.toUpperCase()),
            excluded(column),
          ]),
        ),
      })
  const list = [...terms]
  for (let i = 0; i < list.length; i += 500)
    await db
      .insert(t.searchTerm)
      .values(list.slice(i, i + 500).map((term) => ({ term })))
      .onConflictDoNothing()
}

/** The correctable words of documents (the typo tolerance's vocabulary). */
function termsOf(docs: ReadonlyArray<Pick<SearchSource, 'title' | 'body' | 'language'>>) {
  const terms = new Set<string>()
  for (const doc of docs)
    for (const word of indexTerms(`${doc.title} ${doc.body.slice(0, MAX_BODY)}`, doc.language))
      if (correctable(word)) terms.add(word)
  return terms
}

/**
 * Forgets the words of `terms` that no document has any more (a story unpublished, withdrawn,
 * deleted or rewritten): a typo is never corrected to a word that finds nothing.
 */
async function pruneTerms(db: Db, terms: Iterable<string>): Promise<void> {
  const list = [...terms]
  for (let i = 0; i < list.length; i += 500)
    await db.execute(sql`
      delete from search_term st
      where st.term = any(${sql`array[${sql.join(
        list.slice(i, i + 500).map((term) => sql`${term}`),
        sql`, `,
      )}]::text[]`})
        and not exists (
          select 1 from search_document d where d.vector @@ plainto_tsquery('simple', st.term)
        )`)
}

/** The words of the documents stored for `keys` of `source`, before they change. */
async function storedTerms(db: Db, source: string, keys: readonly string[]) {
  if (keys.length === 0) return new Set<string>()
  const rows = await db
    .select({
      title: t.searchDocument.title,
      body: t.searchDocument.body,
      language: t.searchDocument.language,
    })
    .from(t.searchDocument)
    .where(and(eq(t.searchDocument.source, source), inArray(t.searchDocument.key, [...keys])))
  return termsOf(rows)
}

/** The documents of visible versions of `collection` (all, or those of `ids`). */
export async function storyDocuments(
  db: Db,
  collection: ContentCollection,
  ids?: readonly number[],
): Promise<SearchSource[]> {
  if (ids && ids.length === 0) return []
  const only = (column: AnyPgColumn) => (ids ? inArray(column, [...ids]) : undefined)
  const version = (d: Date) => d.toISOString()
  switch (collection) {
    case 'articles': {
      const rows = await db
        .select()
        .from(t.article)
        .where(and(visibleNow(t.article), only(t.article.id)))
      return rows.map((r) => ({
        source: collection,
        key: String(r.id),
        language: r.language,
        translationKey: r.translationKey,
        type: r.type,
        title: r.title,
        body: [r.customerName ?? '', r.summary, plainText(r.content)].join(' '),
        date: r.publishDate,
        picture: r.cover,
        version: version(r.updatedAt),
      }))
    }
    case 'jobs': {
      const rows = await db
        .select({
          job: t.job,
          place: t.workPlace.workPlaceName,
          category: t.jobCategory.categoryName,
        })
        .from(t.job)
        .leftJoin(t.workPlace, eq(t.workPlace.id, t.job.workPlaceId))
        .leftJoin(t.jobCategory, eq(t.jobCategory.id, t.job.categoryId))
        .where(and(visibleNow(t.job), only(t.job.id)))
      return rows.map(({ job: r, place, category }) => ({
        source: collection,
        key: String(r.id),
        language: r.language,
        translationKey: r.translationKey,
        type: 'job',
        title: r.title,
        body: [place ?? '', category ?? '', ...r.responsibilities, ...r.requirements].join(' '),
        date: r.publishDate,
        picture: null,
        version: version(r.updatedAt),
      }))
    }
    case 'media': {
      const rows = await db
        .select()
        .from(t.media)
        .where(and(visibleNow(t.media), eq(t.media.type, 'video'), only(t.media.id)))
      return rows.map((r) => ({
        source: collection,
        key: String(r.id),
        language: r.language,
        translationKey: r.translationKey,
        type: 'video',
        title: r.title,
        body: r.description,
        date: r.publishDate,
        picture: r.poster,
        version: version(r.updatedAt),
      }))
    }
    case 'downloads': {
      const rows = await db
        .select()
        .from(t.download)
        .where(and(visibleNow(t.download), only(t.download.id)))
      return rows.map((r) => ({
        source: collection,
        key: String(r.id),
        language: r.language,
        translationKey: r.translationKey,
        type: 'download',
        title: r.title,
        body: `${r.summary} ${r.fileName}`,
        date: r.publishDate,
        picture: r.cover,
        version: version(r.updatedAt),
      }))
    }
  }
}

/**
 * The change of `ids` in `collection`, inside the change's transaction: the visible ones are
 * (re)written, the others (unpublished, withdrawn by the schedule, deleted) removed.
 */
export async function indexChangedItems(
  tx: Db,
  collection: ContentCollection,
  ids: readonly number[],
): Promise<void> {
  const keys = ids.map((id) => String(id))
  const before = await storedTerms(tx, collection, keys)
  const docs = await storyDocuments(tx, collection, ids)
  const kept = docs.map((d) => d.key)
  await tx.delete(t.searchDocument).where(
    and(
      eq(t.searchDocument.source, collection),
      inArray(
        t.searchDocument.key,
        ids.map((id) => String(id)),
      ),
      kept.length ? notInArray(t.searchDocument.key, kept) : undefined,
    ),
  )
  await writeDocuments(tx, docs)
  const after = termsOf(docs)
  await pruneTerms(
    tx,
    [...before].filter((term) => !after.has(term)),
  )
}

const collections: readonly ContentCollection[] = ['articles', 'jobs', 'media', 'downloads']

/**
 * Makes the stories' documents those of the visible versions now: rewrites what is missing or
 * older than its row, removes what is no longer visible. At start (a database indexed by an
 * older version, or never) and after the seed; a no-op when every change was indexed.
 */
export async function reconcileStories(db: Db): Promise<number> {
  let written = 0
  for (const collection of collections) {
    const [docs, indexed] = await Promise.all([
      storyDocuments(db, collection),
      db
        .select({ key: t.searchDocument.key, version: t.searchDocument.version })
        .from(t.searchDocument)
        .where(eq(t.searchDocument.source, collection)),
    ])
    const known = new Map(indexed.map((r) => [r.key, r.version]))
    const stale = docs.filter((d) => known.get(d.key) !== d.version)
    const visible = new Set(docs.map((d) => d.key))
    const gone = indexed.filter((r) => !visible.has(r.key)).map((r) => r.key)
    const before = await storedTerms(db, collection, [
      ...gone,
      ...stale.filter((d) => known.has(d.key)).map((d) => d.key),
    ])
    for (let i = 0; i < gone.length; i += 500)
      await db
        .delete(t.searchDocument)
        .where(
          and(
            eq(t.searchDocument.source, collection),
            inArray(t.searchDocument.key, gone.slice(i, i + 500)),
          ),
        )
    await writeDocuments(db, stale)
    const after = termsOf(stale)
    await pruneTerms(
      db,
      [...before].filter((term) => !after.has(term)),
    )
    written += stale.length + gone.length
  }
  return written
}

/**
 * Gives the planner what it needs to use the search indexes: the table's statistics and the GIN
 * index's own (updated by VACUUM only). PGlite has no autovacuum: after a seed or a reindex,
 * never vacuumed, the planner estimated a sequential scan cheaper than the GIN index and a typo's
 * lookup read all 10,000 documents (150 ms instead of 1 ms, docs/performance.md). Run at start,
 * outside any transaction; harmless beside PostgreSQL's autovacuum.
 */
export async function maintainSearchIndex(db: CmsDatabase): Promise<void> {
  await db.execute(sql`vacuum analyze search_document`)
  await db.execute(sql`analyze search_term`)
}

/** A page of the site in one locale, as the site sends it. */
export interface PageDocument {
  /** The page's id in the site's page registry. */
  id: string
  locale: t.ContentLanguage
  title: string
  text: string
  /** Its route (`/$lang/AGVDetails`). */
  path: string
}

/** The hash of a page document: sent again unchanged, it is not rewritten. */
export function pageVersion(page: PageDocument): string {
  return createHash('sha256')
    .update(JSON.stringify([page.title, page.text, page.path]))
    .digest('base64url')
}

/**
 * The site's pages: each one whose hash differs is rewritten; pages the site no longer sends (in
 * the locales it sent) are removed. Idempotent: the same pages twice write nothing the second time.
 */
export async function indexPages(
  db: CmsDatabase,
  pages: readonly PageDocument[],
  /** The locales `pages` are all the pages of (default: those the pages are in). */
  locales: readonly string[] = [...new Set(pages.map((p) => p.locale))],
): Promise<{ written: number; removed: number }> {
  return db.transaction(async (tx) => {
    // One writer of pages at a time (every site process sends them at its start).
    await tx.execute(sql`select pg_advisory_xact_lock(38_042)`)
    const indexed = await tx
      .select({
        key: t.searchDocument.key,
        language: t.searchDocument.language,
        version: t.searchDocument.version,
      })
      .from(t.searchDocument)
      .where(eq(t.searchDocument.source, 'pages'))
    const known = new Map(indexed.map((r) => [`${r.key} ${r.language}`, r.version]))
    const sent = new Set(pages.map((p) => `${p.id} ${p.locale}`))
    const complete = new Set(locales)
    const docs: SearchSource[] = pages
      .map((p) => ({
        source: 'pages' as const,
        key: p.id,
        language: p.locale,
        translationKey: p.id,
        type: 'page',
        title: p.title,
        body: p.text,
        path: p.path,
        version: pageVersion(p),
      }))
      .filter((d) => known.get(`${d.key} ${d.language}`) !== d.version)
    const gone = indexed.filter(
      (r) => complete.has(r.language) && !sent.has(`${r.key} ${r.language}`),
    )
    for (const r of gone)
      await tx
        .delete(t.searchDocument)
        .where(
          and(
            eq(t.searchDocument.source, 'pages'),
            eq(t.searchDocument.key, r.key),
            eq(t.searchDocument.language, r.language),
          ),
        )
    await writeDocuments(tx, docs)
    return { written: docs.length, removed: gone.length }
  })
}
