/**
 * The reference content service: every path of api-spec/cms-open-api.yaml, over Drizzle, one
 * router per resource under cms/routes/. Typed against the generated contract (contract/api.gen.ts).
 */
import { Hono } from 'hono'
import { adminRoutes } from './admin'
import { fail, messages } from './http'
import { articlesRoutes } from './routes/articles'
import { fileRoutes } from './routes/files'
import { jobsRoutes } from './routes/jobs'
import { mediaRoutes } from './routes/media'
import { navigationRoutes } from './routes/navigation'
import { regionsRoutes } from './routes/regions'
import type { CmsAppOptions } from './routes/shared'
import { writesRoutes } from './routes/writes'
import { issueXsrfCookie } from './security'

export { signDownload, type CmsAppOptions } from './routes/shared'

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

  api.use('*', issueXsrfCookie())
  api.route('/', navigationRoutes(options))
  api.route('/', articlesRoutes(options))
  api.route('/', mediaRoutes(options))
  api.route('/', jobsRoutes(options))
  api.route('/', regionsRoutes())
  api.route('/', writesRoutes(options))
  api.all('*', (c) => fail(c, 404, messages.notFound(c)))
  app.route('/cms/open/api', api)
  app.route('/cms/admin', adminRoutes({ db: options.db, token: options.adminToken }))

  app.onError((error, c) => {
    options.log?.({ event: 'cms.error', message: error.message, path: new URL(c.req.url).pathname })
    return fail(c, 500, messages.serverError(c))
  })
  return app
}

export type CmsApp = ReturnType<typeof createCmsApp>
