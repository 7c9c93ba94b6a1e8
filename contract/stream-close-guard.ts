/**
 * Shared by the site's server and the standalone content service (both serve web streams on Node).
 *
 * Node's fetch (undici) wraps an async-iterable body (a Node stream given to `new Response`, as
 * the renderer and the HTTP layer do) in a ReadableStream whose end is signalled in a microtask:
 * `controller.close()`. When the reader cancelled the stream first (a visitor left mid-answer),
 * that close throws ERR_INVALID_STATE outside any promise, as an uncaught exception, and would
 * stop the whole server for a closed tab. A FormData or Blob body is fed by a loop that enqueues
 * into its stream after such a cancel: the same error, as an unhandled rejection. This guard logs
 * exactly that error and keeps serving;
 * any other uncaught exception still ends the process (after being logged), as Node's default
 * does, so that the supervisor restarts it in a clean state.
 */
export function isStreamCloseRace(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown; stack?: unknown } | null
  return (
    e?.code === 'ERR_INVALID_STATE' &&
    typeof e.message === 'string' &&
    e.message.includes('ReadableStream is already closed') &&
    typeof e.stack === 'string' &&
    /ReadableByteStreamController\.(close|enqueue)/.test(e.stack)
  )
}

export function installStreamCloseGuard(log: {
  warn(event: object): void
  fatal(event: object, message?: string): void
}): void {
  const handle = (kind: string) => (error: unknown) => {
    if (isStreamCloseRace(error)) {
      log.warn({ event: 'http.stream_closed_after_cancel' })
      return
    }
    log.fatal({ event: `process.${kind}`, err: (error as Error)?.stack ?? String(error) })
    process.exit(1)
  }
  process.on('uncaughtException', handle('uncaught_exception'))
  process.on('unhandledRejection', handle('unhandled_rejection'))
}
