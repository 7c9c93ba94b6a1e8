/**
 * Request bodies under a clock, a size limit and a per-client cap (docs/security.md, "Limits and
 * timeouts"). Every request that carries a body reaches the application with its body wrapped: a
 * body that sends nothing for BODY_IDLE_TIMEOUT_SECONDS, or is not complete BODY_DEADLINE_SECONDS
 * after the request arrived, fails with a `BodyTimeout` and its connection is let go; a body that
 * passes its path's limit (body-limits.ts) fails with a `BodyTooLarge` the moment it does, chunked
 * or not, and the server entry answers 413 at once; and one client has at most UPLOADS_PER_CLIENT
 * bodies in flight at once. The wrapping reads nothing by itself: a handler that refuses a request
 * (origin, token, rate limit) before reading its body never reads a byte, and what the handler
 * left unread is drained only up to a small bound (the connection is closed past it).
 */

/** A body that stalled (`idle`) or took too long in all (`deadline`). */
export class BodyTimeout extends Error {
  constructor(readonly kind: 'idle' | 'deadline') {
    super(`request body ${kind === 'idle' ? 'stalled' : 'too slow'}`)
    this.name = 'BodyTimeout'
  }
}

/** A body that brought more than its limit. */
export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`request body over ${limit} bytes`)
    this.name = 'BodyTooLarge'
  }
}

export interface BodyClock {
  idleMs: number
  deadlineMs: number
}

/**
 * What the handler may leave unread and still have it drained, so that the connection serves the
 * client's next request; past it nothing more is read.
 */
export const DRAIN_LIMIT_BYTES = 128 * 1024
/**
 * How long a connection whose body is left unread stays open after the answer before it is
 * closed: closed at once, with unread bytes, it resets, and a client still sending loses the
 * answer (a lingering close, as nginx's lingering_time).
 */
export const LINGER_MS = 1_000

export interface GuardedBody {
  stream: ReadableStream<Uint8Array>
  /** Settles the moment the body passes its limit (never, for a body within it). */
  overflow: Promise<BodyTooLarge>
  /**
   * The handler answered: what it did not read is read and dropped in the background, up to
   * DRAIN_LIMIT_BYTES and under the deadline, so the connection can serve the client's next
   * request (Node drains only bodies nobody touched, and the Fetch adapter has touched every one).
   * A body past its limit, or longer than that bound, is read no further and its connection is
   * closed LINGER_MS after the answer.
   */
  dispose(): void
}

/**
 * `source` read through a clock: each read must bring data within `idleMs`, the whole body must
 * arrive within `deadlineMs` of now. On either, the stream errors with a BodyTimeout and the
 * source is cancelled (Node then destroys the request's socket).
 */
export function guardBody(
  source: ReadableStream<Uint8Array>,
  clock: BodyClock,
  limit = Number.POSITIVE_INFINITY,
): GuardedBody {
  // Taken on the first read only: a body nobody reads costs nothing until the answer.
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined
  const read = () => (reader ??= source.getReader()).read()
  const deadlineAt = performance.now() + clock.deadlineMs
  let idleTimer: NodeJS.Timeout | undefined
  let finished = false
  /** The source said it has no more. */
  let complete = false
  let size = 0
  let timedOut: BodyTimeout | undefined
  let fail: ((error: BodyTimeout) => void) | undefined
  let tooLarge: BodyTooLarge | undefined
  let overflowed: (error: BodyTooLarge) => void = () => {}
  const overflow = new Promise<BodyTooLarge>((resolve) => {
    overflowed = resolve
  })

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
          complete = true
          stop()
          controller.close()
        } else if ((size += value.byteLength) > limit) {
          // Nothing more is read: the answer (413) goes out now, then the connection closes.
          stop()
          tooLarge = new BodyTooLarge(limit)
          overflowed(tooLarge)
          controller.error(tooLarge)
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
      // A rest of DRAIN_LIMIT_BYTES or less is always read to its end (its end seen).
      let drained = 0
      while (!finished) {
        const { done, value } = await read()
        if (done) complete = true
        if (done || (drained += value.byteLength) > DRAIN_LIMIT_BYTES) break
      }
    } catch {
      // The source broke off, or was cancelled at the deadline: its connection is gone.
      complete = true
    }
    stop()
  }
  const letGo = () => {
    const close = setTimeout(() => {
      const reason = new Error('request body left unread')
      ;(reader ? reader.cancel(reason) : source.cancel(reason)).catch(() => {})
    }, LINGER_MS)
    close.unref()
  }
  const dispose = () => {
    if (tooLarge) return letGo()
    if (finished) return // read to the end, or already let go
    clearTimeout(idleTimer)
    void drain().then(() => {
      if (!complete) letGo()
    })
  }
  return { stream, overflow, dispose }
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
