/**
 * The query cache's stream, left out of a page whose queries all settled in its loaders (ADR 062).
 *
 * TanStack's query integration dehydrates the query cache twice: the queries in it when the page
 * renders, and a stream for queries a component starts while it renders, closed once the render
 * is over. The site loads every query in its loaders (loader -> query options -> server function),
 * so the stream always closes empty; but while it is open the page's data is not complete when
 * React's render ends, and the router then passes the finished HTML through its streaming
 * transform (text encoded, scanned and decoded again) to append the stream's last script. Without
 * the stream the data is complete before the render starts, and the router hands the rendered
 * string on as it is.
 *
 * A page that does start a query while rendering keeps the stream (a query in flight when the data
 * is dehydrated); the browser side supplies an empty, closed stream where the page sent none.
 */
import type { AnyRouter } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'

interface QueryData {
  query?: { stream?: ReadableStream<unknown> }
}

/** The server's half: the data of a page whose queries all settled goes without the stream. */
export function dropSettledQueryStream(router: AnyRouter, queryClient: QueryClient): void {
  const { dehydrate } = router.options
  if (!dehydrate) return
  router.options.dehydrate = async () => {
    const data = (await dehydrate()) as QueryData | undefined
    const stream = data?.query?.stream
    if (stream && queryClient.isFetching() === 0) {
      // Nothing can reach it any more, and the integration closes it when the render ends. Not
      // cancelled here: closing a cancelled stream throws, and the integration's try/catch then
      // paid for a Node error with its stack on every render (1 % of an uncached render's CPU).
      delete data.query!.stream
    }
    return data
  }
}

/** The browser's half: an empty, closed stream for the integration where a page sent none. */
export function acceptMissingQueryStream(router: AnyRouter): void {
  const hydrate = router.options.hydrate!
  router.options.hydrate = (data: QueryData) => {
    // The integration reads `query` as given (its own code assumes it is there).
    data.query!.stream ??= new Blob().stream()
    return hydrate(data)
  }
}
