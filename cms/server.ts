/** The content service on its own port (npm run cms:serve), for a separate deployment. */
import { resolve } from 'node:path'
import { serve } from 'srvx'
import { parseCmsEnv } from './env'
import { isDataDirLocked } from './db/data-dir-lock'
import { cmsLogger, startCms } from './instance'
import { usePrivateUmask } from './data-dir-mode'
import { installStreamCloseGuard } from '../contract/stream-close-guard'

// Whatever this process creates (the database, uploaded CVs) is its user's alone (data-dir-mode.ts).
usePrivateUmask()

// A client who leaves mid-answer must not stop the service (contract/stream-close-guard.ts).
installStreamCloseGuard(cmsLogger)

// Built (dist/cms-server.mjs), a new DATA_DIR starts from the build's seeded copy, dist/seed-data
// (ADR 024); run from source there is none and the service seeds in place.
process.env.CMS_SEED_TEMPLATE ??= resolve(import.meta.dirname, 'seed-data')
const env = (() => {
  try {
    return parseCmsEnv(process.env)
  } catch (error) {
    // A bad value (a delivery URL that does not parse, a webhook without its secret): say what.
    console.error((error as Error).message)
    process.exit(1)
  }
})()
const cms = await startCms(env, { trustClientIpHeader: false }).catch((error: unknown): never => {
  // A second process on the same DATA_DIR: say who holds it, on stderr even with LOG_LEVEL=silent.
  if (isDataDirLocked(error)) {
    cmsLogger.fatal({ event: 'cms.data_dir_locked', dataDir: error.dataDir, holder: error.holder })
    console.error(error.message)
    process.exit(1)
  }
  throw error
})
const server = serve({
  port: env.CMS_PORT,
  hostname: env.HOST,
  silent: true,
  fetch: (request) => cms.app.fetch(request),
})
await server.ready()
cmsLogger.info(
  { event: 'cms.listening', url: server.url, database: cms.database.kind },
  `content service on ${server.url}`,
)

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    await server.close()
    await cms.close()
    process.exit(0)
  })
}
