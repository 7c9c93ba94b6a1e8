/**
 * Migrations on open: a new database gets every migration of the journal; a database that has them
 * is opened without running drizzle's migrator again (one read, issue 15), and keeps its record.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, expect, it } from 'vitest'
import { migrationsFolder, openDatabase } from './client'

const dataDir = mkdtempSync(join(tmpdir(), 'starbridge-migrate-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const journal = JSON.parse(
  readFileSync(join(migrationsFolder(), 'meta/_journal.json'), 'utf8'),
) as { entries: Array<{ when: number }> }

async function recorded(): Promise<number[]> {
  const database = await openDatabase({ dataDir })
  try {
    const result = (await database.db.execute(
      sql`select created_at from drizzle.__drizzle_migrations order by created_at`,
    )) as unknown as { rows: Array<{ created_at: string | number }> }
    return result.rows.map((row) => Number(row.created_at))
  } finally {
    await database.close()
  }
}

it('applies every migration to a new database and none again when it has them', async () => {
  const expected = journal.entries.map((entry) => entry.when)
  expect(await recorded()).toEqual(expected)
  expect(await recorded()).toEqual(expected)
}, 60_000)

it('opens a database that has every migration without running the migrator', async () => {
  // The migrator reads every migration file; the check of the newest record reads the journal
  // only. With a migration's SQL file gone, only the check can open the database.
  const folder = mkdtempSync(join(tmpdir(), 'starbridge-migrations-'))
  const ownData = mkdtempSync(join(tmpdir(), 'starbridge-migrate-skip-'))
  const before = process.env.CMS_MIGRATIONS_DIR
  try {
    cpSync(migrationsFolder(), folder, { recursive: true })
    process.env.CMS_MIGRATIONS_DIR = folder
    await (await openDatabase({ dataDir: ownData })).close()
    const first = readdirSync(folder).find((name) => name.endsWith('.sql'))!
    rmSync(join(folder, first))
    const again = await openDatabase({ dataDir: ownData })
    await again.close()
  } finally {
    if (before === undefined) delete process.env.CMS_MIGRATIONS_DIR
    else process.env.CMS_MIGRATIONS_DIR = before
    rmSync(folder, { recursive: true, force: true })
    rmSync(ownData, { recursive: true, force: true })
  }
}, 60_000)
