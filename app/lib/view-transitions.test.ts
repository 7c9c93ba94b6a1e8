import { afterEach, describe, expect, it, vi } from 'vitest'
import { handleSkippedViewTransitions } from './view-transitions'

/** A document whose transitions reject with `error` (as Chromium's skipped ones do). */
function documentRejecting(error: Error) {
  const transition = () => ({
    ready: Promise.reject(error),
    finished: Promise.reject(error),
    updateCallbackDone: Promise.reject(error),
    skipTransition: () => {},
    types: new Set<string>(),
  })
  return { startViewTransition: transition } as unknown as Document
}

const abort = (message: string) => Object.assign(new Error(message), { name: 'AbortError' })

describe('skipped view transitions', () => {
  const unhandled: unknown[] = []
  const onUnhandled = (reason: unknown) => unhandled.push(reason)
  afterEach(() => {
    process.off('unhandledRejection', onUnhandled)
    unhandled.length = 0
    vi.unstubAllGlobals()
  })

  it('leave no unhandled rejection, and another failure is still reported', async () => {
    process.on('unhandledRejection', onUnhandled)
    const reported = vi.fn()
    vi.stubGlobal('reportError', reported)
    const skipped = documentRejecting(abort('Transition was skipped'))
    handleSkippedViewTransitions(skipped)
    handleSkippedViewTransitions(skipped) // wrapped once only
    skipped.startViewTransition(() => {})
    const broken = documentRejecting(new TypeError('update failed'))
    handleSkippedViewTransitions(broken)
    broken.startViewTransition(() => {})
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(unhandled).toEqual([])
    expect(reported).toHaveBeenCalledTimes(3)
    expect(reported.mock.calls.every(([error]) => error instanceof TypeError)).toBe(true)
  })

  it('without the wrapper, the same transition rejects unhandled (what the router did)', async () => {
    process.on('unhandledRejection', onUnhandled)
    documentRejecting(abort('Transition was skipped')).startViewTransition(() => {})
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(unhandled.length).toBe(3)
  })
})
