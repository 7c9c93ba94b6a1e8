/**
 * The line for render slots (app/lib/page-render.server.ts; issue 39): renders in the order their
 * requests arrived, at most `concurrency` at once, at most `limit` waiting.
 *
 * Why a line of its own: a render whose content is in memory runs to its end in one go, without
 * giving the event loop a turn. Started from the request's own event (as p-limit started it when
 * a slot was free, which it always was), each render kept the loop from reading the sockets
 * whose requests had arrived meanwhile, and which socket the loop read next was not the one that
 * had waited longest: at 50 connections p50 was ~240 ms while some requests waited 6 s and more.
 * Here every render starts from a `setImmediate`, after the loop has read every request that
 * arrived, so each request joins the line when it arrives and is rendered in its turn.
 *
 * A request whose client leaves while it waits leaves the line (its render would go nowhere);
 * one that finds `limit` requests waiting is refused at once (the server answers 503 with
 * Retry-After, `drainSeconds`), so that a burst past what the process renders in a few seconds
 * costs neither memory nor everybody's wait.
 */

export interface RenderQueueOptions {
  /** Renders at once (RENDER_CONCURRENCY). */
  concurrency: number
  /** Requests that may wait for a slot (RENDER_QUEUE_LIMIT); one more is refused. */
  limit: number
}

export interface RenderQueue {
  /**
   * `work` in its turn, after everything that arrived before it. Null at once when `limit`
   * requests wait already; rejects with the signal's reason when `signal` aborts before the turn.
   */
  run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> | null
  /** Same, never refused: work that must be done once it was asked for (a stored form post). */
  runAlways<T>(work: () => Promise<T>): Promise<T>
  /** Requests waiting for a slot. */
  readonly waiting: number
  /** Renders under way. */
  readonly running: number
  /** Seconds the requests waiting now are likely to take (at least 1): a refusal's Retry-After. */
  drainSeconds(): number
}

interface Turn {
  start: () => void
  /** The request left while it waited: skipped when its turn comes. */
  gone: boolean
  next?: Turn
}

/** Weight of the newest render in the running mean of render times. */
const MEAN_WEIGHT = 0.1

export function createRenderQueue(options: RenderQueueOptions): RenderQueue {
  const { concurrency, limit } = options
  let first: Turn | undefined
  let last: Turn | undefined
  let waiting = 0
  let running = 0
  let scheduled = false
  /** Running mean of a render's wall time, ms (a guess before the first). */
  let meanMs = 50

  const schedule = () => {
    if (scheduled || running >= concurrency || waiting === 0) return
    scheduled = true
    setImmediate(startNext)
  }

  /** Starts the first request waiting, one per turn of the event loop (see above). */
  function startNext() {
    scheduled = false
    while (first && running < concurrency) {
      const turn = first
      first = turn.next
      if (!first) last = undefined
      if (turn.gone) continue
      waiting--
      running++
      turn.start()
      break
    }
    schedule()
  }

  function enqueue<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason)
      const onAbort = () => {
        turn.gone = true
        waiting--
        reject(signal!.reason)
      }
      const turn: Turn = {
        gone: false,
        start: () => {
          signal?.removeEventListener('abort', onAbort)
          const started = performance.now()
          const done = () => {
            meanMs += (performance.now() - started - meanMs) * MEAN_WEIGHT
            running--
            schedule()
          }
          let result: Promise<T>
          try {
            result = work()
          } catch (error) {
            result = Promise.reject(error as Error)
          }
          result.then(done, done)
          resolve(result)
        },
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      if (last) last.next = turn
      else first = turn
      last = turn
      waiting++
      schedule()
    })
  }

  return {
    run: (work, signal) => (waiting >= limit ? null : enqueue(work, signal)),
    runAlways: (work) => enqueue(work),
    get waiting() {
      return waiting
    },
    get running() {
      return running
    },
    // As if the renders ran one after another (they do when their content is in memory).
    drainSeconds: () => Math.max(1, Math.ceil((waiting * meanMs) / 1000)),
  }
}
