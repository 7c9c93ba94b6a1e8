/** Reading what visitors submitted: leads, job applications, download requests, as rows or CSV. */
import { stringify } from 'csv-stringify/sync'
import { asc, eq, gte, type SQL } from 'drizzle-orm'
import type { CmsDatabase } from './db/client'
import * as t from './db/schema'

export const exportKinds = ['leads', 'applications', 'downloads'] as const
export type ExportKind = (typeof exportKinds)[number]

export async function submissions(db: CmsDatabase, kind: ExportKind, since?: Date, only?: SQL) {
  switch (kind) {
    case 'leads':
      return db
        .select()
        .from(t.potentialCustomer)
        .where(only ?? (since ? gte(t.potentialCustomer.createdAt, since) : undefined))
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
        .where(only ?? (since ? gte(t.resume.createdAt, since) : undefined))
        .orderBy(asc(t.resume.id))
    case 'downloads':
      return db
        .select()
        .from(t.customerDownload)
        .where(only ?? (since ? gte(t.customerDownload.createdAt, since) : undefined))
        .orderBy(asc(t.customerDownload.id))
  }
}

/** One submission of `kind` by id, as the lists show it; undefined if there is none. */
export async function submission(db: CmsDatabase, kind: ExportKind, id: number) {
  const table = {
    leads: t.potentialCustomer,
    applications: t.resume,
    downloads: t.customerDownload,
  }[kind]
  const rows = await submissions(db, kind, undefined, eq(table.id, id))
  return rows[0]
}

/** Blanks, controls and format characters a spreadsheet skips before it reads a formula. */
const LEADING_INVISIBLE = /^[\s\p{Cc}\p{Cf}\p{Zs}\u115F\u1160\u2800\u3164\uFFA0]+/u
/** A formula's first character, after compatibility folding (＝ and ﹦ are =, ＋ is +, ...). */
const FORMULA_START = /^[=+\-@\u2212]/
/** Characters that start a new cell or line in some spreadsheet importers. */
const BREAK_START = /^[\t\r\n]/

/**
 * A text a spreadsheet would run as a formula (OWASP "CSV injection"), quoted with a leading
 * apostrophe: it starts with = + - @ (ASCII, full-width or small forms, or a minus sign) once
 * leading blanks and invisible characters are skipped, or it starts with TAB, CR or LF.
 */
export function defuseFormula(text: string): string {
  const first = text.replace(LEADING_INVISIBLE, '').slice(0, 1).normalize('NFKC')
  return BREAK_START.test(text) || FORMULA_START.test(first) ? `'${text}` : text
}

/** Rows as CSV (csv-stringify): every cell quoted, texts defused, dates in ISO 8601. */
export function toCsv(rows: Array<Record<string, unknown>>): string {
  if (!rows.length) return ''
  return stringify(rows, {
    header: true,
    columns: Object.keys(rows[0]!),
    quoted: true,
    record_delimiter: '\r\n',
    // BOM so that spreadsheet programs read the Chinese text as UTF-8.
    bom: true,
    cast: {
      string: defuseFormula,
      date: (date) => date.toISOString(),
    },
  })
}

export function parseSince(value: string | undefined): Date | undefined | 'invalid' {
  if (!value) return undefined
  if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/.test(value)) return 'invalid'
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? 'invalid' : date
}
