/** Reading what visitors submitted: leads, job applications, download requests, as rows or CSV. */
import { asc, gte } from 'drizzle-orm'
import type { CmsDatabase } from './db/client'
import * as t from './db/schema'

export const exportKinds = ['leads', 'applications', 'downloads'] as const
export type ExportKind = (typeof exportKinds)[number]

export async function submissions(db: CmsDatabase, kind: ExportKind, since?: Date) {
  switch (kind) {
    case 'leads':
      return db
        .select()
        .from(t.potentialCustomer)
        .where(since ? gte(t.potentialCustomer.createdAt, since) : undefined)
        .orderBy(asc(t.potentialCustomer.id))
    case 'applications':
      return db
        .select({
          id: t.resume.id,
          jobId: t.resume.jobId,
          name: t.resume.name,
          phone: t.resume.phone,
          email: t.resume.email,
          message: t.resume.message,
          fileName: t.resume.fileName,
          storedName: t.resume.storedName,
          mimeType: t.resume.mimeType,
          fileSize: t.resume.fileSize,
          createdAt: t.resume.createdAt,
        })
        .from(t.resume)
        .where(since ? gte(t.resume.createdAt, since) : undefined)
        .orderBy(asc(t.resume.id))
    case 'downloads':
      return db
        .select()
        .from(t.customerDownload)
        .where(since ? gte(t.customerDownload.createdAt, since) : undefined)
        .orderBy(asc(t.customerDownload.id))
  }
}

/** One CSV cell: quoted, and defused against spreadsheet formula injection. */
function cell(value: unknown): string {
  let text =
    value instanceof Date
      ? value.toISOString()
      : value === null || value === undefined
        ? ''
        : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

export function toCsv(rows: Array<Record<string, unknown>>): string {
  if (!rows.length) return ''
  const columns = Object.keys(rows[0]!)
  const lines = [
    columns.map(cell).join(','),
    ...rows.map((row) => columns.map((col) => cell(row[col])).join(',')),
  ]
  // BOM so that spreadsheet programs read the Chinese text as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

export function parseSince(value: string | undefined): Date | undefined | 'invalid' {
  if (!value) return undefined
  if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/.test(value)) return 'invalid'
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? 'invalid' : date
}
