/**
 * A per-process cache for content-service reads, on lru-cache (bounded by entries; its fetch()
 * gives stale-while-revalidate, one load per key, and stale-if-error):
 * - fresh for `ttlMs`: served from memory;
 * - stale: served at once while one background refresh runs (never two for one key);
 * - failed refresh (error, timeout, non-zero code, no data): the last good value stays
 *   (stale-if-error) and the failure is logged once per outage, not per request;
 * - nothing cached yet: the first load is awaited for at most `coldWaitMs`; when it fails or is
 *   slower, the fallback (an empty list) is served silently, and the load is retried no sooner
 *   than `retryAfterMs` later, so an outage never makes every page wait.
 */
import { LRUCache } from 'lru-cache'

export interface SwrCacheOptions<T> {
  ttlMs: number
  coldWaitMs?: number
  retryAfterMs?: number
  /** Most keys kept (least recently used go first). */
  maxEntries?: number
  fallback: T
  now?: () => number
  onFailure?: (key: string, error: unknown) => void
  onRecovery?: (key: string) => void
  /** The fallback was served for `key`: nothing good was ever loaded, or not in time. */
  onFallback?: (key: string) => void
}

interface Load<T> {
  load: () => Promise<T>
}

export class SwrCache<T> {
  private readonly cache: LRUCache<string, { value: T }, Load<T>>
  /** Keys whose last load failed, and when: an outage is logged once, retried after a pause. */
  private readonly failedAt = new Map<string, number>()
  private readonly options: Required<
    Omit<SwrCacheOptions<T>, 'onFailure' | 'onRecovery' | 'onFallback' | 'maxEntries'>
  > &
    Pick<SwrCacheOptions<T>, 'onFailure' | 'onRecovery' | 'onFallback'>

  constructor(options: SwrCacheOptions<T>) {
    this.options = {
      coldWaitMs: 2_000,
      retryAfterMs: 5_000,
      now: Date.now,
      ...options,
    }
    this.cache = new LRUCache<string, { value: T }, Load<T>>({
      max: options.maxEntries ?? 1_000,
      ttl: Math.max(1, options.ttlMs),
      perf: { now: () => this.options.now() },
      allowStale: true,
      allowStaleOnFetchRejection: true,
      fetchMethod: async (key, _stale, { context }) => {
        try {
          const value = await context.load()
          if (this.failedAt.delete(key)) this.options.onRecovery?.(key)
          return { value }
        } catch (error) {
          if (!this.failedAt.has(key)) this.options.onFailure?.(key, error)
          this.failedAt.set(key, this.options.now())
          throw error
        }
      },
    })
  }

  /** The value for `key`, loading it with `load` as the rules above say. Never rejects. */
  async get(key: string, load: () => Promise<T>): Promise<T> {
    const { now, retryAfterMs, coldWaitMs } = this.options
    const failed = this.failedAt.get(key)
    const pausing = failed !== undefined && now() - failed < retryAfterMs
    if (pausing) {
      // Recently failed: what there is (stale or nothing), without loading again yet.
      return this.cache.peek(key, { allowStale: true })?.value ?? this.fallback(key)
    }
    const pending = this.cache.fetch(key, { context: { load } })
    pending.catch(() => {})
    let timer: ReturnType<typeof setTimeout> | undefined
    const settled = await Promise.race([
      pending.then(
        (entry) => ({ entry }),
        () => ({ entry: undefined }),
      ),
      new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), coldWaitMs)
      }),
    ])
    clearTimeout(timer)
    return (
      settled?.entry?.value ??
      this.cache.peek(key, { allowStale: true })?.value ??
      this.fallback(key)
    )
  }

  private fallback(key: string): T {
    this.options.onFallback?.(key)
    return this.options.fallback
  }

  /** Drops every cached value (tests, re-seeding). */
  clear(): void {
    this.cache.clear()
    this.failedAt.clear()
  }
}
