import { AsyncLocalStorage } from 'node:async_hooks'
import { describe, expect, it } from 'vitest'
import { deadlineSignal } from './deadline-signal.server'

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

describe('deadlineSignal', () => {
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
})
