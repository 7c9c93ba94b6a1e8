/**
 * Resolves in a later task of the browser's event loop, so that the work after the `await` does
 * not lengthen the task that is running (ADR 058): `scheduler.yield()` where the browser has it
 * (the continuation goes before other queued tasks), else a zero timeout. On the server it
 * resolves at once: a render never waits on it.
 */
export function nextTask(): Promise<void> {
  if (import.meta.env.SSR) return Promise.resolve()
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
