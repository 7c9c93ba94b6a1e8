import { QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { acceptMissingQueryStream, dropSettledQueryStream } from './query-stream'

interface Data {
  query: { initial: string[]; stream?: ReadableStream<unknown> }
}

/** The options the integration leaves on the router: its dehydrate and hydrate. */
function routerWith(options: { dehydrate?: () => Promise<Data>; hydrate?: (d: Data) => void }) {
  return { options } as unknown as AnyRouter & { options: typeof options }
}

describe('dropSettledQueryStream (the server)', () => {
  it('leaves the stream out when every query has settled, open for the integration to close', async () => {
    let controller!: ReadableStreamDefaultController<unknown>
    const stream = new ReadableStream({ start: (c) => void (controller = c) })
    const router = routerWith({
      dehydrate: async () => ({ query: { initial: ['menu'], stream } }),
    })
    const queryClient = new QueryClient()
    await queryClient.fetchQuery({ queryKey: ['menu'], queryFn: async () => 'menu' })
    dropSettledQueryStream(router, queryClient)
    const data = await router.options.dehydrate!()
    expect(data).toEqual({ query: { initial: ['menu'] } })
    expect('stream' in data.query).toBe(false)
    // The integration closes it when the render ends: that must not throw (a cancelled stream's
    // close does, and every render paid for the error).
    expect(() => controller.close()).not.toThrow()
    await expect(stream.getReader().read()).resolves.toEqual({ done: true, value: undefined })
  })

  it('keeps the stream while a query is in flight: it carries that query to the browser', async () => {
    const stream = new ReadableStream()
    const router = routerWith({ dehydrate: async () => ({ query: { initial: [], stream } }) })
    const queryClient = new QueryClient()
    void queryClient.fetchQuery({ queryKey: ['late'], queryFn: () => new Promise(() => {}) })
    dropSettledQueryStream(router, queryClient)
    const data = await router.options.dehydrate!()
    expect(data.query.stream).toBe(stream)
  })
})

describe('acceptMissingQueryStream (the browser)', () => {
  it('hands the integration an empty, closed stream where the page sent none', async () => {
    const seen: Data[] = []
    const router = routerWith({ hydrate: (data) => void seen.push(data) })
    acceptMissingQueryStream(router)
    router.options.hydrate!({ query: { initial: ['menu'] } })
    const stream = seen[0]!.query.stream!
    await expect(stream.getReader().read()).resolves.toEqual({ done: true, value: undefined })
    // A page that sent its stream keeps it.
    const sent = new ReadableStream()
    router.options.hydrate!({ query: { initial: [], stream: sent } })
    expect(seen[1]!.query.stream).toBe(sent)
  })
})
