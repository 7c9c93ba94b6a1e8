/**
 * For the server tests beside a domain's code (app/domains/<domain>/*.server.test.ts): the real
 * content service in the test's process, on PGlite in a throwaway DATA_DIR, migrated and seeded
 * once per file before its tests and closed after them; its own API, for what a test compares the
 * site's data with; and the site's modules loaded afresh while the service is down.
 *
 * Call `startContentService` at the top of the test file, before the modules under test are
 * imported (with `await import(...)`): the site reads its environment on first use.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, inject, vi } from 'vitest'

/**
 * Starting the service copies the run's seed template; a database seeded in place (4.7 to 6.1 s
 * of a first start on an idle machine, ADR 024) took up to 3 minutes with three such files
 * starting at once on two cores busy with other work (measured: 180 s for one of them at a load
 * average of 10).
 */
const START_TIMEOUT_MS = 300_000

/** The editors' token of the file's service (`publish` below). */
const ADMIN_TOKEN = 'domain-tests-admin-token-0123456789abcdef'

/**
 * The in-process content service (CMS_BASE_URL unset) on a new PGlite database for this file,
 * with its management API open to `publish`, started in `beforeAll` and closed in `afterAll`;
 * `name` names its directory.
 */
export function startContentService(name: string): void {
  const dataDir = mkdtempSync(join(tmpdir(), `starbridge-${name}-`))
  process.env.DATA_DIR = dataDir
  process.env.DATABASE_URL = ''
  process.env.CMS_BASE_URL = ''
  process.env.CMS_ADMIN_TOKEN = ADMIN_TOKEN
  // The run's seeded copy (tests/setup/seed-template.ts) instead of seeding in this file.
  process.env.CMS_SEED_TEMPLATE = inject('seedTemplate')
  beforeAll(async () => {
    const { inProcessCms } = await import('../../app/content/cms.server')
    await inProcessCms()
  }, START_TIMEOUT_MS)
  afterAll(async () => {
    const { closeInProcessCms } = await import('../../app/content/cms.server')
    await closeInProcessCms()
    rmSync(dataDir, { recursive: true, force: true })
  }, 60_000)
}

/** The `data` of the service's own answer at `/cms/open/api/{path}` (asked directly, no cache). */
export async function openApi<T>(path: string): Promise<T> {
  const { inProcessCms } = await import('../../app/content/cms.server')
  const response = await (
    await inProcessCms()
  ).app.fetch(new Request(`http://cms.test/cms/open/api/${path}`))
  const body = (await response.json()) as { code: number; data: T }
  if (response.status !== 200 || body.code !== 0)
    throw new Error(`${path}: status ${response.status}, code ${body.code}`)
  return body.data
}

/**
 * Publishes a version through the service's management API (`/cms/admin/api/{collection}`), as an
 * editor would: the service tells the site, which drops what showed the collection. Its id.
 */
export async function publish(
  collection: string,
  version: Record<string, unknown>,
): Promise<number> {
  const { inProcessCms } = await import('../../app/content/cms.server')
  const response = await (
    await inProcessCms()
  ).app.fetch(
    new Request(`http://cms.test/cms/admin/api/${collection}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'published', ...version }),
    }),
  )
  if (response.status !== 201) throw new Error(`publish: status ${response.status}`)
  return ((await response.json()) as { data: { id: number } }).data.id
}

/**
 * Runs `use` with modules that `load` imports afresh into a site whose content service is down:
 * CMS_BASE_URL at a loopback port nothing listens on (as `npm run bench:outage` and the outage
 * browser test), so every call is refused at once and nothing was cached before. The modules the
 * file imported before keep their own service; the environment is restored afterwards.
 */
export async function whileServiceDown<M, R>(
  load: () => Promise<M>,
  use: (loaded: M) => Promise<R>,
): Promise<R> {
  const before = process.env.CMS_BASE_URL
  process.env.CMS_BASE_URL = 'http://127.0.0.1:9'
  vi.resetModules()
  try {
    return await use(await load())
  } finally {
    process.env.CMS_BASE_URL = before
    vi.resetModules()
  }
}
