import { describe, expect, it } from 'vitest'
import {
  BodyTimeout,
  BodyTooLarge,
  DRAIN_LIMIT_BYTES,
  guardBody,
  hasBody,
  uploadPlaces,
} from './body-guard.server'

/** A body that sends `chunks` and then, unless `end`, nothing more. */
function source(chunks: string[], end: boolean) {
  let cancelled: unknown
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk))
      if (end) controller.close()
    },
    cancel(reason) {
      cancelled = reason
    },
  })
  return { stream, cancelled: () => cancelled }
}

const read = (stream: ReadableStream<Uint8Array>) => new Response(stream).text()

describe('guardBody', () => {
  it('fails a body the moment it passes its limit, reads no further and lets it go after the answer', async () => {
    let pulls = 0
    let cancelled: unknown
    // An endless chunked body.
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls++
        controller.enqueue(new Uint8Array(1000))
      },
      cancel(reason) {
        cancelled = reason
      },
    })
    const body = guardBody(endless, { idleMs: 1000, deadlineMs: 5000 }, 2500)
    const error = await read(body.stream).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BodyTooLarge)
    expect(await body.overflow).toBe(error)
    const pullsAtAnswer = pulls
    body.dispose()
    // Closed a moment after the answer (LINGER_MS), never drained.
    await expect.poll(() => cancelled, { timeout: 3000 }).toBeInstanceOf(Error)
    expect(pulls).toBeLessThanOrEqual(pullsAtAnswer + 1)
  })

  it('drains what the handler left unread only up to a bound', async () => {
    const big = source(
      Array.from({ length: 200 }, () => 'x'.repeat(1024)),
      false,
    )
    const body = guardBody(big.stream, { idleMs: 1000, deadlineMs: 5000 })
    body.dispose()
    await expect.poll(() => big.cancelled(), { timeout: 3000 }).toBeInstanceOf(Error)
    expect(DRAIN_LIMIT_BYTES).toBeLessThan(200 * 1024)
  })

  it('passes a body that arrives in time through unchanged', async () => {
    const { stream } = source(['hello ', 'world'], true)
    const body = guardBody(stream, { idleMs: 1000, deadlineMs: 5000 })
    expect(await read(body.stream)).toBe('hello world')
  })

  it('fails a body that stops sending, and lets its source go', async () => {
    const stalled = source(['part'], false)
    const body = guardBody(stalled.stream, { idleMs: 50, deadlineMs: 5000 })
    const error = await read(body.stream).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BodyTimeout)
    expect((error as BodyTimeout).kind).toBe('idle')
    expect(stalled.cancelled()).toBeInstanceOf(BodyTimeout)
  })

  it('fails a body still unread at its deadline, at the next read', async () => {
    const slow = source(['a'], false)
    const body = guardBody(slow.stream, { idleMs: 10_000, deadlineMs: 30 })
    await new Promise((resolve) => setTimeout(resolve, 60))
    const error = await read(body.stream).catch((e: unknown) => e)
    expect((error as BodyTimeout).kind).toBe('deadline')
  })

  it('once disposed, drains what the handler left unread, so the connection is free again', async () => {
    const chunks = Array.from({ length: 20 }, (_, i) => String.fromCharCode(97 + i))
    const left = source(chunks, true)
    const reader = left.stream.getReader()
    const pulls: string[] = []
    const counted = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await reader.read()
        if (done) return controller.close()
        pulls.push(new TextDecoder().decode(value))
        controller.enqueue(value)
      },
    })
    const body = guardBody(counted, { idleMs: 10_000, deadlineMs: 10_000 })
    const handler = body.stream.getReader()
    await handler.read() // the handler reads one chunk, then answers
    body.dispose()
    await expect.poll(() => pulls.join('')).toBe(chunks.join(''))
    expect(left.cancelled()).toBeUndefined()
  })

  it('lets go of a body that stalls after the answer, at its clocks', async () => {
    const stalled = source(['a'], false)
    const body = guardBody(stalled.stream, { idleMs: 10_000, deadlineMs: 40 })
    body.dispose()
    await expect.poll(() => stalled.cancelled()).toBeInstanceOf(BodyTimeout)
  })
})

describe('uploadPlaces', () => {
  it('lets a client have `max` bodies in flight and frees a place once', () => {
    const places = uploadPlaces(2)
    const a = places.enter('203.0.113.7')
    const b = places.enter('203.0.113.7')
    expect(a && b).toBeTruthy()
    expect(places.enter('203.0.113.7')).toBeNull()
    expect(places.enter('198.51.100.2')).not.toBeNull()
    a!()
    a!()
    expect(places.size()).toBe(2)
    expect(places.enter('203.0.113.7')).not.toBeNull()
    expect(places.enter('203.0.113.7')).toBeNull()
  })
})

describe('hasBody', () => {
  it('is true for a request with a body and false for GET or an empty POST', () => {
    const url = 'http://site.test/api'
    const post = (headers: Record<string, string>) =>
      new Request(url, { method: 'POST', body: 'x', headers })
    expect(hasBody(post({ 'content-length': '1' }))).toBe(true)
    expect(hasBody(post({ 'transfer-encoding': 'chunked' }))).toBe(true)
    expect(hasBody(post({ 'content-length': '0' }))).toBe(false)
    expect(hasBody(new Request(url))).toBe(false)
    expect(hasBody(new Request(url, { method: 'POST' }))).toBe(false)
  })
})
