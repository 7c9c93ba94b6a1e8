/**
 * GET /preview?token=…: the version a preview token names (cms/content/preview.ts), whatever its
 * status, in the shape of its collection's detail: the site renders a draft on its real page.
 * 401 for a forged or malformed token, 410 for an expired one; never cached.
 */
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { collectionTables } from '../content/collections'
import { readPreviewToken } from '../content/preview'
import type * as t from '../db/schema'
import { fail, messages, ok } from '../http'
import { articleViews } from './articles'
import { jobViews } from './jobs'
import { toDownloads, toMedia } from './media'
import type { CmsAppOptions } from './shared'

/**
 * The version's `versions` with itself among them, as the contract has it ("every version of
 * this story, this one included", at least one): a draft is not among the visible versions the
 * detail lists, and a first draft's empty list broke the site's contract check.
 */
function withItself<T extends { id: number; language: string; versions?: unknown[] }>(item: T): T {
  const versions = (item.versions ?? []) as Array<{ id: number; language: string }>
  if (versions.some((version) => version.id === item.id)) return item
  return { ...item, versions: [...versions, { language: item.language, id: item.id }] }
}

export function previewRoutes(options: CmsAppOptions) {
  const { db } = options
  const api = new Hono()
  const articles = articleViews(db)
  const jobs = jobViews(db)

  api.get('/preview', async (c) => {
    c.header('Cache-Control', 'private, no-store')
    c.header('X-Robots-Tag', 'noindex')
    const claim = readPreviewToken(options.signingSecret, c.req.query('token') ?? '')
    if (claim === 'invalid') return fail(c, 401, messages.previewInvalid(c))
    if (claim === 'expired') return fail(c, 410, messages.previewExpired(c))
    const table = collectionTables[claim.collection]
    const [row] = await db.select().from(table).where(eq(table.id, claim.id))
    if (!row) return fail(c, 404, messages.notFound(c))
    switch (claim.collection) {
      case 'articles':
        return ok(c, withItself(await articles.detail(row)))
      case 'jobs': {
        const job = await jobs.detail(row as unknown as typeof t.job.$inferSelect)
        return job ? ok(c, withItself(job)) : fail(c, 404, messages.notFound(c))
      }
      case 'media':
        return ok(c, (await toMedia(db, [row as unknown as typeof t.media.$inferSelect]))[0])
      case 'downloads':
        return ok(c, (await toDownloads(db, [row as unknown as typeof t.download.$inferSelect]))[0])
    }
  })
  return api
}
