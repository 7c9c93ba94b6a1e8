/** Videos, downloadable documents and their signed file links. */
import { timingSafeEqual } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { and, desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { decimalInteger } from '../../contract/text'
import type { CmsDatabase } from '../db/client'
import * as t from '../db/schema'
import { contractImages } from '../media/images'
import { fail, messages, ok } from '../http'
import { chosenPage, languagesSchema } from './localized'
import {
  type CmsAppOptions,
  type Schemas,
  idSchema,
  like,
  pageSchema,
  parseQuery,
  signDownload,
  visibleNow,
} from './shared'

/** Videos as the contract has them (each poster with its variants). */
export async function toMedia(
  db: CmsDatabase,
  rows: Array<typeof t.media.$inferSelect>,
): Promise<Schemas['Media'][]> {
  const posters = await contractImages(
    db,
    rows.map((r) => ({ image: r.poster, language: r.language })),
  )
  return rows.map((r, i): Schemas['Media'] => ({
    id: r.id,
    translationKey: r.translationKey,
    type: r.type,
    language: r.language,
    title: r.title,
    description: r.description,
    poster: posters[i] ?? r.poster,
    sourceUrl: r.sourceUrl,
    duration: r.duration,
    captions: r.type === 'video' ? r.captions : [],
    publishDate: r.publishDate,
  }))
}

/** Documents as the contract has them (each cover with its variants). */
export async function toDownloads(
  db: CmsDatabase,
  rows: Array<typeof t.download.$inferSelect>,
): Promise<Schemas['Download'][]> {
  const covers = await contractImages(
    db,
    rows.map((r) => ({ image: r.cover, language: r.language })),
  )
  return rows.map((r, i): Schemas['Download'] => ({
    id: r.id,
    translationKey: r.translationKey,
    language: r.language,
    title: r.title,
    summary: r.summary,
    fileName: r.fileName,
    fileType: 'pdf',
    fileSize: r.fileSize,
    pageCount: r.pageCount,
    cover: covers[i] ?? null,
    publishDate: r.publishDate,
  }))
}

export function mediaRoutes(options: CmsAppOptions) {
  const { db } = options
  const api = new Hono()
  api.get('/media/list', async (c) => {
    const q = parseQuery(
      c,
      z.object({
        language: languagesSchema,
        type: z.enum(['video', 'image']).optional(),
        ...pageSchema,
      }),
    )
    if (q instanceof Response) return q
    // Each story once, in its best language (cms/routes/localized.ts); then type and keyword.
    const page = await chosenPage(db, t.media, 'chosen_media', q, (chosen) => ({
      where: and(
        q.type ? eq(chosen.type, q.type) : undefined,
        like(q.keyword, chosen.title, chosen.description),
      ),
      orderBy: [desc(chosen.publishDate), desc(chosen.id)],
    }))
    const list = await toMedia(db, page.list)
    return ok(c, { ...page, list })
  })

  api.get('/download/list', async (c) => {
    const q = parseQuery(c, z.object({ language: languagesSchema, ...pageSchema }))
    if (q instanceof Response) return q
    const page = await chosenPage(db, t.download, 'chosen_download', q, (chosen) => ({
      where: like(q.keyword, chosen.title, chosen.summary),
      orderBy: [desc(chosen.publishDate), desc(chosen.id)],
    }))
    const list = await toDownloads(db, page.list)
    return ok(c, { ...page, list })
  })

  api.get('/download/file/:id', async (c) => {
    const id = idSchema.safeParse(c.req.param('id'))
    if (!id.success) return fail(c, 404, messages.notFound(c))
    const expires = decimalInteger(c.req.query('expires') ?? '')
    const sig = c.req.query('sig') ?? ''
    if (!Number.isSafeInteger(expires)) return fail(c, 400, messages.invalid(c))
    const expected = Buffer.from(signDownload(options.signingSecret, id.data, expires))
    const given = Buffer.from(sig)
    if (
      expires < Date.now() ||
      expected.length !== given.length ||
      !timingSafeEqual(expected, given)
    ) {
      return fail(c, 403, messages.forbidden(c))
    }
    const [row] = await db
      .select()
      .from(t.download)
      .where(and(eq(t.download.id, id.data), visibleNow(t.download)))
    if (!row) return fail(c, 404, messages.notFound(c))
    const path = join(options.filesDir, 'downloads', row.storedName)
    const info = await stat(path).catch(() => undefined)
    if (!info) return fail(c, 404, messages.notFound(c))
    const body = Readable.toWeb(createReadStream(path)) as ReadableStream
    return new Response(body, {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Length': String(info.size),
        'Content-Disposition': `attachment; filename="${row.fileName.replace(/[^\w.-]/g, '_')}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  })

  return api
}
