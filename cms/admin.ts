/**
 * /cms/admin: list and export submissions, read one with its CV, see and retry deliveries (ADR
 * 039), and manage content under /cms/admin/api (cms/content/admin-api.ts, ADR 040). Only with
 * `Authorization: Bearer $CMS_ADMIN_TOKEN` or an editor's token of CMS_EDITOR_TOKENS (401
 * otherwise; compared in constant time); an editor reaches the content API only (403 elsewhere:
 * submissions are personal data). Answers 404 when no token is configured (the API is disabled). Another method of an admin path answers 405 with
 * `Allow`. No cookie is read here, so a write (a retry) cannot be forged from another site (no
 * CSRF surface).
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { and, desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { methodNotAllowed } from './allowed-methods'
import {
  contentAdminRoutes,
  type AdminVariables,
  type ContentAdminOptions,
} from './content/admin-api'
import type { CmsDatabase } from './db/client'
import * as t from './db/schema'
import { exportKinds, parseSince, submission, submissions, toCsv, type ExportKind } from './export'
import { idSchema } from './routes/shared'
import { searchPagesRoute } from './search/pages-route'

const deliveryStatuses = ['pending', 'delivered', 'failed'] as const

export function adminRoutes(options: {
  db: CmsDatabase
  token?: string
  filesDir: string
  /** Named editors' tokens (CMS_EDITOR_TOKENS): the content API only. */
  editors?: ReadonlyArray<{ name: string; token: string }>
  /** Wakes the delivery worker (after a retry). */
  wakeDelivery?: () => void
  /** The management API's options (cms/content/admin-api.ts). */
  content: Omit<ContentAdminOptions, 'db' | 'filesDir'>
}) {
  const admin = new Hono<{ Variables: AdminVariables }>()
  // SHA-256 of each token: equal lengths for timingSafeEqual, and every token is compared.
  const digest = (token: string) => createHash('sha256').update(token).digest()
  const credentials = [
    ...(options.token ? [{ name: 'admin', token: options.token }] : []),
    ...(options.editors ?? []),
  ].map(({ name, token }) => ({ name, digest: digest(token) }))
  admin.use('*', async (c, next) => {
    if (!credentials.length)
      return c.json({ code: 404, msg: 'Admin API disabled', data: null }, 404)
    const given = digest((c.req.header('authorization') ?? '').replace(/^Bearer\s+/i, ''))
    let actor: string | undefined
    for (const credential of credentials)
      if (timingSafeEqual(given, credential.digest)) actor ??= credential.name
    if (!actor) {
      c.header('WWW-Authenticate', 'Bearer')
      return c.json({ code: 401, msg: 'Unauthorized', data: null }, 401)
    }
    c.header('Cache-Control', 'no-store')
    if (actor !== 'admin' && !c.req.path.startsWith('/cms/admin/api/'))
      return c.json({ code: 403, msg: 'Editors manage content only', data: null }, 403)
    c.set('actor', actor)
    await next()
  })
  // Before the content API: its own body limit (a locale's pages are more than one version).
  admin.route('/', searchPagesRoute(options.db))
  admin.route(
    '/api',
    contentAdminRoutes({ ...options.content, db: options.db, filesDir: options.filesDir }),
  )

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

  const refuse = (status: 400 | 404 | 409, msg: string) => ({ code: status, msg, data: null })

  admin.get('/:kind{(leads|applications|downloads)}/:id', async (c) => {
    const id = idSchema.safeParse(c.req.param('id'))
    if (!id.success) return c.json(refuse(400, 'id must be a number'), 400)
    const row = await submission(options.db, c.req.param('kind') as ExportKind, id.data)
    if (!row) return c.json(refuse(404, 'No such record'), 404)
    return c.json({ code: 0, msg: 'success', data: row })
  })

  // The CV of an application, as its sender named it.
  admin.get('/applications/:id/cv', async (c) => {
    const id = idSchema.safeParse(c.req.param('id'))
    if (!id.success) return c.json(refuse(400, 'id must be a number'), 400)
    const [row] = await options.db
      .select({
        storedName: t.resume.storedName,
        fileName: t.resume.fileName,
        mimeType: t.resume.mimeType,
      })
      .from(t.resume)
      .where(eq(t.resume.id, id.data))
    const bytes = row
      ? await readFile(join(options.filesDir, 'resumes', row.storedName)).catch(() => undefined)
      : undefined
    if (!row || !bytes) return c.json(refuse(404, 'No such CV'), 404)
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': row.mimeType,
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(row.fileName)}`,
      'X-Content-Type-Options': 'nosniff',
    })
  })

  // Deliveries, newest first (at most 500), optionally of one status.
  admin.get('/deliveries', async (c) => {
    const status = c.req.query('status')
    if (status && !deliveryStatuses.includes(status as (typeof deliveryStatuses)[number]))
      return c.json(refuse(400, 'status must be pending, delivered or failed'), 400)
    const d = t.leadDelivery
    const list = await options.db
      .select({
        id: d.id,
        kind: d.kind,
        submissionId: d.submissionId,
        target: d.target,
        status: d.status,
        attempts: d.attempts,
        lastError: d.lastError,
        recipient: d.recipient,
        nextAttemptAt: d.nextAttemptAt,
        createdAt: d.createdAt,
        deliveredAt: d.deliveredAt,
      })
      .from(d)
      .where(status ? eq(d.status, status) : undefined)
      .orderBy(desc(d.createdAt), desc(d.id))
      .limit(500)
    return c.json({ code: 0, msg: 'success', data: { list, total: list.length } })
  })

  // A failed delivery due again now, with its attempts counted from zero.
  admin.post('/deliveries/:id/retry', async (c) => {
    const d = t.leadDelivery
    const [row] = await options.db
      .update(d)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(), lockedUntil: null })
      .where(and(eq(d.id, c.req.param('id')), eq(d.status, 'failed')))
      .returning({ id: d.id, status: d.status })
    if (!row) {
      const [known] = await options.db
        .select({ status: d.status })
        .from(d)
        .where(eq(d.id, c.req.param('id')))
      if (!known) return c.json(refuse(404, 'No such delivery'), 404)
      return c.json(
        refuse(409, `Only a failed delivery is retried; this one is ${known.status}`),
        409,
      )
    }
    options.wakeDelivery?.()
    return c.json({ code: 0, msg: 'success', data: row })
  })

  // Another method of an admin path: 405 with `Allow` (after the token check), not 404.
  // Registered last: it sees every route above.
  admin.all('*', methodNotAllowed(admin.routes, '/cms/admin'))
  return admin
}

export { exportKinds }
