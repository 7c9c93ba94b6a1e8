/** One writer per DATA_DIR: refusal naming the holder, release, and takeover from a killed one. */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DataDirLockedError, lockDataDir } from './data-dir-lock'

let dir: string
afterEach(() => rmSync(dir, { recursive: true, force: true }))
const freshDir = () => (dir = mkdtempSync(join(tmpdir(), 'starbridge-lock-')))

describe('lockDataDir', () => {
  it('refuses a second holder with the directory and the holder pid, until released', async () => {
    freshDir()
    const release = await lockDataDir(dir)
    const refused = await lockDataDir(dir).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(DataDirLockedError)
    expect((refused as Error).message).toContain(
      `DATA_DIR ${dir} is in use by process ${process.pid}`,
    )
    await release()
    expect(existsSync(join(dir, '.writer.lock'))).toBe(false)
    await (
      await lockDataDir(dir)
    )()
  })

  it('takes over at once from a holder that was killed on this host', async () => {
    freshDir()
    // A lock left behind by a process that no longer exists.
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid!
    mkdirSync(join(dir, '.writer.lock'))
    const ino = statSync(join(dir, '.writer.lock')).ino
    writeFileSync(
      join(dir, '.writer.json'),
      JSON.stringify({ pid: dead, hostname: hostname(), since: new Date().toISOString(), ino }),
    )
    const started = Date.now()
    const release = await lockDataDir(dir)
    expect(Date.now() - started).toBeLessThan(2_000)
    await release()
  })
})
