/**
 * npm run bench:search — site search's server time with 10,000 story versions indexed (issue 38,
 * docs/performance.md). Starts the content service on a fresh embedded database (the seed), adds
 * generated versions until 10,000 articles are visible (copies of the seed's cases and news in
 * all their languages, each with its sentences in another order and a number of its own), indexes
 * them, then times a mix of queries in eight languages through the open API's handler (the whole
 * answer: validation, ranking, snippets, pictures), after a warm-up. Prints p50 and p95.
 * Targets: p95 <= 50 ms, p50 <= 15 ms. Nothing leaves the process. The embedded database runs
 * with 64 MB of page buffers, as docs/operations.md advises for a site this size
 * (PGLITE_SHARED_BUFFERS=8MB measures the small default). BENCH_PROFILE=1 prints each query's
 * statements by time; BENCH_EXPLAIN=<query> their plans.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { count, sql, type SQL } from 'drizzle-orm'
import { parseCmsEnv } from '../../cms/env'
import { startCms } from '../../cms/instance'
import * as t from '../../cms/db/schema'
import { maintainSearchIndex, reconcileStories } from '../../cms/search/documents'

const VERSIONS = Number(process.env.BENCH_VERSIONS ?? 10_000)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20)

const queries: Array<[string, string, string?]> = [
  ['stacker crane cold storage', 'en'],
  ['2025 annual report', 'en'],
  ['tobacco', 'en'],
  ['job in Suzhou', 'en'],
  ['stakcer', 'en'],
  ['苏州 工程师', 'zh-CN,zh'],
  ['堆垛機 冷庫', 'zh-TW,zh'],
  ['無人搬送車 冷凍倉庫', 'ja,en', 'en'],
  ['ห้องเย็น', 'th,en', 'en'],
  ['Regalbediengerät Tiefkühllager', 'de,en', 'en'],
  ['штабелёр склад', 'ru,en', 'en'],
  ['냉동 창고', 'ko,en', 'en'],
  ['magazzino frigorifero', 'it,en', 'en'],
  ['qwxzvbnmplk', 'en'],
]

const dataDir = mkdtempSync(join(tmpdir(), 'starbridge-bench-search-'))
const cms = await startCms(
  parseCmsEnv({
    DATA_DIR: dataDir,
    CMS_SEARCH_RATE_LIMIT: '1000000',
    CMS_SIGNING_SECRET: 'bench-signing-secret-0123456789abcdef',
    // What a site with 10,000 story versions sets (docs/operations.md): the index in memory.
    PGLITE_SHARED_BUFFERS: process.env.PGLITE_SHARED_BUFFERS ?? '64MB',
  }),
  { trustClientIpHeader: true },
)
try {
  const db = cms.database.db
  const seeded = await db.select().from(t.article)
  const [have] = await db.select({ n: count() }).from(t.article)
  const missing = VERSIONS - (have?.n ?? 0)
  const started = Date.now()
  const rows: Array<typeof t.article.$inferInsert> = []
  for (let i = 0; i < missing; i++) {
    const { id: _id, updatedAt: _u, ...source } = seeded[i % seeded.length]!
    const copy = Math.floor(i / seeded.length) + 1
    const sentences = source.content.split(/(?<=<\/p>)/)
    rows.push({
      ...source,
      translationKey: `${source.translationKey}-copy-${copy}`,
      title: `${source.title} ${copy}`,
      content: [
        ...sentences.slice(copy % sentences.length),
        ...sentences.slice(0, copy % sentences.length),
      ].join(''),
    })
  }
  for (let i = 0; i < rows.length; i += 500)
    await db.insert(t.article).values(rows.slice(i, i + 500))
  const indexed = await reconcileStories(db)
  // What the service does at start after a seed or a reindex (PGlite has no autovacuum).
  await maintainSearchIndex(db)
  const [docs] = await db.select({ n: count() }).from(t.searchDocument)
  const buffers = await db.execute(sql`show shared_buffers`)
  console.log(
    `shared_buffers ${Object.values((buffers as { rows: Array<Record<string, string>> }).rows[0]!)[0]}`,
  )
  console.log(
    `${VERSIONS} article versions (${missing} generated), ${indexed} documents indexed in ${((Date.now() - started) / 1000).toFixed(1)} s; ${docs?.n} in the index`,
  )

  // BENCH_PROFILE=1: each statement's time per query, summed over the rounds (the slowest first).
  const profile = new Map<string, Map<string, number>>()
  let current = ''
  const explained = new Map<string, unknown>()
  if (process.env.BENCH_PROFILE) {
    const target = db as unknown as {
      execute: (query: unknown) => Promise<unknown>
      dialect: { sqlToQuery: (query: unknown) => { sql: string } }
    }
    const execute = target.execute.bind(target)
    target.execute = async (query) => {
      const start = performance.now()
      try {
        return await execute(query)
      } finally {
        const text = target.dialect.sqlToQuery(query).sql.replace(/\s+/g, ' ').slice(0, 140)
        if (process.env.BENCH_EXPLAIN === current && !explained.has(text))
          explained.set(text, query)
        const statements = profile.get(current) ?? new Map<string, number>()
        statements.set(text, (statements.get(text) ?? 0) + performance.now() - start)
        profile.set(current, statements)
      }
    }
  }

  async function run(q: string, language: string, fallback?: string): Promise<number> {
    current = q
    const params = new URLSearchParams({ q, language, ...(fallback ? { fallback } : {}) })
    const start = performance.now()
    const response = await cms.app.fetch(
      new Request(`http://cms.bench/cms/open/api/search?${params}`),
    )
    await response.arrayBuffer()
    const ms = performance.now() - start
    if (response.status !== 200) throw new Error(`${q}: ${response.status}`)
    return ms
  }
  // Warm-up: every query once (plans, dictionaries, the converter).
  for (const [q, language, fallback] of queries) await run(q, language, fallback)
  const times: number[] = []
  const perQuery = new Map<string, number[]>()
  for (let round = 0; round < ROUNDS; round++)
    for (const [q, language, fallback] of queries) {
      const ms = await run(q, language, fallback)
      times.push(ms)
      perQuery.set(q, [...(perQuery.get(q) ?? []), ms])
    }
  const pct = (list: number[], p: number) => {
    const sorted = [...list].sort((a, b) => a - b)
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
  }
  for (const [q, list] of perQuery)
    console.log(
      `  ${q.padEnd(32)} p50 ${pct(list, 50).toFixed(1)} ms  p95 ${pct(list, 95).toFixed(1)} ms`,
    )
  for (const [q, statements] of profile) {
    console.log(`  ${q}:`)
    for (const [text, ms] of [...statements].sort((a, b) => b[1] - a[1]).slice(0, 4))
      console.log(`    ${(ms / ROUNDS).toFixed(1).padStart(6)} ms  ${text}`)
  }
  // BENCH_EXPLAIN=<query>: the plans of that query's statements (explain analyze).
  for (const [text, query] of explained) {
    const plan = await db.execute(sql`explain (analyze, buffers) ${query as SQL}`)
    console.log(
      `\n${text}\n${(plan as { rows: Array<Record<string, string>> }).rows.map((r) => Object.values(r)[0]).join('\n')}`,
    )
  }
  const p50 = pct(times, 50)
  const p95 = pct(times, 95)
  console.log(
    `search: ${times.length} queries, p50 ${p50.toFixed(1)} ms (target <= 15), p95 ${p95.toFixed(1)} ms (target <= 50)`,
  )
  if (p50 > 15 || p95 > 50) process.exitCode = 1
} finally {
  await cms.close()
  rmSync(dataDir, { recursive: true, force: true })
}
