/**
 * A rendered page's string as UTF-8 bytes, cheaply (ADR 063). React's string renderer hands over
 * a rope of thousands of pieces, two-byte as soon as one character is outside Latin-1 (a dash
 * does it). `Buffer.from(string)` and `TextEncoder.encode` each walk it twice: once to count the
 * bytes, once to write them. Written once into a buffer kept for the purpose (three bytes per
 * UTF-16 unit always suffice) and copied out at its exact length, an 85 KB page costs about half.
 * A lone surrogate becomes U+FFFD, as the WHATWG encoder makes it. Synchronous, so one buffer
 * serves every request of the process.
 */
let scratch = Buffer.allocUnsafe(256 * 1024)

export function encodeUtf8(text: string): Buffer<ArrayBuffer> {
  if (scratch.length < text.length * 3) scratch = Buffer.allocUnsafe(text.length * 3)
  const written = scratch.write(text, 0, 'utf8')
  return Buffer.from(scratch.subarray(0, written))
}
