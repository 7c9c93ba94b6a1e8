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
 * collection (350-470 ms for a 110 MB heap on this machine), so "quiet" means no render for
 * `quietMs` and the event loop idle for most of that time (no page-cache hits either); V8 drops
 * compiled code it has not run lately, so the next burst starts a little colder; the launcher
 * keeps bytecode (`--no-flush-bytecode`), which was most of that cost. Needs
 * `--expose-gc` (server/launch.sh); without it (the dev server, tests) it does nothing.
 */
import { performance } from 'node:perf_hooks'

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
    /** The heap's size, MB (process.memoryUsage), for the log line. */
    heapMb?: () => number
    /** Renders under way or waiting: the collection waits for another quiet spell. */
    busy?: () => boolean
    /**
     * The share of the time since the last call that the event loop was busy (0-1): anything the
     * process did, page-cache hits included, which are no renders but would wait for the pause.
     */
    loopBusy?: () => number
    collect?: Collect
    /** After a collection: its milliseconds and the heap's megabytes before and after. */
    collected?: (ms: number, heapMbBefore: number, heapMbAfter: number) => void
  } = {},
): IdleCollector {
  const { quietMs = 2_000, minRenders = 50, busy = () => false } = options
  const heapMb = options.heapMb ?? (() => Math.round(process.memoryUsage().heapTotal / 1_048_576))
  const collect = options.collect ?? exposedGc()
  /** Above this share of a quiet spell busy, the process is serving: no pause now. */
  const IDLE_LOOP = 0.05
  let loopSince = performance.eventLoopUtilization()
  const loopBusy =
    options.loopBusy ??
    (() => {
      const now = performance.eventLoopUtilization()
      const share = performance.eventLoopUtilization(now, loopSince).utilization
      loopSince = now
      return share
    })
  let since = 0
  let collections = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  /** Starts a quiet spell: the loop's busy share is counted from now. */
  const arm = () => {
    loopBusy()
    timer = setTimeout(quiet, quietMs)
    timer.unref()
  }

  const quiet = () => {
    timer = undefined
    if (!collect || since < minRenders) return
    // Renders waiting, or requests served from memory meanwhile: another quiet spell first.
    if (busy() || loopBusy() > IDLE_LOOP) return arm()
    since = 0
    collections++
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
      else arm()
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
