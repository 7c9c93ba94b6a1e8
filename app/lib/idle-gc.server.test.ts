import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createIdleCollector } from './idle-gc.server'

/** An event loop with nothing else to do. */
const idle = () => 0

/** A collector after bursts of 50 renders and spells of 2 s, on an idle loop, calling `collect`. */
const burstCollector = (collect: () => void) =>
  createIdleCollector({ quietMs: 2_000, minRenders: 50, loopBusy: idle, collect })

describe('idle collector', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('collects once, at the end of the first quiet spell after a burst', () => {
    const collect = vi.fn()
    const collector = burstCollector(collect)
    for (let i = 0; i < 60; i++) {
      collector.rendered()
      vi.advanceTimersByTime(100)
    }
    // Ten renders a second: no spell while they last, nor the one they ended in.
    expect(collect).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1_999)
    expect(collect).not.toHaveBeenCalled()
    vi.advanceTimersByTime(2_000)
    expect(collect).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(60_000)
    expect(collect).toHaveBeenCalledTimes(1)
    expect(collector.collections).toBe(1)
  })

  it('waits 30 s after a burst by default: bursts a few seconds apart stay warm', () => {
    const collect = vi.fn()
    const collector = createIdleCollector({ minRenders: 1, loopBusy: idle, collect })
    collector.rendered()
    vi.advanceTimersByTime(16_000)
    expect(collect).not.toHaveBeenCalled()
    vi.advanceTimersByTime(13_999)
    expect(collect).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(collect).toHaveBeenCalledTimes(1)
  })

  it('is not put off for ever by a trickle of renders after a burst', () => {
    const collect = vi.fn()
    const collector = createIdleCollector({
      quietMs: 30_000,
      minRenders: 50,
      loopBusy: idle,
      collect,
    })
    for (let i = 0; i < 50; i++) collector.rendered()
    // A crawler's page every 5 s: six renders in a 30 s spell, no burst.
    for (let t = 0; t < 30_000; t += 5_000) {
      vi.advanceTimersByTime(5_000)
      collector.rendered()
    }
    expect(collect).toHaveBeenCalledTimes(1)
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
