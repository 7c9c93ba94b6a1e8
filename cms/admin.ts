/**
 * /cms/admin: list and export submissions. Only with `Authorization: Bearer $CMS_ADMIN_TOKEN`
 * (401 otherwise); answers 404 when no token is configured (the API is disabled). Another method
 * of an admin path answers 405 with `Allow`.
 */
import { timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import { methodNotAllowed } from './allowed-methods'
import type { CmsDatabase } from './db/client'
import { exportKinds, parseSince, submissions, toCsv, type ExportKind } from './export'

export function adminRoutes(options: { db: CmsDatabase; token?: string }) {
  const admin = new Hono()
  admin.use('*', async (c, next) => {
    if (!options.token) return c.json({ code: 404, msg: 'Admin API disabled', data: null }, 404)
    const given = Buffer.from((c.req.header('authorization') ?? '').replace(/^Bearer\s+/i, ''))
    const expected = Buffer.from(options.token)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      c.header('WWW-Authenticate', 'Bearer')
      return c.json({ code: 401, msg: 'Unauthorized', data: null }, 401)
    }
    c.header('Cache-Control', 'no-store')
    await next()
  })

  admin.get('/:file{(leads|applications|downloads)\\.csv}', async (c) => {
    const since = parseSince(c.req.query('since'))
    if (since === 'invalid')
      return c.json({ code: 400, msg: 'since must be YYYY-MM-DD', data: null }, 400)
    const kind = c.req.param('file').replace('.csv', '') as ExportKind
    const rows = await submissions(options.db, kind, since)
    return c.body(toCsv(rows as Array<Record<string, unknown>>), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${kind}.csv"`,
    })
  })
  admin.get('/:kind{(leads|applications|downloads)}', async (c) => {
    const since = parseSince(c.req.query('since'))
    if (since === 'invalid')
      return c.json({ code: 400, msg: 'since must be YYYY-MM-DD', data: null }, 400)
    const rows = await submissions(options.db, c.req.param('kind') as ExportKind, since)
    return c.json({ code: 0, msg: 'success', data: { list: rows, total: rows.length } })
  })
  // Another method of an admin path: 405 with `Allow` (after the token check), not 404.
  admin.all('*', methodNotAllowed(admin.routes, '/cms/admin'))

  return admin
}

export { exportKinds }
