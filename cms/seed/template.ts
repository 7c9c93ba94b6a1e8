/**
 * The seed template: a data directory (database and files) seeded once by `npm run build`
 * (dist/seed-data), which a content service copies into an empty DATA_DIR instead of creating
 * and seeding a database there (ADR 024). Postgres' initdb, the migrations and the seed's PDFs
 * took 4.7–6.1 s of a site's very first start; copying the 40 MB takes a fraction of a second.
 * The template holds no signing secret and no submissions: each DATA_DIR makes its own secret.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { Worker } from 'node:worker_threads'
import { join, resolve } from 'node:path'
import { makePrivate } from '../data-dir-mode'

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
    // Written under the service's umask (openDatabase); made private anyway, as copies keep modes.
    makePrivate(staging)
    rmSync(target, { recursive: true, force: true })
    renameSync(staging, target)
    return counts
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
}

/** Whether `dataDir` is new (no database, no files) and `template` holds a database. */
function adoptable(template: string, dataDir: string): boolean {
  return (
    existsSync(join(template, DATABASE, 'PG_VERSION')) &&
    vacant(join(dataDir, DATABASE)) &&
    vacant(join(dataDir, FILES))
  )
}

/** A fresh staging directory inside `dataDir` for the copy (created with `dataDir`). */
function staging(dataDir: string): string {
  const dir = join(dataDir, `.seed-template-${process.pid}`)
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  rmSync(dir, { recursive: true, force: true })
  return dir
}

/**
 * Moves the staged files and database into place, one rename each: a second process starting on
 * the same DATA_DIR at the same moment finds either nothing or the whole database (and then the
 * writer lock, ADR 016).
 */
function place(staged: string, dataDir: string): void {
  for (const part of [FILES, DATABASE]) {
    rmSync(join(dataDir, part), { recursive: true, force: true })
    renameSync(join(staged, part), join(dataDir, part))
  }
}

/**
 * Copies the template's database and files into `dataDir` when it has neither (a new site);
 * true when it did. A DATA_DIR with a database or files of its own, or a template without a
 * database, is left alone (the caller then opens, and if empty seeds, what is there). The copy
 * (Node's native one, a few hundred ms for the ~1000 files) runs on a worker thread, so the
 * production server loads its bundle meanwhile.
 */
export async function adoptSeedTemplate(template: string, dataDir: string): Promise<boolean> {
  if (!adoptable(template, dataDir)) return false
  const staged = staging(dataDir)
  try {
    await copyOnWorker(template, staged)
    // The copy keeps the template's modes (an older build's are 0644): private before it is placed.
    makePrivate(staged)
    place(staged, dataDir)
    return true
  } catch {
    return false
  } finally {
    rmSync(staged, { recursive: true, force: true })
  }
}

function copyOnWorker(from: string, to: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const worker = new Worker(
      "const { workerData } = require('node:worker_threads');" +
        "require('node:fs').cpSync(workerData.from, workerData.to, { recursive: true })",
      { eval: true, workerData: { from, to } },
    )
    worker.once('error', reject)
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`seed template copy exited with ${code}`)),
    )
  })
}
