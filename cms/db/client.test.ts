/**
 * Migrations on open: a new database gets every migration of the journal; a database that has them
 * is opened without running drizzle's migrator again (one read, issue 15), and keeps its record.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
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
