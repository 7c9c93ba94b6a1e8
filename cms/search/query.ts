/**
 * Answers a site search (issue 38, ADR 042): the query normalized and segmented as documents are
 * (normalize.ts), each word matched by its stem in the reader's language or as a prefix of a word
 * as written, glossary synonyms and typo corrections (pg_trgm) as alternatives; one ranked list,
 * each story or page once in the reader's first language it has, the reader's own languages
 * before the labelled fallback; a snippet with the matched words marked.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { ContentLanguage } from '../../contract/content-language'
import type { CmsDatabase } from '../db/client'
import type { StoredImage } from '../db/schema'
import {
  correctable,
  normalizeText,
  prefixable,
  queryTerms,
  searchConfig,
  wordMatches,
  wordsOf,
  type Word,
} from './normalize'
import { synonymGroups } from './synonyms'

export const searchTypes = ['page', 'case', 'news', 'investor', 'video', 'download', 'job'] as const
export type SearchType = (typeof searchTypes)[number]

export interface SearchParams {
  q: string
  /** The reader's preference list: each document once, in the first of these it has. */
  languages: readonly ContentLanguage[]
  /** Those of `languages` that are only a fallback (labelled as such, ranked after the others). */
  fallback: readonly ContentLanguage[]
  type?: SearchType
  page: number
  size: number
}

export interface SearchHit {
  source: string
  key: string
  translationKey: string
  type: string
  language: ContentLanguage
  title: string
  snippet: Array<{ text: string; mark: boolean }>
  path: string | null
  date: string | null
  picture: StoredImage | null
  fallback: boolean
}

export interface SearchResult {
  hits: SearchHit[]
  total: number
  /** When nothing matched: queries with a word replaced by its closest indexed word. */
  suggestions: string[]
}

/** At most this many words of a query count (a 10 kB query is cut, never refused). */
const MAX_TERMS = 8

/** One required part of the query: alternatives, each a run of words that must all be there. */
type Node = string[][]

function quote(word: string): string {
  return `'${word.replace(/[\\']/g, (ch) => `\\${ch}`)}'`
}

/** The tsquery of one word: its stem in `config`, or a prefix of a word as written. */
function wordQuery(word: string, config: string): SQL {
  const prefix = sql`to_tsquery('simple', ${`${quote(word)}${prefixable(word) ? ':*' : ''}`})`
  return config === 'simple'
    ? prefix
    : sql`(to_tsquery(${config}::regconfig, ${quote(word)}) || ${prefix})`
}

function nodeQuery(node: Node, config: string): SQL {
  const alternatives = node.map(
    (run) =>
      sql`(${sql.join(
        run.map((w) => wordQuery(w, config)),
        sql` && `,
      )})`,
  )
  return sql`(${sql.join(alternatives, sql` || `)})`
}

let groups: Array<Array<string[]>> | undefined
/** The synonym groups, each member as the words a query or document has for it. */
function normalizedGroups(): Array<Array<string[]>> {
  groups ??= synonymGroups.map((group) =>
    group.map((member) => queryTerms(member, 'zh')).filter((run) => run.length > 0),
  )
  return groups
}

/** The scripts, beyond Latin letters and digits, in which a document in a language has words. */
const scriptsOf: Partial<Record<ContentLanguage, RegExp>> = {
  zh: /\p{Script=Han}/u,
  'zh-CN': /\p{Script=Han}/u,
  'zh-TW': /\p{Script=Han}/u,
  ja: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc]/u,
  ko: /[\p{Script=Hangul}\p{Script=Han}]/u,
  th: /\p{Script=Thai}/u,
  ru: /\p{Script=Cyrillic}/u,
  kk: /\p{Script=Cyrillic}/u,
}
const LATIN_OR_DIGIT = /[\p{Script=Latin}\p{Nd}]/u

/**
 * Whether a synonym's words can occur in a document of these languages: a Korean or Thai member
 * of a group can never match a German or English page, and each such alternative costs the
 * ranked query an index lookup (a German query's group members in six scripts made the planner
 * read every German and English document instead of the index's few).
 */
function writableIn(run: string[], languages: readonly ContentLanguage[]): boolean {
  const scripts = languages.map((l) => scriptsOf[l]).filter((r) => r !== undefined)
  for (const ch of run.join('')) {
    if (!/\p{L}|\p{N}/u.test(ch) || LATIN_OR_DIGIT.test(ch)) continue
    if (!scripts.some((script) => script.test(ch))) return false
  }
  return true
}

/**
 * The query's nodes: each word, or each run of words that is a synonym group's member (then the
 * members of the whole group a document in the reader's languages can have), with a typo's
 * corrections added to its word.
 */
function nodesOf(
  terms: string[],
  corrections: Map<string, string>,
  languages: readonly ContentLanguage[],
): Node[] {
  const nodes: Node[] = []
  for (let i = 0; i < terms.length;) {
    let matched: { group: string[][]; run: string[] } | undefined
    for (const group of normalizedGroups())
      for (const run of group)
        if (run.length > (matched?.run.length ?? 0) && run.every((w, j) => terms[i + j] === w))
          matched = { group, run }
    if (matched) {
      const { group, run } = matched
      nodes.push(group.filter((member) => member === run || writableIn(member, languages)))
      i += run.length
      continue
    }
    const word = terms[i]!
    const corrected = corrections.get(word)
    nodes.push(corrected ? [[word], [corrected]] : [[word]])
    i++
  }
  return nodes
}

/** For words of five letters and more that no document has: the closest indexed word. */
async function correctionsOf(
  db: CmsDatabase,
  terms: string[],
  config: string,
  closest3: (word: string) => Promise<string[]>,
): Promise<Map<string, string>> {
  const candidates = terms.filter(correctable)
  const out = new Map<string, string>()
  if (candidates.length === 0) return out
  const known = rowsOf<{ term: string }>(
    await db.execute(sql`select term from search_term where term in ${candidates}`),
  )
  const have = new Set(known.map((r) => r.term))
  for (const word of candidates) {
    if (have.has(word)) continue
    // "crane" where documents say "cranes": the stem finds them, nothing to correct. Counted,
    // not `exists`: for `exists` the planner expects an early hit and reads the table in order,
    // which for a typo (no hit) is every row, 150 ms over 10,000 versions; a count reads the
    // GIN index (1 ms once the table is vacuumed, maintainSearchIndex).
    const found = rowsOf<{ found: number }>(
      await db.execute(
        sql`select count(*)::int as found from search_document where vector @@ ${wordQuery(word, config)}`,
      ),
    )
    if (Number(found[0]?.found ?? 0) > 0) continue
    const [closest] = await closest3(word)
    if (closest) out.set(word, closest)
  }
  return out
}

async function closestTerms(db: CmsDatabase, word: string, limit: number): Promise<string[]> {
  const rows = rowsOf<{ term: string }>(
    await db.execute(
      sql`select term from search_term where term % ${word} and term <> ${word}
          order by term <-> ${word}, term limit ${limit}`,
    ),
  )
  return rows.map((r) => r.term)
}

/** The rows of a raw query (PGlite's and node-postgres' results both have them). */
function rowsOf<R>(result: unknown): R[] {
  return (result as { rows: R[] }).rows
}

interface Row {
  source: string
  key: string
  translation_key: string
  language: ContentLanguage
  type: string
  title: string
  body: string
  path: string | null
  date: string | null
  picture: StoredImage | null
  total: number
}

async function ranked(
  db: CmsDatabase,
  query: SQL,
  params: SearchParams,
): Promise<{ rows: Row[]; total: number }> {
  const langs = sql`array[${sql.join(
    params.languages.map((l) => sql`${l}`),
    sql`, `,
  )}]::text[]`
  const own = params.languages.filter((l) => !params.fallback.includes(l))
  const ownList = sql`array[${sql.join(
    (own.length ? own : params.languages).map((l) => sql`${l}`),
    sql`, `,
  )}]::text[]`
  const type = params.type ? sql`and d.type = ${params.type}` : sql``
  const result = await db.execute(sql`
    with q as (select ${query} as query),
    matched as (
      select d.source, d.key, d.translation_key, d.language, d.type, d.title, d.body, d.path,
        to_char(d.date, 'YYYY-MM-DD') as date, d.picture,
        ts_rank_cd(d.vector, q.query, 1) as rank,
        row_number() over (
          partition by d.source, d.translation_key
          order by array_position(${langs}, d.language::text)
        ) as pick
      from search_document d, q
      where d.vector @@ q.query and d.language = any(${langs}) ${type}
    )
    select source, key, translation_key, language, type, title, body, path, date, picture,
      count(*) over ()::int as total
    from matched where pick = 1
    order by (language = any(${ownList})) desc, rank desc, date desc nulls last, key
    limit ${params.size} offset ${(params.page - 1) * params.size}`)
  const rows = rowsOf<Row>(result)
  return { rows, total: Number(rows[0]?.total ?? 0) }
}

/** The nodes some document in the reader's languages has, rarest first. */
async function relaxed(
  db: CmsDatabase,
  nodes: Node[],
  config: string,
  params: SearchParams,
): Promise<Array<{ node: Node; count: number }>> {
  const langs = sql`array[${sql.join(
    params.languages.map((l) => sql`${l}`),
    sql`, `,
  )}]::text[]`
  const counts = sql.join(
    nodes.map(
      (n, i) =>
        sql`count(*) filter (where vector @@ ${nodeQuery(n, config)})::int as ${sql.raw(`n${i}`)}`,
    ),
    sql`, `,
  )
  const [row] = rowsOf<Record<string, number>>(
    await db.execute(sql`select ${counts} from search_document where language = any(${langs})`),
  )
  return nodes
    .map((node, i) => ({ node, count: Number(row?.[`n${i}`] ?? 0) }))
    .filter((n) => n.count > 0)
    .sort((a, b) => a.count - b.count)
}

/**
 * The stretches of `words`' text to mark, in order. Each query word (a node: the word, its
 * synonyms, its corrections) is marked where one of its alternatives stands in the text: a word
 * wherever a word matches it, a phrase of several words ("xe tự hành" for AGV) as one stretch
 * where its words stand together in its order, so neither "tư" of "vật tư" nor "tự" of "trình tự"
 * is marked for it. Only where no alternative stands so (the document matched a phrase's words
 * apart) are that node's words marked one by one.
 */
function markedStretches(
  words: readonly Word[],
  nodes: readonly Node[],
): Array<{ from: number; to: number }> {
  const stretches: Array<{ from: number; to: number }> = []
  const wordsMatching = (terms: readonly string[]) =>
    words
      .filter((w) => terms.some((term) => wordMatches(w.word, term)))
      .map((w) => ({ from: w.index, to: w.index + w.length }))
  for (const node of nodes) {
    const found: typeof stretches = []
    for (const run of node) {
      if (run.length === 1) {
        found.push(...wordsMatching(run))
        continue
      }
      for (let i = 0; i + run.length <= words.length; i++) {
        if (!run.every((term, j) => wordMatches(words[i + j]?.word ?? '', term))) continue
        const [first, last] = [words[i], words[i + run.length - 1]]
        if (first && last) found.push({ from: first.index, to: last.index + last.length })
      }
    }
    stretches.push(...(found.length > 0 ? found : wordsMatching(node.flat())))
  }
  // In text order, overlapping stretches merged.
  stretches.sort((x, y) => x.from - y.from)
  const merged: typeof stretches = []
  for (const stretch of stretches) {
    const last = merged.at(-1)
    if (last && stretch.from <= last.to) last.to = Math.max(last.to, stretch.to)
    else merged.push({ ...stretch })
  }
  return merged
}

/** Up to `around` characters either side of the first match, the matched words marked. */
export function snippet(
  text: string,
  language: string,
  nodes: readonly Node[],
  around = 90,
): Array<{ text: string; mark: boolean }> {
  const words = wordsOf(text, language)
  const marks = markedStretches(words, nodes)
  const centre = marks[0]?.from ?? 0
  let start = Math.max(0, centre - around / 3)
  let end = Math.min(text.length, centre + around * 1.5)
  // Never cut a word, nor a surrogate pair.
  const startWord = words.find((w) => w.index + w.length > start)
  if (startWord && startWord.index < start) start = startWord.index
  const endWord = words.find((w) => w.index < end && w.index + w.length > end)
  if (endWord) end = endWord.index + endWord.length
  const parts: Array<{ text: string; mark: boolean }> = []
  const push = (part: string, mark: boolean) => {
    if (!part) return
    const last = parts.at(-1)
    if (last && last.mark === mark) last.text += part
    else parts.push({ text: part, mark })
  }
  if (start > 0) push('… ', false)
  let at = start
  for (const mark of marks) {
    if (mark.from < start || mark.to > end) continue
    push(text.slice(at, mark.from), false)
    push(text.slice(mark.from, mark.to), true)
    at = mark.to
  }
  push(text.slice(at, end), false)
  if (end < text.length) push(' …', false)
  return parts
}

export async function search(db: CmsDatabase, params: SearchParams): Promise<SearchResult> {
  const reader = params.languages[0] ?? 'en'
  const config = searchConfig(reader)
  const terms = queryTerms(params.q, reader).slice(0, MAX_TERMS)
  if (terms.length === 0) return { hits: [], total: 0, suggestions: [] }
  // The closest indexed words of a word, looked up once for its correction and the suggestions.
  const closest = new Map<string, Promise<string[]>>()
  const closest3 = (word: string) => {
    let found = closest.get(word)
    if (!found) closest.set(word, (found = closestTerms(db, word, 3)))
    return found
  }
  const corrections = await correctionsOf(db, terms, config, closest3)
  const nodes = nodesOf(terms, corrections, params.languages)
  const all = sql.join(
    nodes.map((n) => nodeQuery(n, config)),
    sql` && `,
  )
  let { rows, total } = await ranked(db, all, params)
  // No document has every word: leave out the words no document has ("job" in "job in
  // Suzhou"), then the commonest, until some match (PostgreSQL's ranking knows no rarity).
  if (total === 0 && nodes.length > 1) {
    let kept = await relaxed(db, nodes, config, params)
    while (kept.length > 0 && total === 0) {
      ;({ rows, total } = await ranked(
        db,
        sql.join(
          kept.map((n) => nodeQuery(n.node, config)),
          sql` && `,
        ),
        params,
      ))
      kept = kept.slice(0, -1)
    }
  }
  const hits = rows.map((r) => ({
    source: r.source,
    key: r.key,
    translationKey: r.translation_key,
    type: r.type,
    language: r.language,
    title: r.title,
    snippet: snippet(r.body, r.language, nodes),
    path: r.path,
    date: r.date,
    picture: r.picture,
    fallback: params.fallback.includes(r.language),
  }))
  return {
    hits,
    total,
    suggestions: await suggestionsOf(params.q, terms, corrections, total, closest3),
  }
}

/**
 * "Did you mean": the query with its corrected words when a correction found what it found;
 * when nothing matched, the query with one word replaced by a close indexed word (up to three).
 */
async function suggestionsOf(
  q: string,
  terms: string[],
  corrections: Map<string, string>,
  total: number,
  closest3: (word: string) => Promise<string[]>,
): Promise<string[]> {
  const normalized = normalizeText(q).replace(/\s+/g, ' ').trim()
  const replaced = (word: string, by: string) =>
    normalized.includes(word) ? normalized.replace(word, by) : by
  if (total > 0) {
    if (corrections.size === 0) return []
    let text = normalized
    for (const [word, by] of corrections) text = text.replace(word, by)
    return [text]
  }
  const out: string[] = []
  for (const word of terms.filter(correctable))
    for (const closest of await closest3(word)) out.push(replaced(word, closest))
  return [...new Set(out)].slice(0, 3)
}
