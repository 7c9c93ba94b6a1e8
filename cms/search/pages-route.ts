/**
 * `PUT /cms/admin/api/search/pages/{locale}` (issue 38, ADR 042): a site whose content service
 * runs apart sends its pages' copy in one locale at its start; the in-process site calls
 * `indexPages` directly. Idempotent by content hash: the same pages again write nothing. The
 * `admin` token only (an editor's token manages stories, not the site's pages).
 */
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import { contentLanguages } from '../../contract/content-language'
import { fieldErrors } from '../../contract/errors'
import type { CmsDatabase } from '../db/client'
import { fail, messages, ok } from '../http'
import { indexPages } from './documents'

/** Thirteen locales' worth of a site's pages, one locale a request. */
const PAGES_LIMIT = 512 * 1024

const pagesBody = z.strictObject({
  pages: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[A-Za-z0-9-]{1,100}$/),
        title: z.string().min(1).max(300),
        text: z.string().max(60_000),
        path: z
          .string()
          .regex(/^\/\$lang(\/[A-Za-z0-9_$.-]+)*$/)
          .max(200),
      }),
    )
    .max(500),
})

export function searchPagesRoute(db: CmsDatabase) {
  const route = new Hono<{ Variables: { actor: string } }>()
  route.put(
    '/api/search/pages/:locale',
    bodyLimit({ maxSize: PAGES_LIMIT, onError: (c) => fail(c, 413, messages.tooLarge(c)) }),
    async (c) => {
      if (c.get('actor') !== 'admin') return fail(c, 403, messages.forbidden(c))
      const locale = z.enum(contentLanguages).safeParse(c.req.param('locale'))
      if (!locale.success) return fail(c, 404, messages.notFound(c))
      const json: unknown = /^application\/json\b/i.test(c.req.header('content-type') ?? '')
        ? await c.req.json().catch(() => undefined)
        : undefined
      const body = pagesBody.safeParse(json)
      if (!body.success) return fail(c, 400, messages.invalid(c), fieldErrors(body.error))
      const result = await indexPages(
        db,
        body.data.pages.map((p) => ({ ...p, locale: locale.data })),
        [locale.data],
      )
      return ok(c, result)
    },
  )
  return route
}
