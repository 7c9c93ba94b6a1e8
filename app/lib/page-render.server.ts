/**
 * What every rendered page goes through (app/server.ts; the page answered to a form post,
 * app/forms/page-post.server.ts): one of RENDER_CONCURRENCY render slots, taken in the order
 * the requests arrived (render-queue.server.ts) and held until its last byte (fifty renders at
 * once each kept their half-built trees alive across the others' turns), its hydration deferred
 * past the first frame (ADR 023) and its CSP listing the hashes of its inline scripts (ADR 028).
 */
import { RouterServer } from '@tanstack/react-router/ssr/server'
import type { AnyRouter } from '@tanstack/router-core'
import {
  defineHandlerCallback,
  getSsrStatus,
  transformHtmlStringWithRouter,
} from '@tanstack/router-core/ssr/server'
import { createElement } from 'react'
import { deferHydration } from './deferred-hydration.server'
import { bytesResponse } from './byte-response.server'
import { withUtf8 } from './utf8-encoder.server'
import { renderToStringParts } from './markup-parts.server'
import { env } from './env.server'
import { noteRefused } from './content-outage.server'
import { busyAnswer } from './failure-page.server'
import { createIdleCollector } from './idle-gc.server'
import { logger } from './logger.server'
import { createRenderQueue, type RenderQueue } from './render-queue.server'
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers.server'

let renderQueue: RenderQueue | undefined
const queue = () =>
  (renderQueue ??= createRenderQueue({
    concurrency: env().RENDER_CONCURRENCY,
    limit: env().RENDER_QUEUE_LIMIT,
  }))

/** A full collection once a burst of renders is over (ADR 056). */
const collector = createIdleCollector({
  busy: () => queue().running + queue().waiting > 0,
  collected: (ms, before, after) =>
    logger.debug({ event: 'process.idle_gc', ms, heapMbBefore: before, heapMbAfter: after }),
})
const counted =
  <T>(work: () => Promise<T>) =>
  () =>
    work().finally(() => collector.rendered())

/** Requests refused for a full line in this minute: the first is logged, the rest counted. */
let refused = 0
const REPORT_MS = 60_000

/**
 * `request`'s render (`work`) in its turn, or a 503 at once when RENDER_QUEUE_LIMIT requests wait
 * already; rejects with the request's abort reason when its client leaves before its turn.
 * Nothing that reads a request body may wait for a slot.
 */
export function inRenderSlot(request: Request, work: () => Promise<Response>): Promise<Response> {
  const turn = queue().run(counted(work), request.signal)
  if (turn) return turn
  // Load, not a failure: no error line per answer (app/server.ts), one warning a minute.
  noteRefused()
  if (refused++ === 0) {
    logger.warn({ event: 'http.render_queue_full', limit: env().RENDER_QUEUE_LIMIT })
    setTimeout(() => {
      if (refused > 1)
        logger.warn({ event: 'http.render_queue_full_total', refused, windowSeconds: 60 })
      refused = 0
    }, REPORT_MS).unref()
  }
  return Promise.resolve(busyAnswer(request, queue().drainSeconds()))
}

/** `work` in a render slot, however long the line: a page whose post was stored already. */
export function inRenderSlotAlways<T>(work: () => Promise<T>): Promise<T> {
  return queue().runAlways(counted(work))
}

/** Pages rendered by `renderPageToBytes`, their bytes for `finishedPage` (no second read). */
const renderedBytes = new WeakMap<Response, Buffer<ArrayBuffer>>()

/**
 * The router's page rendered in one pass (React's `renderToString`, ADR 062) and encoded once
 * (ADR 063). TanStack's own string handler answers the string itself, and a Response made from a
 * string first scans all of it for lone surrogates (WebIDL's USVString) and then encodes it
 * (9 % of an uncached render's CPU on Node 24), after which `finishedPage` read the bytes back
 * out of the body's stream (3 %). Here the string is written as UTF-8 once (`withUtf8`; a lone
 * surrogate becomes U+FFFD, as the USVString conversion makes it) and `finishedPage` takes those
 * bytes as they are. The Response holds them as the one chunk of a stream: made from the bytes
 * themselves, it would copy them first (`bytesResponse`, ADR 065). React hands the markup over in
 * parts, each written as it is, so that no string of the whole page is ever made (ADR 066).
 */
export const renderPageToBytes = defineHandlerCallback(async ({ router, responseHeaders }) => {
  try {
    const parts = renderToStringParts(createElement(RouterServer, { router }))
    const markup = takeFastPath(router)
      ? ['<!DOCTYPE html>', ...parts]
      : await transformHtmlStringWithRouter(router, parts.join(''))
    // Bytes of its own, made once: the hydration deferred, or a copy where the page has no entry.
    const bytes = withUtf8(markup, (page) => {
      const deferred = deferHydration(page)
      return deferred === page ? Buffer.from(page) : deferred
    })
    const response = bytesResponse(bytes, {
      status: getSsrStatus(router),
      headers: responseHeaders,
    })
    renderedBytes.set(response, bytes)
    return response
  } catch (error) {
    // What TanStack's handler answers too; app/server.ts gives a failed load its own status.
    logger.error({ event: 'http.render_failed', err: error })
    return new Response('Internal Server Error', { status: 500, headers: responseHeaders })
  } finally {
    router.serverSsr?.cleanup()
  }
})

/**
 * TanStack's fast path, taken here for the markup in parts: every hydration script is in the
 * markup already, so the page is the doctype and the markup (what `transformHtmlStringWithRouter`
 * answers on this path, from one string). Its reservation is the router's own (`reserveFastPath`,
 * typed as internal); where a router lacks it, or scripts are still to come (a query still
 * streaming), false: the page goes through TanStack's transform, which inserts them.
 */
function takeFastPath(router: AnyRouter): boolean {
  const ssr = router.serverSsr as
    | (NonNullable<AnyRouter['serverSsr']> & {
        hydrationScripts?: { reserveFastPath?: () => boolean }
      })
    | undefined
  if (!ssr || typeof ssr.hydrationScripts?.reserveFastPath !== 'function') return false
  if (!ssr.hydrationScripts.reserveFastPath()) return false
  ssr.setRenderFinished()
  return true
}

/** A rendered answer read to its end: an HTML page with its hydration deferred and its CSP. */
export async function finishedPage(response: Response): Promise<Response> {
  // A copy: the caches set headers on it (a redirect's own headers are immutable).
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/html'))
    return new Response(response.body, response)
  // A rendered page's bytes have their hydration deferred already; deferring is idempotent.
  const html =
    renderedBytes.get(response) ?? deferHydration(Buffer.from(await response.arrayBuffer()))
  const headers = new Headers(response.headers)
  headers.set('Content-Security-Policy', contentSecurityPolicy(inlineScriptHashes(html)))
  return bytesResponse(html, { status: response.status, headers })
}
