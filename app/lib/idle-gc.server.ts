/**
 * A full garbage collection once a burst of renders is over (issue 39, ADR 056).
 *
 * Under a burst of uncached renders V8 grows its old generation to hold the garbage of fifty
 * half-built pages, and keeps it: its own memory reducer shrinks the heap a few seconds after the
 * allocation rate drops, but only a few times, and not again after a second or third burst
 * (measured: 265 MB RSS still after 40 s idle, 104 MB heap of which 70 MB live; one full
 * collection: 219 MB, 65 MB heap). So when no render has run for `quietMs` after at least
 * `minRenders` renders, the process collects once, compacting and returning the free pages.
 *
 * It runs only when the process is quiet: a request that arrives during it waits for the
 * collection (tens of milliseconds), which costs less than the pages it gives back. Needs
 * `--expose-gc` (server/launch.sh); without it (the dev server, tests) it does nothing.
 */

type Collect = () => void

export interface IdleCollector {
  /** A render ended: counts it and (re)starts the quiet timer. */
  rendered(): void
  /** Full collections done. */
  readonly collections: number
  stop(): void
}

/** V8's `gc` of `--expose-gc`: the heap compacted and its free pages returned. */
function exposedGc(): Collect | undefined {
  const gc = (globalThis as { gc?: (options?: object) => unknown }).gc
  if (typeof gc !== 'function') return undefined
  return () => void gc({ type: 'major', execution: 'sync', flavor: 'last-resort' })
}

export function createIdleCollector(
  options: {
    quietMs?: number
    minRenders?: number
    /** Renders under way or waiting: the collection waits for another quiet spell. */
    busy?: () => boolean
    collect?: Collect
    /** After a collection: its milliseconds and the heap's megabytes before and after. */
    collected?: (ms: number, heapMbBefore: number, heapMbAfter: number) => void
  } = {},
): IdleCollector {
  const { quietMs = 2_000, minRenders = 50, busy = () => false } = options
  const collect = options.collect ?? exposedGc()
  let since = 0
  let collections = 0
  let timer: ReturnType<typeof setTimeout> | undefined

  const quiet = () => {
    timer = undefined
    if (!collect || since < minRenders) return
    if (busy()) {
      timer = setTimeout(quiet, quietMs)
      timer.unref()
      return
    }
    since = 0
    collections++
    const heapMb = () => Math.round(process.memoryUsage().heapTotal / 1_048_576)
    const before = heapMb()
    const started = performance.now()
    collect()
    options.collected?.(Math.round(performance.now() - started), before, heapMb())
  }

  return {
    rendered() {
      since++
      if (!collect || since < minRenders) return
      if (timer) timer.refresh()
      else {
        timer = setTimeout(quiet, quietMs)
        timer.unref()
      }
    },
    get collections() {
      return collections
    },
    stop() {
      if (timer) clearTimeout(timer)
      timer = undefined
    },
  }
}
