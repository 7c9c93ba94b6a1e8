/**
 * The reference content service: every path of api-spec/cms-open-api.yaml, over Drizzle, one
 * router per resource under cms/routes/. Typed against the generated contract (contract/api.gen.ts).
 */
import { Hono } from 'hono'
import { adminRoutes } from './admin'
import { methodNotAllowed } from './allowed-methods'
import { loggableError, sqlState, statusOfSqlState } from './db-errors'
import { clientGone, fail, messages } from './http'
import { articlesRoutes } from './routes/articles'
import { fileRoutes } from './routes/files'
import { imageRoutes } from './routes/images'
import { jobsRoutes } from './routes/jobs'
import { mediaRoutes } from './routes/media'
import { navigationRoutes } from './routes/navigation'
import { previewRoutes } from './routes/preview'
import { regionsRoutes } from './routes/regions'
import { searchRoutes } from './routes/search'
import type { CmsAppOptions } from './routes/shared'
import { translationsRoutes } from './routes/translations'
import { writesRoutes } from './routes/writes'
import { issueXsrfCookie } from './security'

export { signDownload, type CmsAppOptions } from './routes/shared'

const API_PREFIX = '/cms/open/api'

export function createCmsApp(options: CmsAppOptions) {
  const app = new Hono()
  const api = new Hono()

  app.get('/readyz', async (c) => {
    try {
      await options.ping()
      return c.json({ status: 'ready', database: options.databaseKind })
    } catch {
      return c.json({ status: 'unavailable', database: options.databaseKind }, 503)
    }
  })

  app.route('/', fileRoutes(options))
  app.route('/', imageRoutes(options))

  api.use('*', issueXsrfCookie())
  api.route('/', navigationRoutes(options))
  api.route('/', articlesRoutes(options))
  api.route('/', mediaRoutes(options))
  api.route('/', jobsRoutes(options))
  api.route('/', translationsRoutes(options))
  api.route('/', previewRoutes(options))
  api.route('/', regionsRoutes())
  api.route('/', searchRoutes(options))
  api.route('/', writesRoutes(options))
  // Every route is registered above: what is left is another method of a path (405) or none (404).
  api.all('*', methodNotAllowed(api.routes, API_PREFIX))
  app.route(API_PREFIX, api)
  app.route(
    '/cms/admin',
    adminRoutes({
      db: options.db,
      token: options.adminToken,
      filesDir: options.filesDir,
      editors: options.editors,
      wakeDelivery: options.outbox?.wake,
      content: {
        databaseKind: options.databaseKind,
        signingSecret: options.signingSecret,
        contentWebhook: options.outbox?.contentWebhook,
        changed: options.contentChanged,
        siteUrl: options.siteUrl,
        previewTtlSeconds: options.previewTtlSeconds ?? 3600,
      },
    }),
  )

  // Never the error's message: a failed query's names the SQL and its parameters (visitors' data).
  app.onError((error, c) => {
    const path = new URL(c.req.url).pathname
    // A client who aborted its upload (the body limit reads a chunked body first): one line, and
    // an answer nobody reads.
    if (clientGone(c)) {
      options.log?.({ event: 'cms.client_aborted', method: c.req.method, path })
      return fail(c, 400, messages.invalid(c))
    }
    const status = statusOfSqlState(sqlState(error))
    options.log?.({
      event: 'cms.error',
      status,
      method: c.req.method,
      path,
      ...loggableError(error),
    })
    const msg =
      status === 400
        ? messages.invalid(c)
        : status === 409
          ? messages.conflict(c)
          : messages.serverError(c)
    return fail(c, status, msg)
  })
  return app
}

export type CmsApp = ReturnType<typeof createCmsApp>
