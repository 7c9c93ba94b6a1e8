/**
 * The site's content-service client: the external service at CMS_BASE_URL, or the reference
 * service running in this process (its fetch handler is called directly, no socket).
 */
import { deadlineSignal, outsideRequests } from '../lib/process-context.server'
import { env } from '../lib/env.server'
import { logger } from '../lib/logger.server'
import { parseCmsEnv } from '../../cms/env'
import type { startCms } from '../../cms/instance'
import { createCmsClient, type CmsClient } from './client'
import { applyContentChange } from './content-changes.server'
import { contractCheckMiddleware } from './contract-check.server'

let changeFeed: Promise<{ close(): Promise<void> } | undefined> | undefined

/**
 * A site with CMS_BASE_URL whose environment also names the service's PostgreSQL (DATABASE_URL)
 * hears the service's changes from the database (LISTEN/NOTIFY, ADR 040/041) instead of waiting
 * for a webhook. Started once; nothing without DATABASE_URL or with the in-process service (which
 * tells the site itself).
 */
export function startChangeFeed(): void {
  const databaseUrl = process.env.DATABASE_URL?.trim()
  if (changeFeed || !env().CMS_BASE_URL || !databaseUrl) return
  changeFeed = import('../../cms/content/changes')
    .then(async ({ watchContentChanges }) => {
      const feed = await watchContentChanges(databaseUrl, (event) => logger.info(event))
      feed.subscribe(applyContentChange)
      logger.info({ event: 'content.change_feed', source: 'postgresql' })
      return feed
    })
    .catch((error: unknown) => {
      logger.error({ event: 'content.change_feed_failed', err: (error as Error).message })
      changeFeed = undefined
      return undefined
    })
}

type CmsInstance = Awaited<ReturnType<typeof startCms>>

/**
 * Kept on globalThis, not in a module variable: the dev server re-evaluates this module after an
 * edit, and a second start would find DATA_DIR held by this very process (one writer, ADR 016).
 * Changes to cms/ therefore need a dev-server restart.
 */
const INSTANCE = Symbol.for('starbridge.in-process-cms')
const running = globalThis as { [INSTANCE]?: Promise<CmsInstance> }

/** The in-process content service, started on first use (database, migrations, seed). */
export function inProcessCms(): Promise<CmsInstance> {
  let instance = running[INSTANCE]
  if (!instance) {
    // Started in the process's context: its timers and signal handlers live as long as the
    // process and must not keep the request that happened to start it (ADR 064).
    instance = running[INSTANCE] = outsideRequests(() =>
      import('../../cms/instance')
        .then(({ startCms }) => startCms(parseCmsEnv(process.env), { trustClientIpHeader: true }))
        .then((cms) => {
          // Its changes (and, on PostgreSQL, every other process's) drop what showed them.
          cms.changes.subscribe(applyContentChange)
          return cms
        }),
    )
    instance.catch((error: unknown) => {
      // Another process holds DATA_DIR: serving on would mean two writers; or the service's
      // environment is bad (a lead delivery URL, say): stop the site here (npm start warms the
      // service up before listening, so it never listens).
      const code = (error as { code?: unknown }).code
      if (code === 'EDATADIRLOCKED' || code === 'EINVALIDENV') {
        logger.fatal(
          { event: code === 'EINVALIDENV' ? 'cms.invalid_env' : 'cms.data_dir_locked' },
          (error as Error).message,
        )
        console.error((error as Error).message)
        process.exit(1)
      }
      logger.error(
        { event: 'cms.start_failed', err: (error as Error).message },
        'content service failed to start',
      )
      running[INSTANCE] = undefined
    })
  }
  return instance
}

/**
 * Closes the in-process content service if it was started (its database shut down cleanly, so
 * the next start opens it without crash recovery). For the server's shutdown.
 */
export async function closeInProcessCms(): Promise<void> {
  await changeFeed?.then((feed) => feed?.close()).catch(() => {})
  changeFeed = undefined
  const instance = running[INSTANCE]
  if (!instance) return
  running[INSTANCE] = undefined
  await instance.then((cms) => cms.close()).catch(() => {})
}

export function usesInProcessCms(): boolean {
  return !env().CMS_BASE_URL
}

/**
 * The secret that signs the service's form tokens, where the site knows it: the in-process
 * service's, or CMS_SIGNING_SECRET shared with a standalone one (undefined without it).
 */
export async function formTokenSecret(): Promise<string | undefined> {
  if (!usesInProcessCms()) return env().CMS_SIGNING_SECRET
  return (await inProcessCms()).signingSecret
}

let client: CmsClient | undefined

export function cmsClient(): CmsClient {
  if (!client) {
    const { CMS_BASE_URL, CMS_TIMEOUT_MS } = env()
    // Every answer is checked against the contract at this boundary (ADR 035).
    const middleware = [contractCheckMiddleware()]
    client = CMS_BASE_URL
      ? createCmsClient({
          baseUrl: CMS_BASE_URL,
          timeoutMs: CMS_TIMEOUT_MS,
          timeoutSignal: deadlineSignal,
          middleware,
        })
      : createCmsClient({
          baseUrl: 'http://cms.in-process',
          timeoutMs: CMS_TIMEOUT_MS,
          timeoutSignal: deadlineSignal,
          middleware,
          fetch: async (request) => (await inProcessCms()).app.fetch(request),
        })
  }
  return client
}

/**
 * A file the content service serves beside its API (`/cms/images/...`, `/cms/files/...`), read
 * whole; undefined unless it answers 200. For pictures the server composes (share images).
 */
export async function contentFile(path: string): Promise<Buffer | undefined> {
  if (!path.startsWith('/cms/')) return undefined
  const { CMS_BASE_URL, CMS_TIMEOUT_MS } = env()
  const request = new Request(new URL(path, CMS_BASE_URL || 'http://cms.in-process'), {
    signal: deadlineSignal(CMS_TIMEOUT_MS),
  })
  const response = CMS_BASE_URL
    ? await fetch(request)
    : await (await inProcessCms()).app.fetch(request)
  if (response.status !== 200) {
    await response.body?.cancel()
    return undefined
  }
  return Buffer.from(await response.arrayBuffer())
}

/**
 * Readiness of an external content service: one cheap read of the contract (the case-category
 * tree) within `timeoutMs`. Ready only on a 2xx answer whose envelope says success.
 */
export async function probeExternalCms(
  baseUrl: string,
  timeoutMs = 3_000,
): Promise<{ ready: true } | { ready: false; reason: string }> {
  const url = `${baseUrl.replace(/\/+$/, '')}/cms/open/api/classify/treeData?classifyType=0&language=zh`
  try {
    const response = await fetch(url, { signal: deadlineSignal(timeoutMs) })
    if (!response.ok) return { ready: false, reason: `status ${response.status}` }
    const body = (await response.json()) as { code?: unknown }
    return body.code === 0 ? { ready: true } : { ready: false, reason: 'unexpected answer' }
  } catch (error) {
    const name = (error as Error).name
    return { ready: false, reason: name === 'TimeoutError' ? 'timeout' : 'unreachable' }
  }
}
