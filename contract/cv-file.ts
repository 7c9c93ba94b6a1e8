/**
 * The CV of a job application, as the form, the site's upload endpoint and the content service
 * check it: at most RESUME_MAX_BYTES, a PDF, DOC or DOCX by name and by content. The quick checks
 * here need no library, so the browser runs them before uploading; the full check by content is
 * `detectCvType` (cv-type.ts), on the server.
 */
import { RESUME_MAX_BYTES, RESUME_MIME_TYPES } from './resume.schema'

export { RESUME_MAX_BYTES, RESUME_MIME_TYPES }

export type CvMimeType = keyof typeof RESUME_MIME_TYPES

/** The file input's `accept`, and the endings a CV's name may have. */
export const CV_ACCEPT = '.pdf,.doc,.docx'
const extensions = new Set(['pdf', 'doc', 'docx'])

/** Whether the file's name ends like a CV (case-insensitive). */
export function hasCvExtension(name: string): boolean {
  const dot = name.lastIndexOf('.')
  return dot > 0 && extensions.has(name.slice(dot + 1).toLowerCase())
}

/** How many leading bytes `cvSignature` reads. */
export const CV_SIGNATURE_BYTES = 8

const signatures: ReadonlyArray<readonly [family: 'pdf' | 'doc' | 'zip', bytes: number[]]> = [
  ['pdf', [0x25, 0x50, 0x44, 0x46]], // %PDF
  ['doc', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]], // OLE compound file
  ['zip', [0x50, 0x4b, 0x03, 0x04]], // PK: a DOCX is a zip
]

/** What a file's first bytes announce (a zip still has to hold `word/` to be a DOCX). */
export function cvSignature(head: Uint8Array): 'pdf' | 'doc' | 'zip' | undefined {
  return signatures.find(([, bytes]) => bytes.every((byte, i) => head[i] === byte))?.[0]
}

/** Whether a CV of `size` bytes is within the limit (an empty file is no CV). */
export function cvSizeAllowed(size: number): boolean {
  return size > 0 && size <= RESUME_MAX_BYTES
}
