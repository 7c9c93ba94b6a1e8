/**
 * The seed template: a data directory (database and files) seeded once by `npm run build`
 * (dist/seed-data), which a content service copies into an empty DATA_DIR instead of creating
 * and seeding a database there (ADR 024). Postgres' initdb, the migrations and the seed's PDFs
 * took 4.7–6.1 s of a site's very first start; copying the 40 MB takes a fraction of a second.
 * The template holds no signing secret and no submissions: each DATA_DIR makes its own secret.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'

const DATABASE = 'pglite'
const FILES = 'files'

/** Whether `dir` is missing or an empty directory. */
function vacant(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0
}

/** Creates (or replaces) the template at `target`: a migrated, seeded, cleanly closed database. */
export async function buildSeedTemplate(target: string): Promise<Record<string, number>> {
  const staging = `${resolve(target)}.staging-${process.pid}`
  rmSync(staging, { recursive: true, force: true })
  try {
    // The database client and the seed (pdf-lib, fontkit) are loaded only here: the production
    // server adopts the template before its bundle loads and never needs them for it.
    const { openDatabase } = await import('../db/client')
    const { seed } = await import('./seed')
    const database = await openDatabase({ dataDir: staging })
    let counts: Record<string, number>
    try {
      counts = await seed(database.db, join(staging, FILES))
    } finally {
      await database.close()
    }
    rmSync(target, { recursive: true, force: true })
    renameSync(staging, target)
    return counts
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
}

/**
 * Copies the template's database and files into `dataDir` when it has neither (a new site);
 * true when it did. A DATA_DIR with a database of its own, or a template without one, is left
 * alone (the caller then opens, and if empty seeds, what is there). The database arrives by one
 * rename, so a second process starting on the same DATA_DIR at the same moment finds either
 * nothing or the whole copy (and then the writer lock, ADR 016).
 */
export function adoptSeedTemplate(template: string, dataDir: string): boolean {
  const source = join(template, DATABASE)
  const database = join(dataDir, DATABASE)
  const files = join(dataDir, FILES)
  if (!existsSync(join(source, 'PG_VERSION')) || !vacant(database) || !vacant(files)) return false
  const staging = join(dataDir, `.seed-template-${process.pid}`)
  try {
    mkdirSync(dataDir, { recursive: true })
    rmSync(staging, { recursive: true, force: true })
    // Node's native copy: a few hundred ms for the ~1000 files; fs.promises.cp took seconds.
    cpSync(template, staging, { recursive: true })
    rmSync(database, { recursive: true, force: true })
    rmSync(files, { recursive: true, force: true })
    renameSync(join(staging, FILES), files)
    renameSync(join(staging, DATABASE), database)
    return true
  } catch {
    return false
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
}
