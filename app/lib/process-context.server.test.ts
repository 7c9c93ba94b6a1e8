import { AsyncLocalStorage } from 'node:async_hooks'
import { describe, expect, it } from 'vitest'
import { deadlineSignal, outsideRequests } from './process-context.server'

/** The store the signal's abort listeners see: that of the timer that fired it. */
function storeSeenOnAbort(make: (ms: number) => AbortSignal) {
  const request = new AsyncLocalStorage<{ page: string }>()
  return new Promise<{ page: string } | undefined>((resolve) => {
    request.run({ page: '/en' }, () => {
      const signal = make(5)
      signal.addEventListener('abort', () => resolve(request.getStore()))
    })
  })
}

describe('the process context', () => {
  it('aborts with a TimeoutError after its time, like AbortSignal.timeout', async () => {
    const signal = deadlineSignal(5)
    expect(signal.aborted).toBe(false)
    await new Promise((resolve) => signal.addEventListener('abort', resolve))
    expect(signal.reason).toBeInstanceOf(DOMException)
    expect((signal.reason as DOMException).name).toBe('TimeoutError')
  })

  it('keeps no request context in its timer (AbortSignal.timeout keeps it)', async () => {
    expect(await storeSeenOnAbort((ms) => AbortSignal.timeout(ms))).toEqual({ page: '/en' })
    expect(await storeSeenOnAbort(deadlineSignal)).toBeUndefined()
  })

  it("runs what outlives a request in no request's context, and returns its result", async () => {
    const request = new AsyncLocalStorage<{ page: string }>()
    const seen = await request.run({ page: '/readyz' }, () =>
      outsideRequests(
        () =>
          new Promise<{ page: string } | undefined>((resolve) =>
            setTimeout(() => resolve(request.getStore()), 1),
          ),
      ),
    )
    expect(seen).toBeUndefined()
    expect(request.run({ page: '/en' }, () => outsideRequests(() => 42))).toBe(42)
    // Inside a request, as before, a timer sees the request.
    const inside = await request.run(
      { page: '/en' },
      () => new Promise((resolve) => setTimeout(() => resolve(request.getStore()), 1)),
    )
    expect(inside).toEqual({ page: '/en' })
  })
})
