/**
 * A page body kept gzip-compressed once, yet sent with a fresh CSP nonce in every response.
 *
 * The page is rendered with a placeholder where each nonce goes. The text between placeholders is
 * deflated at fill time, each piece as its own raw deflate stream ended by a full flush (not
 * final, byte-aligned), so pieces can be joined in one gzip member. Each piece is compressed with
 * the text before it as its dictionary, as one stream would be, but with zero bytes where the
 * nonces go: HTML has no NUL, so nothing refers to those places, whatever nonce fills them (all
 * nonces are NONCE_LENGTH characters, so every distance stays right).
 * Per response, the nonce goes in as a stored (uncompressed) deflate block between the pieces,
 * and the gzip trailer's CRC-32 is chained over the pieces and the nonce (zlib's native crc32, tens
 * of microseconds) instead of compressing ~100 KB again. (Browsers read only the first member of a
 * multi-member gzip body, so the pieces cannot simply be separate gzip files.)
 */
import { constants, crc32, deflateRawSync } from 'node:zlib'

/** The length of every nonce (16 random bytes in base64). */
export const NONCE_LENGTH = 24
/** Deflate's window: a dictionary longer than this is not used. */
const WINDOW = 32 * 1024

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff])
/** An empty final block with fixed codes: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00])

export interface NonceGzip {
  /** The pieces between placeholders, plain (UTF-8). */
  pieces: Buffer[]
  /** The same pieces, deflated (raw, full flush). */
  deflated: Buffer[]
}

/** Splits `html` at `placeholder` and deflates the pieces. */
export function prepareNonceGzip(html: string, placeholder: string): NonceGzip {
  const pieces = html.split(placeholder).map((piece) => Buffer.from(piece, 'utf8'))
  const gap = Buffer.alloc(NONCE_LENGTH)
  const deflated: Buffer[] = []
  let before = Buffer.alloc(0)
  pieces.forEach((piece, index) => {
    if (index > 0) before = Buffer.concat([before, gap]).subarray(-WINDOW)
    deflated.push(
      deflateRawSync(piece, {
        level: 9,
        finishFlush: constants.Z_FULL_FLUSH,
        ...(before.length > 0 ? { dictionary: before } : {}),
      }),
    )
    before = Buffer.concat([before, piece]).subarray(-WINDOW)
  })
  return { pieces, deflated }
}

/** A non-final stored deflate block holding `bytes` (at most 65,535). */
function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5)
  header[0] = 0x00 // BFINAL 0, BTYPE 00 (stored); the rest of the byte is padding
  header.writeUInt16LE(bytes.length, 1)
  header.writeUInt16LE(~bytes.length & 0xffff, 3)
  return Buffer.concat([header, bytes])
}

/** The gzip body of the page with `nonce` in every placeholder. */
export function gzipWithNonce(prepared: NonceGzip, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce, 'utf8')
  if (nonceBytes.length !== NONCE_LENGTH && prepared.pieces.length > 1)
    throw new Error(`a nonce must be ${NONCE_LENGTH} bytes`)
  const nonceBlock = storedBlock(nonceBytes)
  const parts: Buffer[] = [GZIP_HEADER]
  let crc = 0
  let length = 0
  prepared.deflated.forEach((piece, index) => {
    if (index > 0) {
      parts.push(nonceBlock)
      crc = crc32(nonceBytes, crc)
      length += nonceBytes.length
    }
    parts.push(piece)
    const plain = prepared.pieces[index]!
    crc = crc32(plain, crc)
    length += plain.length
  })
  parts.push(FINAL_BLOCK)
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(length >>> 0, 4)
  parts.push(trailer)
  return Buffer.concat(parts)
}

/** The plain body of the page with `nonce` in every placeholder. */
export function plainWithNonce(prepared: NonceGzip, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce, 'utf8')
  const parts: Buffer[] = []
  prepared.pieces.forEach((piece, index) => {
    if (index > 0) parts.push(nonceBytes)
    parts.push(piece)
  })
  return Buffer.concat(parts)
}
