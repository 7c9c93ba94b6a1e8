/**
 * A per-process cache for content-service reads:
 * - fresh for `ttlMs`: served from memory;
 * - stale: served at once while one background refresh runs (never two for one key);
 * - failed refresh (error, timeout, non-zero code, no data): the last good value stays
 *   (stale-if-error) and the failure is logged once per outage, not per request;
 * - nothing cached yet: the first load is awaited for at most `coldWaitMs`; when it fails or is
 *   slower, the fallback (an empty list) is served silently, and the load is retried no sooner
 *   than `retryAfterMs` later, so an outage never makes every page wait.
 */
export interface SwrCacheOptions<T> {
  ttlMs: number
  coldWaitMs?: number
  retryAfterMs?: number
  fallback: T
  now?: () => number
  onFailure?: (key: string, error: unknown) => void
  onRecovery?: (key: string) => void
}

interface Entry<T> {
  value?: T
  fetchedAt: number
  failedAt?: number
  inFlight?: Promise<T>
  failing: boolean
}

export class SwrCache<T> {
  private readonly entries = new Map<string, Entry<T>>()
  private readonly options: Required<Omit<SwrCacheOptions<T>, 'onFailure' | 'onRecovery'>> &
    Pick<SwrCacheOptions<T>, 'onFailure' | 'onRecovery'>

  constructor(options: SwrCacheOptions<T>) {
    this.options = {
      coldWaitMs: 2_000,
      retryAfterMs: 5_000,
      now: Date.now,
      ...options,
    }
  }

  /** The value for `key`, loading it with `load` as the rules above say. Never rejects. */
  async get(key: string, load: () => Promise<T>): Promise<T> {
    const { now, ttlMs, fallback, retryAfterMs, coldWaitMs } = this.options
    let entry = this.entries.get(key)
    if (!entry) {
      entry = { fetchedAt: 0, failing: false }
      this.entries.set(key, entry)
    }
    const t = now()
    if (entry.value !== undefined) {
      if (t - entry.fetchedAt >= ttlMs && !entry.inFlight) {
        const recentlyFailed = entry.failedAt !== undefined && t - entry.failedAt < retryAfterMs
        if (!recentlyFailed) void this.refresh(key, entry, load)
      }
      return entry.value
    }
    // Nothing cached yet.
    if (!entry.inFlight) {
      if (entry.failedAt !== undefined && t - entry.failedAt < retryAfterMs) return fallback
      void this.refresh(key, entry, load)
    }
    const pending = entry.inFlight
    if (!pending) return entry.value ?? fallback
    let timer: ReturnType<typeof setTimeout> | undefined
    const waited = await Promise.race([
      pending.then(
        (value) => ({ value }),
        () => undefined,
      ),
      new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), coldWaitMs)
      }),
    ])
    clearTimeout(timer)
    return waited ? waited.value : (entry.value ?? fallback)
  }

  /** Drops every cached value (tests, re-seeding). */
  clear(): void {
    this.entries.clear()
  }

  private refresh(key: string, entry: Entry<T>, load: () => Promise<T>): Promise<T> {
    const run = (async () => {
      try {
        const value = await load()
        entry.value = value
        entry.fetchedAt = this.options.now()
        entry.failedAt = undefined
        if (entry.failing) {
          entry.failing = false
          this.options.onRecovery?.(key)
        }
        return value
      } catch (error) {
        entry.failedAt = this.options.now()
        if (!entry.failing) {
          entry.failing = true
          this.options.onFailure?.(key, error)
        }
        throw error
      } finally {
        entry.inFlight = undefined
      }
    })()
    entry.inFlight = run
    run.catch(() => {})
    return run
  }
}
