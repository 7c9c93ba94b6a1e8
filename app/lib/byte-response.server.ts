/**
 * A Response whose body is bytes the server made itself, handed over as they are.
 *
 * `new Response(bytes)` copies them first (WebIDL's "get a copy of the bytes held by the buffer
 * source"), and on Node 24 that copy is slow: 0.8-1 ms for the 85 KB of `/en`, more than
 * React's rendering of its footer, where the same bytes as the one chunk of a stream cost 40 µs.
 * A profile of an uncached `/en` under load put 7.8 % of the process's CPU in that copy (ADR 065).
 * The bytes must not change after this (every page is encoded into bytes of its own, ADR 063).
 */
export function bytesResponse(bytes: Uint8Array, init?: ResponseInit): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes)
      controller.close()
    },
  })
  const response = new Response(body, init) as Response & { [MADE_FROM]?: Uint8Array }
  response[MADE_FROM] = bytes
  return response
}

/**
 * Where a response keeps the bytes it was made from: a registered symbol, the same in both of
 * the server's bundles (the app's, which makes pages, and `dist/start.mjs`, which compresses
 * them, each with its own copy of this module; a WeakMap here would be two maps).
 */
const MADE_FROM = Symbol.for('starbridge.bytes-response.made-from')

/**
 * The bytes a `bytesResponse` was made from, while its body is unread: what reading it would give,
 * without the stream's read and the copy `arrayBuffer()` makes (85 KB a page, for compression).
 */
export function bytesOf(response: Response): Uint8Array | undefined {
  return response.bodyUsed ? undefined : (response as { [MADE_FROM]?: Uint8Array })[MADE_FROM]
}
