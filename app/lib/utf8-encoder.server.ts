/**
 * A rendered page's string as UTF-8 bytes, cheaply (ADR 063). React's string renderer hands over
 * a rope of thousands of pieces, two-byte as soon as one character is outside Latin-1 (a dash
 * does it). `Buffer.from(string)` and `TextEncoder.encode` each walk it twice: once to count the
 * bytes, once to write them. Written once into a buffer kept for the purpose (three bytes per
 * UTF-16 unit always suffice), an 85 KB page costs about half. A lone surrogate becomes U+FFFD,
 * as the WHATWG encoder makes it. A page in parts (ADR 066) is written part after part: a string
 * is flattened before it is written, and a part stays under V8's large-object threshold where
 * the whole page would not. The parts must not split a surrogate pair: React's are whole strings
 * of its output, which always keeps a pair in one string.
 *
 * The bytes are lent, not given: `read` sees them in the kept buffer and makes what it keeps
 * itself (the page's own bytes with its hydration deferred, one copy where there were two).
 * Synchronous, so one buffer serves every request of the process.
 */
let scratch = Buffer.allocUnsafe(256 * 1024)

export function withUtf8<T>(
  text: string | readonly string[],
  read: (bytes: Buffer<ArrayBuffer>) => T,
): T {
  const parts = typeof text === 'string' ? [text] : text
  let length = 0
  for (const part of parts) length += part.length
  if (scratch.length < length * 3) scratch = Buffer.allocUnsafe(length * 3)
  let written = 0
  for (const part of parts) written += scratch.write(part, written, 'utf8')
  return read(scratch.subarray(0, written))
}
