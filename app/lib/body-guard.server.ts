/**
 * Request bodies under a clock and a per-client cap (docs/security.md, "Limits and timeouts").
 * Every request that carries a body reaches the application with its body wrapped: a body that
 * sends nothing for BODY_IDLE_TIMEOUT_SECONDS, or is not complete BODY_DEADLINE_SECONDS after the
 * request arrived, fails with a `BodyTimeout` and its connection is let go; and one client has at
 * most UPLOADS_PER_CLIENT bodies in flight at once. The wrapping reads nothing by itself: a handler
 * that refuses a request (origin, token, rate limit) before reading its body never reads a byte.
 */

/** A body that stalled (`idle`) or took too long in all (`deadline`). */
export class BodyTimeout extends Error {
  constructor(readonly kind: 'idle' | 'deadline') {
    super(`request body ${kind === 'idle' ? 'stalled' : 'too slow'}`)
    this.name = 'BodyTimeout'
  }
}

export interface BodyClock {
  idleMs: number
  deadlineMs: number
}

export interface GuardedBody {
  stream: ReadableStream<Uint8Array>
  /**
   * The handler answered: what it did not read is read and dropped in the background, under the
   * deadline, so the connection can serve the client's next request (Node drains only bodies
   * nobody touched, and the Fetch adapter has touched every one; left unread, the rest of a body
   * arriving after the answer resets the connection).
   */
  dispose(): void
}

/**
 * `source` read through a clock: each read must bring data within `idleMs`, the whole body must
 * arrive within `deadlineMs` of now. On either, the stream errors with a BodyTimeout and the
 * source is cancelled (Node then destroys the request's socket).
 */
export function guardBody(source: ReadableStream<Uint8Array>, clock: BodyClock): GuardedBody {
  // Taken on the first read only: a body nobody reads costs nothing until the answer.
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined
  const read = () => (reader ??= source.getReader()).read()
  const deadlineAt = performance.now() + clock.deadlineMs
  let idleTimer: NodeJS.Timeout | undefined
  let finished = false
  let timedOut: BodyTimeout | undefined
  let fail: ((error: BodyTimeout) => void) | undefined

  const stop = () => {
    finished = true
    clearTimeout(idleTimer)
    clearTimeout(deadlineTimer)
  }
  const timeout = (kind: BodyTimeout['kind']) => {
    if (finished) return
    stop()
    timedOut = new BodyTimeout(kind)
    fail?.(timedOut)
    reader?.cancel(timedOut).catch(() => {})
  }
  const deadlineTimer = setTimeout(() => timeout('deadline'), clock.deadlineMs)
  deadlineTimer.unref()

  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      // The deadline passed while nobody was reading: the next read fails.
      if (timedOut) return controller.error(timedOut)
      const expired = new Promise<never>((_, reject) => {
        fail = reject
      })
      idleTimer = setTimeout(
        () => timeout(performance.now() >= deadlineAt ? 'deadline' : 'idle'),
        Math.min(clock.idleMs, Math.max(0, deadlineAt - performance.now())),
      )
      idleTimer.unref()
      try {
        const { done, value } = await Promise.race([read(), expired])
        clearTimeout(idleTimer)
        if (done) {
          stop()
          controller.close()
        } else controller.enqueue(value)
      } catch (error) {
        stop()
        controller.error(error)
      } finally {
        fail = undefined
      }
    },
    cancel(reason) {
      stop()
      return reader ? reader.cancel(reason) : source.cancel(reason)
    },
  })
  const drain = async () => {
    try {
      while (!finished && !(await read()).done);
    } catch {
      // The source broke off, or was cancelled at the deadline: its connection is gone.
    }
    stop()
  }
  const dispose = () => {
    if (finished) return // read to the end, or already let go
    clearTimeout(idleTimer)
    void drain()
  }
  return { stream, dispose }
}

/**
 * How many bodies each client has in flight: `enter(key)` takes a place and gives the function
 * that frees it, or null when the client already has `max` (the caller answers 429).
 */
export function uploadPlaces(max: number) {
  const inFlight = new Map<string, number>()
  return {
    enter(key: string): (() => void) | null {
      const count = inFlight.get(key) ?? 0
      if (count >= max) return null
      inFlight.set(key, count + 1)
      let freed = false
      return () => {
        if (freed) return
        freed = true
        const left = (inFlight.get(key) ?? 1) - 1
        if (left > 0) inFlight.set(key, left)
        else inFlight.delete(key)
      }
    },
    /** Bodies in flight in all (for tests and logs). */
    size: () => [...inFlight.values()].reduce((sum, n) => sum + n, 0),
  }
}

/** Whether a request carries a body (a method that takes one, with a length or chunked). */
export function hasBody(request: Request): boolean {
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return false
  const length = request.headers.get('content-length')
  return length === null ? request.headers.has('transfer-encoding') : Number(length) !== 0
}
