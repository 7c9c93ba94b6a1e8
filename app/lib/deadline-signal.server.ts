/**
 * An abort signal that fires after `ms`, whose timer carries no request's context.
 *
 * Node gives every timer the async context it was made in (Node 24: its AsyncContextFrame, every
 * AsyncLocalStorage's store), and keeps the timer in its list until it fires: the 25-second timeout
 * of a content-service call made while rendering held that request's whole context (its router,
 * loader data and query cache) for 25 seconds after the answer. After a crawl of 400 pages, 207
 * routers were still alive (10 MB of heap). This makes the timer in the context this module was
 * loaded in, at the process's start (`app/server.ts` imports it through `content/cms.server.ts`),
 * where no request's store is set. What a timeout aborts is unchanged; only what it retains.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

const inProcessContext = AsyncLocalStorage.snapshot()

export function deadlineSignal(ms: number): AbortSignal {
  return inProcessContext(() => AbortSignal.timeout(ms))
}
