/**
 * The pictures' variants: `/cms/images/{name}/{hash}/{width}.{format}` (the `variants.template`
 * of the contract's Image). Only the contract's widths (up to the source's) and formats of a
 * picture that has a row, under its current source hash: anything else answers 404 before any
 * work, so no one can make the service resize at will. A variant is encoded once, kept under
 * DATA_DIR/files/image-variants, and served immutable (its URL names its source's bytes).
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import pLimit from 'p-limit'
import {
  imageMimeTypes,
  isImageFormat,
  widthsFor,
  type ImageFormat,
} from '../../contract/image-variants'
import * as t from '../db/schema'
import { fail, messages } from '../http'
import { IMAGE_NAME, sourceBytes } from '../media/images'
import { encodeVariant } from '../media/variants'
import type { CmsAppOptions } from './shared'

/** A width as the contract writes it (no leading zero: one URL per variant), then a format. */
const VARIANT_FILE = /^([1-9]\d{2,3})\.([a-z]{3,4})$/
const HASH = /^[0-9a-f]{12}$/

/**
 * One encode at a time per process: sharp works on libuv's thread pool, which also reads every
 * file the server sends; a page of cold pictures must not hold up its scripts (found when a case
 * list's nine first-time AVIFs delayed its hydration on a loaded machine).
 */
const encodeSlot = pLimit(1)

/** A year: the URL changes with the source, so its bytes never do. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

export function imageRoutes(options: CmsAppOptions) {
  const images = new Hono()
  const dir = join(options.filesDir, 'image-variants')
  /** Variants being encoded: a second request for the same one waits for the first. */
  const pending = new Map<string, Promise<Buffer | undefined>>()

  async function variant(name: string, hash: string, width: number, format: ImageFormat) {
    // The file carries the hash: a replaced source never serves an old variant.
    const file = join(dir, `${name}-${hash}-${width}.${format}`)
    const kept = await readFile(file).catch(() => undefined)
    if (kept) return kept
    const bytes = await encodeSlot(async () => {
      const source = await sourceBytes(name)
      return source ? encodeVariant(source, width, format) : undefined
    })
    if (!bytes) return undefined
    await mkdir(dir, { recursive: true })
    // Written whole, then renamed: a concurrent reader never sees half a file.
    const partial = `${file}.${process.pid}.partial`
    await writeFile(partial, bytes)
    await rename(partial, file)
    return bytes
  }

  images.get('/cms/images/:name/:hash/:file', async (c) => {
    const { name, hash, file } = c.req.param()
    const match = VARIANT_FILE.exec(file)
    if (!match || !IMAGE_NAME.test(name) || name.length > 100 || !HASH.test(hash))
      return fail(c, 404, messages.notFound(c))
    const width = Number(match[1])
    const format = match[2]!
    if (!isImageFormat(format)) return fail(c, 404, messages.notFound(c))
    const [row] = await options.db
      .select({ width: t.image.width, hash: t.image.hash })
      .from(t.image)
      .where(eq(t.image.name, name))
    if (!row || row.hash !== hash || !widthsFor(row.width).includes(width as never))
      return fail(c, 404, messages.notFound(c))
    const id = `${name}/${hash}/${width}.${format}`
    let job = pending.get(id)
    if (!job) {
      job = variant(name, hash, width, format).finally(() => pending.delete(id))
      pending.set(id, job)
    }
    const bytes = await job
    if (!bytes) return fail(c, 404, messages.notFound(c))
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': imageMimeTypes[format],
      'Content-Length': String(bytes.length),
      'Cache-Control': IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    })
  })
  images.all('/cms/images/*', (c) => fail(c, 404, messages.notFound(c)))
  return images
}
