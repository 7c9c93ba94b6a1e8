/**
 * For the site's server tests beside the code (app/domains/**): the reference content service in
 * the test's own process, on PGlite in a fresh data directory, started on first use and closed
 * with the file. Call `useContentService` at the top of a test file, before importing the modules
 * under test (they read the environment it sets): one service per file, not per test.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'

export function useContentService(name: string, extra: Record<string, string> = {}): void {
  const dataDir = mkdtempSync(join(tmpdir(), `starbridge-${name}-`))
  Object.assign(process.env, { DATA_DIR: dataDir, DATABASE_URL: '', CMS_BASE_URL: '' }, extra)
  // A fresh database is migrated and seeded first: seconds when idle, a minute on a busy machine.
  beforeAll(async () => {
    const { inProcessCms } = await import('../../app/content/cms.server')
    await inProcessCms()
  }, 300_000)
  afterAll(async () => {
    const { inProcessCms } = await import('../../app/content/cms.server')
    await (await inProcessCms()).close()
    rmSync(dataDir, { recursive: true, force: true })
  })
}

/** A GET of the service's open API, as any client makes it: the `data` of its answer. */
export async function openApi<T>(path: string): Promise<T> {
  const { inProcessCms } = await import('../../app/content/cms.server')
  const cms = await inProcessCms()
  const response = await cms.app.fetch(new Request(`http://cms.test/cms/open/api/${path}`))
  if (!response.ok) throw new Error(`${path}: ${response.status}`)
  return ((await response.json()) as { data: T }).data
}
