/**
 * Operations on the content database:
 *   npm run cms:seed                              reload the seed content (submissions are kept)
 *   npm run cms:export -- leads --since 2026-01-01 [--out leads.csv] [--url http://host:port]
 *                                                 write leads | applications | downloads as CSV
 *
 * An embedded (PGlite) DATA_DIR has one writer (cms/db/data-dir-lock.ts). While the site or the
 * service holds it, export reads through the running service's admin API (--url or CMS_BASE_URL,
 * with CMS_ADMIN_TOKEN) instead of opening the database a second time; seed needs it stopped.
 */
import { writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseCmsEnv } from './env'
import { openDatabase, type OpenedDatabase } from './db/client'
import { describeHolder, isDataDirLocked } from './db/data-dir-lock'
import { exportKinds, parseSince, submissions, toCsv, type ExportKind } from './export'
import { seed } from './seed/seed'

const env = parseCmsEnv(process.env)
const [command, ...args] = process.argv.slice(2)
const option = (name: string) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1] : undefined
}
const usage =
  'usage: cli.ts seed | export <leads|applications|downloads> [--since YYYY-MM-DD] [--out file.csv] [--url http://host:port]'

/** Rows from the running service's admin API (GET /cms/admin/{kind}). */
async function rowsFromService(baseUrl: string, kind: ExportKind, since: string | undefined) {
  if (!env.CMS_ADMIN_TOKEN) throw new Error('reading through the service needs CMS_ADMIN_TOKEN')
  const url = new URL(`/cms/admin/${kind}`, baseUrl)
  if (since) url.searchParams.set('since', since)
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${env.CMS_ADMIN_TOKEN}` },
    signal: AbortSignal.timeout(60_000),
  })
  if (!response.ok) throw new Error(`${url.origin} answered ${response.status} to ${url.pathname}`)
  const body = (await response.json()) as { data: { list: Array<Record<string, unknown>> } }
  return body.data.list
}

/** The database to this process alone, or who holds DATA_DIR when a running service does. */
async function openOwnDatabase(): Promise<OpenedDatabase | { lockedBy: string }> {
  try {
    return await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: resolve(env.DATA_DIR),
      sharedBuffers: env.PGLITE_SHARED_BUFFERS,
    })
  } catch (error) {
    if (!isDataDirLocked(error)) throw error
    return { lockedBy: `DATA_DIR ${error.dataDir} is in use by ${describeHolder(error.holder)}` }
  }
}

async function run(): Promise<void> {
  if (command === 'seed') {
    const database = await openOwnDatabase()
    if ('lockedBy' in database)
      throw new Error(
        `${database.lockedBy}. cms:seed needs the database to itself: stop that process, run ` +
          'cms:seed, then start it again.',
      )
    try {
      const counts = await seed(database.db, join(resolve(env.DATA_DIR), 'files'))
      console.log('seed content loaded:', counts)
    } finally {
      await database.close()
    }
    return
  }
  if (command !== 'export') throw new Error(usage)
  const kind = args[0] as ExportKind
  if (!exportKinds.includes(kind)) throw new Error(`export what? one of: ${exportKinds.join(', ')}`)
  const sinceText = option('since')
  const since = parseSince(sinceText)
  if (since === 'invalid') throw new Error('--since must be YYYY-MM-DD')
  const out = option('out') ?? `${kind}-${new Date().toISOString().slice(0, 10)}.csv`
  const serviceUrl = option('url') ?? process.env.CMS_BASE_URL

  let rows: Array<Record<string, unknown>>
  let source: string
  const database = option('url') ? undefined : await openOwnDatabase()
  if (database && !('lockedBy' in database)) {
    try {
      rows = (await submissions(database.db, kind, since)) as Array<Record<string, unknown>>
      source = database.kind
    } finally {
      await database.close()
    }
  } else if (serviceUrl && (option('url') || env.CMS_ADMIN_TOKEN)) {
    rows = await rowsFromService(serviceUrl, kind, sinceText)
    source = serviceUrl
  } else {
    throw new Error(
      `${database!.lockedBy}. cms:export does not open a database that a running site or ` +
        'content service holds: pass its URL and admin token ' +
        '(CMS_ADMIN_TOKEN=... npm run cms:export -- leads --url http://127.0.0.1:3000), or stop ' +
        'that process first.',
    )
  }
  writeFileSync(out, toCsv(rows))
  console.log(`${rows.length} ${kind} written to ${out} (from ${source})`)
}

try {
  await run()
} catch (error) {
  console.error((error as Error).message)
  process.exitCode = 1
}
