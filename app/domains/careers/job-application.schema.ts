/**
 * A job application as the form and the site's upload endpoint check it: the contract's schema
 * of the text fields (contract/resume.schema.ts) with the site's words, and the CV's quick checks
 * (contract/cv-file.ts) with a message that names what is wrong: the allowed types, or the limit
 * and the file's size.
 */
import {
  CV_SIGNATURE_BYTES,
  cvSignature,
  hasCvExtension,
  RESUME_MAX_BYTES,
} from '../../../contract/cv-file'
import { resumeSchema } from '../../../contract/resume.schema'
import { numberFormat } from '../../i18n/formatters'
import type { Locale } from '../../i18n/locales'
import { errorMessages } from '../../lib/error-messages'
import { perLocale } from '../../lib/per-locale'
import * as m from '../../paraglide/messages.js'

export { fieldErrors } from '../../../contract/errors'

/** The text fields, in the field order of the form. */
export const applicationFields = ['name', 'phone', 'email', 'message'] as const
export type ApplicationField = (typeof applicationFields)[number] | 'file'

export { MESSAGE_MAX } from './application-limits'

export const applicationSchema = perLocale((locale: Locale) => resumeSchema(errorMessages(locale)))

/**
 * A size in megabytes as the reader's locale writes it ("5 MB", "6.3 MB"); rounded up to
 * hundredths, so that a file just over the limit never reads as the limit itself ("5.01 MB").
 */
export function megabytes(bytes: number, locale: Locale): string {
  return numberFormat(locale, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 2,
    roundingMode: 'ceil',
  }).format(bytes / (1024 * 1024))
}

/** What is wrong with a CV, in words: none chosen, not a PDF/DOC/DOCX, or over the limit. */
export const cvMessages = {
  missing: (locale: Locale) => m.cms_msg_file_required({}, { locale }),
  type: (locale: Locale, name: string) => m.job_file_type({ name }, { locale }),
  size: (locale: Locale, size: number) =>
    m.job_file_too_large(
      { size: megabytes(size, locale), limit: megabytes(RESUME_MAX_BYTES, locale) },
      { locale },
    ),
}

/**
 * The checks a browser runs before uploading (nothing is sent when one fails): a file is chosen,
 * its name ends in .pdf, .doc or .docx, it is at most 5 MB, and its first bytes are those of a
 * PDF, a DOC or a zip (DOCX). The server checks the whole content again.
 */
export async function cvProblem(
  file: File | null | undefined,
  locale: Locale,
): Promise<string | undefined> {
  if (!file || file.size === 0) return cvMessages.missing(locale)
  if (!hasCvExtension(file.name)) return cvMessages.type(locale, file.name)
  if (file.size > RESUME_MAX_BYTES) return cvMessages.size(locale, file.size)
  const head = new Uint8Array(await file.slice(0, CV_SIGNATURE_BYTES).arrayBuffer())
  if (!cvSignature(head)) return cvMessages.type(locale, file.name)
  return undefined
}
