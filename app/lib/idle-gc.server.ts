/**
 * A full garbage collection once a burst of renders has long been over (issue 39, ADR 056, ADR
 * 067).
 *
 * Under a burst of uncached renders V8 grows its old generation to hold the garbage of fifty
 * half-built pages, and keeps it: its own memory reducer shrinks the heap a few seconds after the
 * allocation rate drops, but only a few times, and not again after a second or third burst
 * (measured: 265 MB RSS still after 40 s idle, 104 MB heap of which 70 MB live; one full
 * collection: 219 MB, 65 MB heap). So once at least `minRenders` renders ran, the process
 * collects at the end of the first quiet spell of `quietMs`, compacting and returning the free
 * pages.
 *
 * A quiet spell: no render under way or waiting at its end, at most one render a second during
 * it (a trickle of renders is no burst, and must not put the collection off for ever), and the
 * event loop busy for less than 5 % of it (no page-cache hits either). A request that arrives
 * during the collection waits for it (270-470 ms for a 110 MB heap on this machine), and the
 * collection costs the next burst more than that: the objects that die once no request is under
 * way take ~350 functions' optimized code with them ("embedded weak objects cleared"), and the
 * first seconds of the next burst run at half speed while V8 optimizes them again. Hence a long
 * spell (30 s, ADR 067): bursts a few seconds apart stay warm, and the memory comes back within
 * a minute (what a burst takes at its peak it takes however soon it gives it back). The launcher
 * keeps bytecode (`--no-flush-bytecode`), which the collection would otherwise drop as well.
 * Needs `--expose-gc` (server/launch.sh); without it (the dev server, tests) it does nothing.
 */
import { performance } from 'node:perf_hooks'

type Collect = () => void

/** The quiet spell after a burst before the collection (ADR 067). */
export const QUIET_MS = 30_000

export interface IdleCollector {
  /** A render ended: counts it; once `minRenders` are counted, quiet spells are timed. */
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
  const { quietMs = QUIET_MS, minRenders = 50, busy = () => false } = options
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
  /** Renders a quiet spell may hold: a trickle, one a second. */
  const trickle = Math.max(1, Math.floor(quietMs / 1000))
  let since = 0
  let inSpell = 0
  let collections = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  /** Starts a quiet spell: its renders and the loop's busy share are counted from now. */
  const arm = () => {
    loopBusy()
    inSpell = 0
    timer = setTimeout(quiet, quietMs)
    timer.unref()
  }

  const quiet = () => {
    timer = undefined
    if (!collect || since < minRenders) return
    // A burst under way, renders waiting, or requests served from memory meanwhile: another
    // spell first.
    if (busy() || inSpell > trickle || loopBusy() > IDLE_LOOP) return arm()
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
      inSpell++
      if (collect && since >= minRenders && !timer) arm()
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
