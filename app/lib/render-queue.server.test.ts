import { afterEach, describe, expect, it } from 'vitest'
import { createRenderQueue } from './render-queue.server'

/** A piece of work that finishes when told to, recording when it started. */
function gate(log: string[], name: string) {
  let finish!: () => void
  const done = new Promise<string>((resolve) => (finish = () => resolve(name)))
  return {
    work: () => {
      log.push(name)
      return done
    },
    finish,
  }
}

/** Until the event loop has run its pending callbacks (the queue starts work from setImmediate). */
const turns = async (n = 5) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve))
}

describe('render queue', () => {
  it('starts work in the order it was asked for, never more than `concurrency` at once', async () => {
    const queue = createRenderQueue({ concurrency: 2, limit: 100 })
    const started: string[] = []
    const gates = ['a', 'b', 'c', 'd', 'e'].map((name) => gate(started, name))
    const results = gates.map((g) => queue.run(g.work))
    await turns()
    expect(started).toEqual(['a', 'b'])
    expect(queue.running).toBe(2)
    expect(queue.waiting).toBe(3)
    gates[1]!.finish()
    await turns()
    expect(started).toEqual(['a', 'b', 'c'])
    for (const g of gates) g.finish()
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e'])
  })

  it('refuses at once when `limit` wait, and takes requests again once the line moves', async () => {
    const queue = createRenderQueue({ concurrency: 1, limit: 2 })
    const started: string[] = []
    const [a, b, c] = ['a', 'b', 'c'].map((name) => gate(started, name))
    const first = queue.run(a!.work)
    await turns()
    const waiting = [queue.run(b!.work), queue.run(c!.work)]
    expect(queue.run(async () => 'refused')).toBeNull()
    expect(queue.drainSeconds()).toBeGreaterThanOrEqual(1)
    a!.finish()
    await first
    await turns()
    expect(started).toEqual(['a', 'b'])
    // One waits now: there is room for one more.
    const later = queue.run(async () => 'later')
    expect(later).not.toBeNull()
    b!.finish()
    c!.finish()
    expect(await Promise.all([...waiting, later])).toEqual(['b', 'c', 'later'])
  })

  it('drops a request whose client left while it waited; its work never runs', async () => {
    const queue = createRenderQueue({ concurrency: 1, limit: 10 })
    const started: string[] = []
    const [a, b, c] = ['a', 'b', 'c'].map((name) => gate(started, name))
    const running = queue.run(a!.work)
    const leaving = new AbortController()
    const left = queue.run(b!.work, leaving.signal)
    const stays = queue.run(c!.work)
    await turns()
    leaving.abort(new Error('client left'))
    await expect(left).rejects.toThrow('client left')
    expect(queue.waiting).toBe(1)
    a!.finish()
    c!.finish()
    expect(await Promise.all([running, stays])).toEqual(['a', 'c'])
    expect(started).toEqual(['a', 'c'])
    // Already gone when it asks: refused with the reason, never started.
    const gone = AbortSignal.abort(new Error('gone before'))
    await expect(queue.run(async () => 'x', gone)).rejects.toThrow('gone before')
  })

  it('a failing render frees its slot for the next', async () => {
    const queue = createRenderQueue({ concurrency: 1, limit: 10 })
    const failing = queue.run(async () => {
      throw new Error('render failed')
    })
    const next = queue.run(async () => 'next')
    await expect(failing).rejects.toThrow('render failed')
    expect(await next).toBe('next')
    expect(queue.running).toBe(0)
  })
})

afterEach(async () => {
  await turns()
})
