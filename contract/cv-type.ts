/**
 * The CV's real type, read from all of its bytes (server side: the site's upload endpoint and the
 * content service). The browser only runs the quick checks of cv-file.ts.
 */
import { fileTypeFromBuffer } from 'file-type'
import { cvSignature, type CvMimeType } from './cv-file'

/** PDF, DOCX (a zip with a `word/` part) or DOC (an OLE compound file); anything else: undefined. */
export async function detectCvType(bytes: Uint8Array): Promise<CvMimeType | undefined> {
  if (!cvSignature(bytes)) return undefined
  const detected = await fileTypeFromBuffer(bytes)
  if (detected?.mime === 'application/pdf') return 'application/pdf'
  if (detected?.ext === 'docx')
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  if (detected?.ext === 'cfb' || detected?.mime === 'application/x-cfb' || detected?.ext === 'doc')
    return 'application/msword'
  return undefined
}
