/** GET /translations: the versions of one story, by its translation key or the id of a version. */
import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { fail, messages, ok } from '../http'
import { translatable, translationKeySchema, versionsOf } from './localized'
import {
  type CmsAppOptions,
  type Schemas,
  idSchema,
  parseQuery,
  visibleIfPublishable,
} from './shared'

const query = z
  .object({
    type: z.enum(Object.keys(translatable) as [keyof typeof translatable]),
    key: translationKeySchema.optional(),
    id: idSchema.optional(),
  })
  // Exactly one of them: a key, or the id of any version.
  .superRefine((q, ctx) => {
    if ((q.key === undefined) === (q.id === undefined))
      ctx.addIssue({ code: 'custom', path: ['key'], message: 'Give key or id (exactly one).' })
  })

export function translationsRoutes(options: CmsAppOptions) {
  const { db } = options
  const api = new Hono()
  api.get('/translations', async (c) => {
    const q = parseQuery(c, query)
    if (q instanceof Response) return q
    const table = translatable[q.type]
    let key = q.key
    if (q.id !== undefined) {
      const [row] = await db
        .select({ key: table.translationKey })
        .from(table)
        .where(and(eq(table.id, q.id), visibleIfPublishable(table)))
      key = row?.key
    }
    const versions = key === undefined ? [] : await versionsOf(db, table, key)
    if (key === undefined || !versions.length) return fail(c, 404, messages.notFound(c))
    const data: Schemas['Translations'] = { type: q.type, translationKey: key, versions }
    return ok(c, data)
  })
  return api
}
