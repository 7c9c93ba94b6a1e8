/**
 * What every rendered page goes through (app/server.ts; the page answered to a form post,
 * app/forms/page-post.server.ts): one of RENDER_CONCURRENCY render slots, held until its last
 * byte (fifty renders at once each kept their half-built trees alive across the others' turns),
 * its hydration deferred past the first frame (ADR 023) and its CSP listing the hashes of its
 * inline scripts (ADR 028).
 */
import pLimit, { type LimitFunction } from 'p-limit'
import { deferHydration } from './deferred-hydration.server'
import { env } from './env.server'
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers.server'

let renderSlots: LimitFunction | undefined

/** `work` in a render slot. Nothing that reads a request body may wait in one. */
export function inRenderSlot<T>(work: () => Promise<T>): Promise<T> {
  renderSlots ??= pLimit(env().RENDER_CONCURRENCY)
  return renderSlots(work)
}

/** A rendered answer read to its end: an HTML page with its hydration deferred and its CSP. */
export async function finishedPage(response: Response): Promise<Response> {
  // A copy: the caches set headers on it (a redirect's own headers are immutable).
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/html'))
    return new Response(response.body, response)
  const html = deferHydration(Buffer.from(await response.arrayBuffer()))
  const headers = new Headers(response.headers)
  headers.set('Content-Security-Policy', contentSecurityPolicy(inlineScriptHashes(html)))
  // As one chunk: a byte body is copied twice more on its way out (issue 26).
  const body = new ReadableStream({ start: (c) => (c.enqueue(html), c.close()) })
  return new Response(body, { status: response.status, headers })
}
