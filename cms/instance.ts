/**
 * One running content service: database opened and migrated, seeded when empty, app built.
 * Used in-process by the site (when CMS_BASE_URL is unset) and by the standalone server.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { count } from 'drizzle-orm'
import pino from 'pino'
import type { CmsEnv as Env } from './env'
import { createCmsApp, type CmsApp } from './app'
import { makePrivate, usePrivateUmask } from './data-dir-mode'
import { openDatabase, type CmsDatabase, type OpenedDatabase } from './db/client'
import { classify } from './db/schema'
import { startChangeHub, type ContentChanges } from './content/changes'
import { startSchedule } from './content/schedule'
import {
  indexPages,
  maintainSearchIndex,
  reconcileStories,
  type PageDocument,
} from './search/documents'
import type { DeliveryEnv } from './delivery/config'
import { startDelivery } from './delivery/delivery'
import { adoptSeedTemplate } from './seed/template'

export interface CmsInstance {
  app: CmsApp
  database: OpenedDatabase
  filesDir: string
  /** Signs and verifies form tokens (the in-process site checks a write's token with it). */
  signingSecret: string
  /** Change events of published content, this process's and every other's on its database. */
  changes: ContentChanges
  /** Site search: indexes the site's pages (idempotent by content hash, ADR 042). */
  indexPages(pages: readonly PageDocument[]): Promise<{ written: number; removed: number }>
  /** Makes due scheduled transitions take effect now (the timer does it on its own). */
  runSchedule(): Promise<number>
  close(): Promise<void>
}

export const cmsLogger = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: { service: 'cms' },
})

function signingSecret(env: Pick<Env, 'CMS_SIGNING_SECRET'>, dataDir: string): string {
  if (env.CMS_SIGNING_SECRET) return env.CMS_SIGNING_SECRET
  const file = join(dataDir, 'signing-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

/** Whether the database holds content (its case and news categories). */
async function isSeeded(db: CmsDatabase): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(classify)
  return (row?.n ?? 0) > 0
}

export async function startCms(
  env: Pick<
    Env,
    | 'DATA_DIR'
    | 'DATABASE_URL'
    | 'CMS_ADMIN_TOKEN'
    | 'CMS_WRITE_RATE_LIMIT'
    | 'CMS_FORM_TOKEN_RATE_LIMIT'
    | 'CMS_SEARCH_RATE_LIMIT'
    | 'CMS_ALLOWED_ORIGINS'
    | 'CMS_SIGNING_SECRET'
    | 'CMS_MIN_FILL_MS'
    | 'CMS_SEED_TEMPLATE'
    | 'CMS_EDITOR_TOKENS'
    | 'CMS_PREVIEW_TTL_SECONDS'
    | 'SITE_PUBLIC_URL'
    | 'CMS_SCHEDULE_POLL_MS'
  > &
    Partial<Pick<Env, 'PGLITE_SHARED_BUFFERS'>> &
    DeliveryEnv,
  options: { trustClientIpHeader: boolean },
): Promise<CmsInstance> {
  const dataDir = resolve(env.DATA_DIR)
  // Every lead is under DATA_DIR: nothing in it for group or others (data-dir-mode.ts).
  usePrivateUmask()
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const filesDir = join(dataDir, 'files')
  if (
    !env.DATABASE_URL &&
    env.CMS_SEED_TEMPLATE &&
    (await adoptSeedTemplate(resolve(env.CMS_SEED_TEMPLATE), dataDir))
  ) {
    cmsLogger.info(
      { event: 'cms.seeded', template: env.CMS_SEED_TEMPLATE },
      'new data directory: seeded database and files copied from the build',
    )
  }
  // Also a directory made before the umask: by an older version, a copy, a restore.
  makePrivate(dataDir)
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir,
    sharedBuffers: env.PGLITE_SHARED_BUFFERS,
  })
  if (!(await isSeeded(database.db))) {
    // The seed (its content, pdf-lib and fontkit: 5.7 MB of source) is loaded only for an empty
    // database; importing it costs about 0.35 s and 8 MB of heap (issue 15).
    const { seed } = await import('./seed/seed')
    const counts = await seed(database.db, filesDir)
    cmsLogger.info({ event: 'cms.seeded', counts }, 'empty database: seed content loaded')
  }
  // Site search matches the stories as they are (a database from before search, or one whose
  // index missed a change): a no-op when nothing differs (ADR 042).
  const reindexed = await reconcileStories(database.db)
  if (reindexed > 0) cmsLogger.info({ event: 'cms.search_reindexed', documents: reindexed })
  // Statistics for the search's indexes (PGlite has no autovacuum); a failure only costs speed.
  await maintainSearchIndex(database.db).catch((error: unknown) =>
    cmsLogger.warn({ event: 'cms.search_maintenance_failed', err: (error as Error).message }),
  )
  const secret = signingSecret(env, dataDir)
  const delivery = startDelivery(env, {
    db: database.db,
    filesDir,
    log: (event, message) => cmsLogger.info(event, message),
  })
  const log = (event: Record<string, unknown>) => cmsLogger.info(event)
  const hub = await startChangeHub({ db: database.db, databaseUrl: env.DATABASE_URL, log })
  const changed = () => {
    hub.poke()
    delivery?.outbox.wake()
  }
  const schedule = startSchedule({
    db: database.db,
    databaseKind: database.kind,
    contentWebhook: delivery?.outbox.contentWebhook,
    changed,
    pollMs: env.CMS_SCHEDULE_POLL_MS,
    log,
  })
  const app = createCmsApp({
    db: database.db,
    filesDir,
    signingSecret: secret,
    adminToken: env.CMS_ADMIN_TOKEN,
    ping: database.ping,
    databaseKind: database.kind,
    writesPerMinute: env.CMS_WRITE_RATE_LIMIT,
    formTokensPerMinute: env.CMS_FORM_TOKEN_RATE_LIMIT,
    searchesPerMinute: env.CMS_SEARCH_RATE_LIMIT,
    minFillMs: env.CMS_MIN_FILL_MS,
    allowedOrigins: env.CMS_ALLOWED_ORIGINS,
    trustClientIpHeader: options.trustClientIpHeader,
    log: (event) => cmsLogger.info(event),
    outbox: delivery?.outbox,
    editors: env.CMS_EDITOR_TOKENS,
    contentChanged: changed,
    siteUrl: env.SITE_PUBLIC_URL ?? env.PUBLIC_SITE_URL,
    previewTtlSeconds: env.CMS_PREVIEW_TTL_SECONDS,
  })
  return {
    app,
    database,
    filesDir,
    signingSecret: secret,
    changes: hub,
    runSchedule: schedule.tick,
    indexPages: (pages) => indexPages(database.db, pages),
    async close() {
      await schedule.stop()
      await hub.close()
      // The worker first: its sends under way finish and record their outcome.
      await delivery?.close()
      await database.close()
    },
  }
}
