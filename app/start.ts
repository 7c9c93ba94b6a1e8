/**
 * TanStack Start's instance, with two global request middlewares:
 * - Start's own CSRF check of server-function calls (Sec-Fetch-Site / Origin), behind the
 *   server entry's gate (app/lib/server-fn-gate.server.ts), which answers in the visitor's words;
 * - the site's request rules (app/middleware/request-rules.ts): methods, one URL per page, locale
 *   redirects, before any page or server route handles a request.
 */
import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { nextTask } from './lib/next-task'
import { ruleAnswer } from './middleware/request-rules'

const csrf = createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' })

const requestRules = createMiddleware().server(({ request, pathname, next }) => {
  const answer = ruleAnswer(request, pathname)
  if (answer) throw answer
  return next()
})

/** A new object per call, as Start asks for once per request (and the browser sets fields on it). */
const options = () => ({ requestMiddleware: [csrf, requestRules] })

/**
 * In the browser Start asks for these between making the router and hydrating it from the
 * server's data: answered a task later, so that the two are tasks of their own (ADR 058).
 */
export const startInstance = createStart(() =>
  import.meta.env.SSR ? options() : nextTask().then(options),
)
