/**
 * The POST handler of a page with a form that works without JavaScript (ADR 030), in the page's
 * route (`server.handlers.POST`): the post is decided first (form-post.server.ts; its body read
 * outside any render slot), then either a 303 to the confirmation (Post/Redirect/Get) or the page
 * itself, rendered by Start in a render slot with the answer in its loader data (`next()` hands
 * `formAnswer` to the loaders as `serverContext`), with the answer's status and
 * `Cache-Control: no-store`: no cache keeps it (the page cache and nginx keep GET 200s only).
 */
import { finishedPage, inRenderSlotAlways } from '../lib/page-render.server'
import { decidePost, type PlainFormSpec } from './form-post.server'

interface HandlerContext {
  request: Request
  next: (options: { context: Record<string, unknown> }) => unknown
}

/** The response Start's `next()` resolves to (a response, or the context that carries one). */
function responseOf(result: unknown): Response {
  if (result instanceof Response) return result
  const response = (result as { response?: unknown } | undefined)?.response
  if (response instanceof Response) return response
  throw new Error('the page render gave no response')
}

export function pagePost<T extends object>(spec: PlainFormSpec<T>) {
  return async ({ request, next }: HandlerContext): Promise<Response> => {
    const outcome = await decidePost(spec, request)
    if ('redirect' in outcome) {
      const headers = { Location: outcome.redirect, 'Cache-Control': 'no-store' }
      return new Response(null, { status: 303, headers })
    }
    // The post is stored already: its page waits its turn, however long the line.
    const page = await inRenderSlotAlways(async () =>
      finishedPage(responseOf(await next({ context: { formAnswer: outcome.answer } }))),
    )
    const headers = new Headers(page.headers)
    headers.set('Cache-Control', 'no-store')
    // The page's own failure (a job that is gone: 404) outranks the form's answer.
    const status = page.status === 200 ? outcome.answer.code : page.status
    return new Response(page.body, { status, headers })
  }
}
