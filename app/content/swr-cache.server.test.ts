import { describe, expect, it } from 'vitest'
import { SwrCache } from './swr-cache.server'

function setup(options: { ttlMs?: number; coldWaitMs?: number; retryAfterMs?: number } = {}) {
  let clock = 1_000
  const failures: string[] = []
  const recoveries: string[] = []
  const cache = new SwrCache<string[]>({
    ttlMs: options.ttlMs ?? 1_000,
    coldWaitMs: options.coldWaitMs ?? 200,
    retryAfterMs: options.retryAfterMs ?? 500,
    fallback: [],
    now: () => clock,
    onFailure: (key) => failures.push(key),
    onRecovery: (key) => recoveries.push(key),
  })
  return { cache, failures, recoveries, advance: (ms: number) => (clock += ms) }
}

const deferred = <T>() => {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}
const tick = () => new Promise((r) => setTimeout(r, 0))

describe('SwrCache', () => {
  it('serves a fresh hit without loading again', async () => {
    const { cache } = setup()
    let loads = 0
    const load = async () => [`v${++loads}`]
    expect(await cache.get('k', load)).toEqual(['v1'])
    expect(await cache.get('k', load)).toEqual(['v1'])
    expect(loads).toBe(1)
  })

  it('serves the stale value at once while one refresh runs', async () => {
    // A cold wait longer than the test's timeout: only an immediate answer passes.
    const { cache, advance } = setup({ coldWaitMs: 60_000 })
    expect(await cache.get('k', async () => ['old'])).toEqual(['old'])
    advance(1_500)
    const pending = deferred<string[]>()
    let loads = 0
    const slow = () => {
      loads++
      return pending.promise
    }
    expect(await cache.get('k', slow)).toEqual(['old'])
    expect(await cache.get('k', slow)).toEqual(['old'])
    expect(loads).toBe(1)
    pending.resolve(['new'])
    await tick()
    expect(await cache.get('k', slow)).toEqual(['new'])
  })

  it('keeps serving the stale value when the service is down, and logs the outage once', async () => {
    const { cache, advance, failures, recoveries } = setup()
    await cache.get('k', async () => ['good'])
    const down = async (): Promise<string[]> => {
      throw new Error('ECONNREFUSED')
    }
    for (let i = 0; i < 5; i++) {
      advance(1_500)
      expect(await cache.get('k', down)).toEqual(['good'])
      await tick()
    }
    expect(failures).toEqual(['k'])
    advance(1_500)
    await cache.get('k', async () => ['back'])
    await tick()
    expect(recoveries).toEqual(['k'])
    expect(await cache.get('k', async () => ['unused'])).toEqual(['back'])
  })

  it('runs one load for many concurrent callers', async () => {
    const { cache } = setup()
    const pending = deferred<string[]>()
    let loads = 0
    const load = () => {
      loads++
      return pending.promise
    }
    const callers = Array.from({ length: 50 }, () => cache.get('k', load))
    pending.resolve(['once'])
    const results = await Promise.all(callers)
    expect(loads).toBe(1)
    expect(results.every((r) => r[0] === 'once')).toBe(true)
  })

  it('answers an empty list when nothing was ever loaded, without waiting on retries', async () => {
    const { cache, failures } = setup()
    let loads = 0
    const down = async (): Promise<string[]> => {
      loads++
      throw new Error('down')
    }
    expect(await cache.get('k', down)).toEqual([])
    expect(await cache.get('k', down)).toEqual([])
    expect(loads).toBe(1)
    expect(failures).toEqual(['k'])
  })

  it('does not wait longer than coldWaitMs for a hanging first load', async () => {
    const { cache } = setup({ coldWaitMs: 50 })
    const started = Date.now()
    expect(await cache.get('k', () => new Promise<string[]>(() => {}))).toEqual([])
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  it('keeps keys apart', async () => {
    const { cache } = setup()
    await cache.get('zh', async () => ['烟草'])
    await cache.get('en', async () => ['Tobacco'])
    expect(await cache.get('zh', async () => [])).toEqual(['烟草'])
    expect(await cache.get('en', async () => [])).toEqual(['Tobacco'])
  })
})
