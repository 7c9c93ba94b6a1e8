/**
 * Opens the content database: embedded PGlite under DATA_DIR by default, PostgreSQL when a
 * connection string is given. Migrations (cms/db/migrations) are applied before use (skipped at
 * once when the database already has the journal's newest).
 * PGlite holds DATA_DIR's writer lock while open (data-dir-lock.ts) and fsyncs each commit
 * (durable-pglite.ts).
 */
import { mkdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { usePrivateUmask } from '../data-dir-mode'
import { lockDataDir } from './data-dir-lock'
import * as schema from './schema'

export type CmsDatabase = PgDatabase<PgQueryResultHKT, typeof schema>

export interface OpenedDatabase {
  db: CmsDatabase
  kind: 'pglite' | 'postgres'
  ping(): Promise<void>
  close(): Promise<void>
}

export function migrationsFolder(): string {
  return resolve(process.env.CMS_MIGRATIONS_DIR ?? join(process.cwd(), 'cms/db/migrations'))
}

/** The newest migration of the journal: its `when`, which drizzle records as `created_at`. */
function newestMigration(folder: string): number {
  const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>
  }
  return Math.max(...journal.entries.map((entry) => entry.when))
}

/**
 * Whether the database has every migration of the journal. drizzle's migrate() applies exactly
 * the migrations newer than the newest it recorded, but even when there are none it creates its
 * schema and table if missing and runs an empty transaction: 70-100 ms of a cold start on PGlite
 * (issue 15). One read answers the common case; any doubt (no table yet) runs migrate().
 */
async function migrated(
  execute: (query: ReturnType<typeof sql>) => Promise<unknown>,
  folder: string,
): Promise<boolean> {
  try {
    const result = (await execute(
      sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
    )) as { rows: Array<{ newest: string | number | null }> }
    const newest = result.rows[0]?.newest
    return newest != null && Number(newest) >= newestMigration(folder)
  } catch {
    return false
  }
}

export async function openDatabase(options: {
  databaseUrl?: string
  dataDir: string
  /** PGlite's shared_buffers (cms/env.ts PGLITE_SHARED_BUFFERS); 8 MB unless given. */
  sharedBuffers?: string
}): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg')
    const { drizzle } = await import('drizzle-orm/node-postgres')
    const { migrate } = await import('drizzle-orm/node-postgres/migrator')
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    const db = drizzle(pool, { schema })
    const folder = migrationsFolder()
    if (!(await migrated((query) => db.execute(query), folder))) {
      await migrate(db, { migrationsFolder: folder })
    }
    return {
      db: db as unknown as CmsDatabase,
      kind: 'postgres',
      ping: async () => {
        await db.execute(sql`select 1`)
      },
      close: () => pool.end(),
    }
  }
  const { openDurablePGlite } = await import('./durable-pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  const dir = resolve(options.dataDir, 'pglite')
  // The database's files (its WAL holds every lead) are the service user's alone.
  usePrivateUmask()
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const unlock = await lockDataDir(options.dataDir)
  let client: Awaited<ReturnType<typeof openDurablePGlite>> | undefined
  try {
    const pglite = (client = await openDurablePGlite(dir, options.sharedBuffers))
    const db = drizzle(pglite, { schema })
    const folder = migrationsFolder()
    if (!(await migrated((query) => db.execute(query), folder))) {
      await migrate(db, { migrationsFolder: folder })
    }
    return {
      db: db as unknown as CmsDatabase,
      kind: 'pglite',
      ping: async () => {
        await pglite.query('select 1')
      },
      close: async () => {
        try {
          await pglite.close()
        } finally {
          await unlock()
        }
      },
    }
  } catch (error) {
    await client?.close().catch(() => {})
    await unlock()
    throw error
  }
}
