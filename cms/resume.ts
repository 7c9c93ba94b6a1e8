/** Stores a job application: validated text, a CV checked by content, file first, then the row. */
import { randomBytes } from 'node:crypto'
import { mkdir, open, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { detectCvType } from '../contract/cv-type'
import { fieldErrors } from '../contract/errors'
import { RESUME_MAX_BYTES, RESUME_MIME_TYPES, resumeSchema } from '../contract/resume.schema'
import { trimInvisible } from '../contract/text'
import type { CmsDatabase } from './db/client'
import * as t from './db/schema'
import { enqueueDeliveries, type DeliveryOutbox } from './delivery/payload'
import { spendFormToken } from './form-token-use'
import { fail, messages, ok, requestTranslator } from './http'
import { visibleNow } from './routes/shared'

/**
 * The CV's name as the visitor's system gave it, kept for whoever reads the application: without
 * control characters (PostgreSQL refuses NUL), without bidirectional controls (U+202E and its
 * kin would show `cv\u202Efdp.exe` as `cvexe.pdf` in the exports) and at most 255 characters,
 * cut between characters.
 */
export function storableFileName(name: string): string {
  return Array.from(
    trimInvisible(name.replace(/[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu, '')),
  )
    .slice(0, 255)
    .join('')
}

export async function storeResume(
  c: Context,
  form: FormData,
  deps: {
    db: CmsDatabase
    filesDir: string
    log?: (event: Record<string, unknown>) => void
    outbox?: DeliveryOutbox
  },
) {
  const text = Object.fromEntries(
    ['jobId', 'name', 'phone', 'email', 'message'].flatMap((key) => {
      const value = form.get(key)
      return typeof value === 'string' ? [[key, value]] : []
    }),
  )
  const parsed = resumeSchema(requestTranslator(c)).safeParse(text)
  const errors = parsed.success ? {} : fieldErrors(parsed.error)
  const file = form.get('file')
  if (!(file instanceof File) || file.size === 0) errors.file = messages.fileRequired(c)
  else if (file.size > RESUME_MAX_BYTES)
    return fail(c, 413, messages.tooLarge(c), { file: messages.fileRequired(c) })
  if (!parsed.success || errors.file) return fail(c, 400, messages.invalid(c), errors)

  const cv = file as File
  const bytes = new Uint8Array(await cv.arrayBuffer())
  const mime = await detectCvType(bytes)
  if (!mime) return fail(c, 400, messages.invalid(c), { file: messages.fileType(c) })

  const [jobRow] = await deps.db
    .select({ id: t.job.id })
    .from(t.job)
    .where(and(eq(t.job.id, parsed.data.jobId), visibleNow(t.job)))
  if (!jobRow) return fail(c, 404, messages.notFound(c), { jobId: messages.notFound(c) })

  const dir = join(deps.filesDir, 'resumes')
  await mkdir(dir, { recursive: true })
  const storedName = `${randomBytes(16).toString('hex')}.${RESUME_MIME_TYPES[mime]}`
  const path = join(dir, storedName)
  const handle = await open(path, 'wx', 0o600)
  try {
    await handle.writeFile(bytes)
    await handle.sync()
  } finally {
    await handle.close()
  }
  try {
    // The form token is spent with the row, in one transaction: both or neither.
    const row = await deps.db.transaction(async (tx) => {
      if (!(await spendFormToken(tx, c))) return undefined
      const [row] = await tx
        .insert(t.resume)
        .values({
          jobId: parsed.data.jobId,
          name: parsed.data.name,
          phone: parsed.data.phone,
          email: parsed.data.email,
          message: parsed.data.message ?? '',
          fileName: storableFileName(cv.name) || `cv.${RESUME_MIME_TYPES[mime]}`,
          storedName,
          mimeType: mime,
          fileSize: bytes.length,
        })
        .returning()
      await enqueueDeliveries(tx, deps.outbox, c, { kind: 'application', row: row! })
      return row
    })
    if (!row) {
      await unlink(path).catch(() => {})
      return fail(c, 400, messages.formUsed(c))
    }
    deps.outbox?.wake()
    deps.log?.({ event: 'resume.stored', id: row.id, jobId: parsed.data.jobId })
    return ok(c, { id: row.id })
  } catch (error) {
    await unlink(path).catch(() => {})
    throw error
  }
}
