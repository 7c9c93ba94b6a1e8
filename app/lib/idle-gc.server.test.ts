import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createIdleCollector } from './idle-gc.server'

/** An event loop with nothing else to do. */
const idle = () => 0

/** A collector after bursts of 50 renders and 2 s quiet, on an idle loop, calling `collect`. */
const burstCollector = (collect: () => void) =>
  createIdleCollector({ quietMs: 2_000, minRenders: 50, loopBusy: idle, collect })

describe('idle collector', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('collects once, when a burst of renders has been over for the quiet time', () => {
    const collect = vi.fn()
    const collector = burstCollector(collect)
    for (let i = 0; i < 60; i++) {
      collector.rendered()
      vi.advanceTimersByTime(100)
    }
    // Renders every 100 ms: never quiet for 2 s.
    expect(collect).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1_899)
    expect(collect).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(collect).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(60_000)
    expect(collect).toHaveBeenCalledTimes(1)
    expect(collector.collections).toBe(1)
  })

  it('leaves a quiet site alone: a few renders are not a burst', () => {
    const collect = vi.fn()
    const collector = burstCollector(collect)
    for (let i = 0; i < 49; i++) collector.rendered()
    vi.advanceTimersByTime(10_000)
    expect(collect).not.toHaveBeenCalled()
    // The fiftieth render makes it a burst.
    collector.rendered()
    vi.advanceTimersByTime(2_000)
    expect(collect).toHaveBeenCalledTimes(1)
  })

  it('waits while renders are still under way or waiting', () => {
    const collect = vi.fn()
    let busy = true
    const collector = createIdleCollector({
      quietMs: 2_000,
      minRenders: 1,
      busy: () => busy,
      loopBusy: idle,
      collect,
    })
    collector.rendered()
    vi.advanceTimersByTime(6_000)
    expect(collect).not.toHaveBeenCalled()
    busy = false
    vi.advanceTimersByTime(2_000)
    expect(collect).toHaveBeenCalledTimes(1)
  })

  it('waits while the process serves other requests (page-cache hits are no renders)', () => {
    const collect = vi.fn()
    let loop = 0.4
    const collector = createIdleCollector({
      quietMs: 2_000,
      minRenders: 1,
      loopBusy: () => loop,
      collect,
    })
    collector.rendered()
    vi.advanceTimersByTime(10_000)
    expect(collect).not.toHaveBeenCalled()
    loop = 0.01
    vi.advanceTimersByTime(2_000)
    expect(collect).toHaveBeenCalledTimes(1)
  })

  it('does nothing where the process cannot collect (no --expose-gc)', () => {
    const collector = createIdleCollector({ quietMs: 10, minRenders: 1 })
    for (let i = 0; i < 5; i++) collector.rendered()
    vi.advanceTimersByTime(1_000)
    expect(collector.collections).toBe(0)
  })

  it("calls V8's collector when the process has one", () => {
    const gc = vi.fn()
    vi.stubGlobal('gc', gc)
    try {
      const collector = createIdleCollector({ quietMs: 10, minRenders: 1, loopBusy: idle })
      collector.rendered()
      vi.advanceTimersByTime(10)
      expect(gc).toHaveBeenCalledWith({ type: 'major', execution: 'sync', flavor: 'last-resort' })
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
