/**
 * The CV's real type, read from all of its bytes (server side: the site's upload endpoint and the
 * content service). The browser only runs the quick checks of cv-file.ts.
 */
import { fileTypeFromBuffer } from 'file-type'
import yauzl from 'yauzl'
import { cvSignature, type CvMimeType } from './cv-file'

/**
 * What a zip CV (a DOCX) may unpack to. A Word CV of text and a few pictures unpacks to a few MB
 * in a few dozen parts; a "zip bomb" of 1 MB unpacks to a GiB or more (or holds thousands of
 * parts) and takes down whatever opens it later: the reader's Word, a preview, an indexer.
 */
export const ZIP_LIMITS = {
  /** The sum of the entries' unpacked sizes. */
  unpackedBytes: 50 * 1024 * 1024,
  /** Entries, directories included. */
  entries: 2_000,
}

/**
 * Whether the zip in `bytes` unpacks to at most `limits`: read with yauzl from its central
 * directory, each entry inflated and thrown away. yauzl stops an entry that unpacks to more than
 * its header says (validateEntrySizes), so a lying header is caught after at most the sizes the
 * headers claim, which this sums and bounds first: at most `unpackedBytes` are ever inflated.
 * Encrypted entries, unknown compression methods and anything yauzl cannot read: false.
 */
export async function zipWithinLimits(bytes: Uint8Array, limits = ZIP_LIMITS): Promise<boolean> {
  let zip: yauzl.ZipFile
  try {
    zip = await yauzl.fromBufferPromise(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      { lazyEntries: true, validateEntrySizes: true },
    )
  } catch {
    return false
  }
  if (zip.entryCount > limits.entries) return false
  return new Promise<boolean>((resolve) => {
    let entries = 0
    let claimed = 0
    let settled = false
    const settle = (within: boolean) => {
      if (settled) return
      settled = true
      resolve(within)
    }
    zip.on('error', () => settle(false))
    zip.on('end', () => settle(true))
    zip.on('entry', (entry: yauzl.Entry) => {
      entries += 1
      claimed += entry.uncompressedSize
      if (entries > limits.entries || claimed > limits.unpackedBytes || entry.isEncrypted())
        return settle(false)
      zip.openReadStream(entry, (error, stream) => {
        if (error) return settle(false)
        stream.on('error', () => settle(false))
        stream.on('end', () => {
          if (!settled) zip.readEntry()
        })
        stream.resume()
      })
    })
    zip.readEntry()
  })
}

/**
 * PDF, DOCX (a zip with a `word/` part, within ZIP_LIMITS) or DOC (an OLE compound file);
 * anything else: undefined.
 */
export async function detectCvType(bytes: Uint8Array): Promise<CvMimeType | undefined> {
  const signature = cvSignature(bytes)
  if (!signature) return undefined
  // Before reading the zip as a document at all (file-type inflates parts of it too).
  if (signature === 'zip' && !(await zipWithinLimits(bytes))) return undefined
  const detected = await fileTypeFromBuffer(bytes)
  if (detected?.mime === 'application/pdf') return 'application/pdf'
  if (detected?.ext === 'docx')
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  if (detected?.ext === 'cfb' || detected?.mime === 'application/x-cfb' || detected?.ext === 'doc')
    return 'application/msword'
  return undefined
}
