/**
 * The site refuses to run its in-process content service on a DATA_DIR another process holds:
 * it exits non-zero with a message naming the directory and the holder, instead of serving.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it, vi } from 'vitest'
import { lockDataDir } from '../../cms/db/data-dir-lock'

const dataDir = mkdtempSync(join(tmpdir(), 'starbridge-site-lock-'))
process.env.DATA_DIR = dataDir
process.env.DATABASE_URL = ''
process.env.CMS_BASE_URL = ''

const { inProcessCms } = await import('./cms.server')
const release = await lockDataDir(dataDir)
afterAll(async () => {
  await release()
  rmSync(dataDir, { recursive: true, force: true })
})

it('exits with code 1 and names the directory and the holder when DATA_DIR is held', async () => {
  const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never)
  const stderr = vi.spyOn(console, 'error').mockImplementation(() => {})
  try {
    await expect(inProcessCms()).rejects.toThrow(`DATA_DIR ${dataDir} is in use`)
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1))
    expect(String(stderr.mock.calls[0]?.[0])).toContain(`process ${process.pid}`)
  } finally {
    exit.mockRestore()
    stderr.mockRestore()
  }
})
