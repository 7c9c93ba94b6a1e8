/**
 * Operations on the content database:
 *   npm run cms:seed                              reload the seed content (submissions are kept)
 *   npm run cms:export -- leads --since 2026-01-01 [--out leads.csv]
 *                                                 write leads | applications | downloads as CSV
 */
import { writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseCmsEnv } from './env'
import { openDatabase } from './db/client'
import { exportKinds, parseSince, submissions, toCsv, type ExportKind } from './export'
import { seed } from './seed/seed'

const env = parseCmsEnv(process.env)
const [command, ...args] = process.argv.slice(2)
const option = (name: string) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1] : undefined
}

const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: resolve(env.DATA_DIR),
})
try {
  if (command === 'seed') {
    const counts = await seed(database.db, join(resolve(env.DATA_DIR), 'files'))
    console.log('seed content loaded:', counts)
  } else if (command === 'export') {
    const kind = args[0] as ExportKind
    if (!exportKinds.includes(kind))
      throw new Error(`export what? one of: ${exportKinds.join(', ')}`)
    const since = parseSince(option('since'))
    if (since === 'invalid') throw new Error('--since must be YYYY-MM-DD')
    const rows = await submissions(database.db, kind, since)
    const out = option('out') ?? `${kind}-${new Date().toISOString().slice(0, 10)}.csv`
    writeFileSync(out, toCsv(rows as Array<Record<string, unknown>>))
    console.log(`${rows.length} ${kind} written to ${out}`)
  } else {
    throw new Error(
      'usage: cli.ts seed | export <leads|applications|downloads> [--since YYYY-MM-DD] [--out file.csv]',
    )
  }
} catch (error) {
  console.error((error as Error).message)
  process.exitCode = 1
} finally {
  await database.close()
}
