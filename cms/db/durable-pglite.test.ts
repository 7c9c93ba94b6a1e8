/**
 * Stock PGlite never fsyncs (ADR 016): the content database runs Postgres with fsync on and
 * wal_sync_method=fsync, and a commit reaches fsync(2) before the insert returns.
 */
import fs, { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { openDatabase, type OpenedDatabase } from './client'
import * as t from './schema'

const dataDir = mkdtempSync(join(tmpdir(), 'starbridge-fsync-'))
let database: OpenedDatabase
beforeAll(async () => {
  database = await openDatabase({ dataDir })
}, 60_000)
afterAll(async () => {
  await database?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

it('runs PGlite with fsync on and the WAL flushed by fsync', async () => {
  const settings = await database.db.execute<{ name: string; setting: string }>(
    sql`select name, setting from pg_settings where name in ('fsync', 'synchronous_commit', 'wal_sync_method')`,
  )
  const rows = (settings as unknown as { rows: Array<{ name: string; setting: string }> }).rows
  expect(Object.fromEntries(rows.map((r) => [r.name, r.setting]))).toEqual({
    fsync: 'on',
    synchronous_commit: 'on',
    wal_sync_method: 'fsync',
  })
})

it('keeps shared buffers small (8 MB, not 128 MB of wasm memory)', async () => {
  const result = await database.db.execute<{ setting: string; unit: string }>(
    sql`select setting, unit from pg_settings where name = 'shared_buffers'`,
  )
  const [row] = (result as unknown as { rows: Array<{ setting: string; unit: string }> }).rows
  expect(row).toEqual({ setting: '1024', unit: '8kB' })
})

it('fsyncs before a committed insert returns', async () => {
  const fsync = vi.spyOn(fs, 'fsyncSync')
  try {
    await database.db.insert(t.potentialCustomer).values({
      customersName: '张三',
      customersPhone: '13800000000',
      customersAddress: '广东省/深圳市/南山区',
      companyName: '测试',
      demand: '自动化仓库',
      industry: '医药',
    })
    expect(fsync).toHaveBeenCalled()
  } finally {
    fsync.mockRestore()
  }
})
