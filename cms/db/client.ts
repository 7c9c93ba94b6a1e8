/**
 * Opens the content database: embedded PGlite under DATA_DIR by default, PostgreSQL when a
 * connection string is given. Migrations (cms/db/migrations) are applied before use.
 * PGlite holds DATA_DIR's writer lock while open (data-dir-lock.ts) and fsyncs each commit
 * (durable-pglite.ts).
 */
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
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

export async function openDatabase(options: {
  databaseUrl?: string
  dataDir: string
}): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg')
    const { drizzle } = await import('drizzle-orm/node-postgres')
    const { migrate } = await import('drizzle-orm/node-postgres/migrator')
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    const db = drizzle(pool, { schema })
    await migrate(db, { migrationsFolder: migrationsFolder() })
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
  mkdirSync(dir, { recursive: true })
  const unlock = await lockDataDir(options.dataDir)
  let client: Awaited<ReturnType<typeof openDurablePGlite>> | undefined
  try {
    const pglite = (client = await openDurablePGlite(dir))
    const db = drizzle(pglite, { schema })
    await migrate(db, { migrationsFolder: migrationsFolder() })
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
