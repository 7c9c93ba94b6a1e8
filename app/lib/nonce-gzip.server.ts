/**
 * A page body kept gzip-compressed once, yet sent with a fresh CSP nonce in every response.
 *
 * The page is rendered with a placeholder where each nonce goes. The text between placeholders is
 * deflated at fill time, each piece as its own raw deflate stream ended by a full flush (not
 * final, byte-aligned), so pieces can be joined in one gzip member. Each piece is compressed with
 * the text before it as its dictionary, as one stream would be, but with zero bytes where the
 * nonces go: HTML has no NUL, so nothing refers to those places, whatever nonce fills them (all
 * nonces are NONCE_LENGTH characters, so every distance stays right). The nonces go in as stored
 * (uncompressed) deflate blocks between the pieces. (Browsers read only the first member of a
 * multi-member gzip body, so the pieces cannot simply be separate gzip files.)
 *
 * All of that is laid out once, at fill time, as one template with the nonces' byte offsets; a
 * response copies the template and writes its nonce into those places. The gzip trailer's CRC-32
 * is not computed over the page again (~20 us for 70 KB): CRC-32 is linear, so the CRC of the page
 * with a nonce is the CRC of the page with zeros in the holes (computed at fill time) xor the
 * nonce's contribution, which is the nonce's own CRC shifted to the end of the page from every
 * hole; the shifts are summed into one factor at fill time, so a response costs one CRC of 24
 * bytes and one multiplication. The whole answer takes a few microseconds instead of ~50.
 */
import { constants, crc32, deflateRawSync, gunzipSync } from 'node:zlib'

/** The length of every nonce (16 random bytes in base64). */
export const NONCE_LENGTH = 24
/** Deflate's window: a dictionary longer than this is not used. */
const WINDOW = 32 * 1024

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff])
/** An empty final block with fixed codes: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00])

/** A body with NONCE_LENGTH-byte holes: the bytes, and where each hole starts. */
interface Template {
  bytes: Buffer
  holes: number[]
}

export interface NonceGzip {
  /** The plain page's length in bytes and its number of holes (the plain bytes are not kept). */
  plainLength: number
  holes: number
  /** The gzip member: header, deflated pieces with a stored block per nonce; no trailer. */
  gzip: Template
  /** The CRC-32 of the plain page with zeros in the holes. */
  crcWithZeros: number
  /** The sum of the shifts from each hole to the end of the page (see above). */
  spread: number
}

// CRC-32 arithmetic over GF(2) in zlib's reflected representation (zlib's crc32_combine).
const POLY = 0xedb88320

/** a(x) * b(x) modulo the CRC polynomial. */
function multModP(a: number, b: number): number {
  let m = 0x80000000
  let product = 0
  for (;;) {
    if (a & m) {
      product ^= b
      if ((a & (m - 1)) === 0) break
    }
    m >>>= 1
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1
  }
  return product >>> 0
}

/** x^(2^k) modulo the polynomial, k = 0..31. */
const X2N = (() => {
  const table = new Uint32Array(32)
  let p = 0x40000000 // x^1
  table[0] = p
  for (let k = 1; k < 32; k++) table[k] = p = multModP(p, p)
  return table
})()

/** The operator that shifts a CRC over `bytes` zero bytes: x^(8 * bytes) modulo the polynomial. */
function shiftOver(bytes: number): number {
  let p = 0x80000000 // x^0
  let k = 3
  for (let n = bytes; n > 0; n >>>= 1, k++) if (n & 1) p = multModP(X2N[k & 31]!, p)
  return p
}

/** The CRC-32 of NONCE_LENGTH zero bytes: a nonce's CRC xor this is its linear part. */
const ZEROS_CRC = crc32(Buffer.alloc(NONCE_LENGTH))

/** A non-final stored deflate block's header for `length` bytes (at most 65,535). */
function storedBlockHeader(length: number): Buffer {
  const header = Buffer.alloc(5)
  header[0] = 0x00 // BFINAL 0, BTYPE 00 (stored); the rest of the byte is padding
  header.writeUInt16LE(length, 1)
  header.writeUInt16LE(~length & 0xffff, 3)
  return header
}

/** Joins parts, leaving a NONCE_LENGTH hole between consecutive parts. */
function template(parts: Buffer[], between: Buffer = Buffer.alloc(0)): Template {
  const gap = Buffer.alloc(NONCE_LENGTH)
  const joined: Buffer[] = []
  const holes: number[] = []
  let offset = 0
  parts.forEach((part, index) => {
    if (index > 0) {
      joined.push(between, gap)
      holes.push(offset + between.length)
      offset += between.length + gap.length
    }
    joined.push(part)
    offset += part.length
  })
  return { bytes: Buffer.concat(joined), holes }
}

/** A copy of `bytes` in a buffer of exactly its size, outside Node's shared pool. */
function ownCopy(bytes: Buffer): Buffer {
  const own = Buffer.allocUnsafeSlow(bytes.length)
  bytes.copy(own)
  return own
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
        // Level 6: the same size as 9 here (the dictionary does the work), in half the time.
        level: 6,
        finishFlush: constants.Z_FULL_FLUSH,
        ...(before.length > 0 ? { dictionary: before } : {}),
      }),
    )
    before = Buffer.concat([before, piece]).subarray(-WINDOW)
  })
  const gzip = template(deflated, storedBlockHeader(NONCE_LENGTH))
  const plain = template(pieces)
  return {
    plainLength: plain.bytes.length,
    holes: plain.holes.length,
    gzip: {
      // Its own memory: a Buffer under 32 KB is a slice of Node's shared 64 KB pool, and a
      // kept slice would pin the whole pool (1.6 GB for the soak's pages before this).
      bytes: ownCopy(Buffer.concat([GZIP_HEADER, gzip.bytes, FINAL_BLOCK])),
      holes: gzip.holes.map((hole) => hole + GZIP_HEADER.length),
    },
    crcWithZeros: crc32(plain.bytes),
    spread: plain.holes.reduce(
      (sum, hole) => (sum ^ shiftOver(plain.bytes.length - hole - NONCE_LENGTH)) >>> 0,
      0,
    ),
  }
}

/** A copy of the template with `nonce` in every hole, and `extra` spare bytes at the end. */
function fill(body: Template, nonce: Buffer, extra: number): Buffer {
  const out = Buffer.allocUnsafe(body.bytes.length + extra)
  body.bytes.copy(out, 0)
  for (const hole of body.holes) nonce.copy(out, hole)
  return out
}

function nonceBytes(prepared: NonceGzip, nonce: string): Buffer {
  const bytes = Buffer.from(nonce, 'utf8')
  if (bytes.length !== NONCE_LENGTH && prepared.holes > 0)
    throw new Error(`a nonce must be ${NONCE_LENGTH} bytes`)
  return bytes
}

/** The gzip body of the page with `nonce` in every placeholder. */
export function gzipWithNonce(prepared: NonceGzip, nonce: string): Buffer {
  const bytes = nonceBytes(prepared, nonce)
  const out = fill(prepared.gzip, bytes, 8)
  const crc =
    prepared.holes === 0
      ? prepared.crcWithZeros
      : prepared.crcWithZeros ^ multModP(prepared.spread, (crc32(bytes) ^ ZEROS_CRC) >>> 0)
  const trailer = prepared.gzip.bytes.length
  out.writeUInt32LE(crc >>> 0, trailer)
  out.writeUInt32LE(prepared.plainLength >>> 0, trailer + 4)
  return out
}

/**
 * The plain body of the page with `nonce` in every placeholder, for the rare client without gzip:
 * decompressed from the gzip body, so that memory holds only the compressed page (about a fifth).
 */
export function plainWithNonce(prepared: NonceGzip, nonce: string): Buffer {
  return gunzipSync(gzipWithNonce(prepared, nonce))
}

/** The bytes a prepared page holds in memory. */
export function preparedSize(prepared: NonceGzip): number {
  return prepared.gzip.bytes.length + prepared.holes * 4
}
