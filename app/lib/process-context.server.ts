/**
 * The process's own async context, for what outlives the request that happened to start it.
 *
 * Node gives every timer, handle and promise the async context it was made in (Node 24: its
 * AsyncContextFrame, every AsyncLocalStorage's store), and Start keeps a request's router, loader
 * data and query cache in one. A timer or handle made while a request is served holds that whole
 * request until it is gone: the 25-second timeout of a content-service call kept each render alive
 * for 25 s after its answer (after a crawl of 400 pages, 207 routers and 10 MB of heap), and the
 * in-process content service, started by the warm-up request, kept that request for the life of
 * the process through its lock-file timer and signal handlers. The snapshot below is taken when
 * this module loads, at the process's start (`app/server.ts` imports it through
 * `content/cms.server.ts`), where no request's store is set (ADR 064).
 */
import { AsyncLocalStorage } from 'node:async_hooks'

const processContext = AsyncLocalStorage.snapshot()

/** `work` run in the process's context: what it schedules keeps no request alive. */
export function outsideRequests<T>(work: () => T): T {
  return processContext(work)
}

/**
 * An abort signal that fires after `ms`, like `AbortSignal.timeout`, whose timer keeps no request
 * alive. What a timeout aborts is unchanged; only what it retains.
 */
export function deadlineSignal(ms: number): AbortSignal {
  return outsideRequests(() => AbortSignal.timeout(ms))
}
