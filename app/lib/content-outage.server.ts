/**
 * What a request learns on its way about the content service, kept per request (an
 * AsyncLocalStorage scope opened by app/server.ts): the content layer notes what it could not
 * load, and the rendered page is answered accordingly (ADR 035):
 * - 'partial': a list or a part could not be loaded, the page shows its note: 200, but
 *   `Cache-Control: no-store`, so neither the page cache nor nginx or a CDN keeps it;
 * - 'limited': the service refused the visitor's request for its rate (a search too many): 429
 *   with `Retry-After`, `no-store` and `X-Robots-Tag: noindex` (the page says so);
 * - 'page': the page's own content (a case, article, job, video) could not be loaded: 503 with
 *   `Retry-After`, `no-store` and `X-Robots-Tag: noindex` (the page says so, in its language).
 * A page that was good before is still served from the page cache (stale-if-error).
 * The scope also keeps the cause of a failure, for the one error line of every 5xx.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

export type ContentOutage = 'partial' | 'limited' | 'page'

/** The stronger of two notes wins: a page outage over a refusal, a refusal over a part. */
const weight: Record<ContentOutage, number> = { partial: 1, limited: 2, page: 3 }

interface Notes {
  outage?: ContentOutage
  cause?: unknown
  route?: string
  /** The status the rendered not-found page stands for (an expired preview link: 410). */
  status?: number
  /** Not rendered: the render queue was full (a 503 of load, not a failure; no error line). */
  refused?: boolean
}

const scopes = new AsyncLocalStorage<Notes>()

/** How long a client or a crawler should wait before it asks again during an outage. */
export const OUTAGE_RETRY_AFTER_SECONDS = 30
/** How long a visitor refused for their rate should wait (the service counts per minute). */
export const LIMITED_RETRY_AFTER_SECONDS = 60

/** `work` in a scope of its own; its value and what was noted in it. */
export async function inRequestScope<T>(work: () => Promise<T>): Promise<[T, Notes]> {
  const notes: Notes = {}
  return [await scopes.run(notes, work), notes]
}

/** The content service could not give what this request needed (the strongest note stays). */
export function noteContentOutage(kind: ContentOutage, cause: string): void {
  const notes = scopes.getStore()
  if (!notes) return
  if (!notes.outage || weight[kind] > weight[notes.outage]) notes.outage = kind
  notes.cause ??= cause
}

/** Why this request fails, and the route it failed in, when known (the first cause counts). */
export function noteFailure(cause: unknown, route?: string): void {
  const notes = scopes.getStore()
  if (!notes) return
  notes.cause ??= cause
  notes.route ??= route
}

/** The page this request renders as not found stands for another status (a 410). */
export function notePageStatus(status: number): void {
  const notes = scopes.getStore()
  if (notes) notes.status = status
}

/** A rendered not-found page answered with the status noted for it (notePageStatus). */
export function withPageStatus(page: Response): Response {
  const status = scopes.getStore()?.status
  if (!status || page.status !== 404) return page
  return new Response(page.body, { status, headers: page.headers })
}

/** This request's render was refused for the load (app/lib/page-render.server.ts). */
export function noteRefused(): void {
  const notes = scopes.getStore()
  if (notes) notes.refused = true
}

/** The route that rendered this request's page. */
export function noteRoute(route: string | undefined): void {
  const notes = scopes.getStore()
  if (notes) notes.route = route
}

/** A rendered page answered as the content outage of this request says (see above). */
export function withContentOutage(page: Response): Response {
  const outage = scopes.getStore()?.outage
  if (!outage || page.status !== 200) return page
  const headers = new Headers(page.headers)
  headers.set('Cache-Control', 'no-store')
  if (outage === 'partial') return new Response(page.body, { status: 200, headers })
  const limited = outage === 'limited'
  headers.set(
    'Retry-After',
    String(limited ? LIMITED_RETRY_AFTER_SECONDS : OUTAGE_RETRY_AFTER_SECONDS),
  )
  headers.set('X-Robots-Tag', 'noindex')
  return new Response(page.body, { status: limited ? 429 : 503, headers })
}
