/**
 * The server half of our Paraglide strategy (the browser half is paraglide-strategy.ts): the
 * request's path, else detection (cookie, Accept-Language, default), per request inside
 * paraglideMiddleware's AsyncLocalStorage. Imported by the server entry.
 */
import { defineCustomServerStrategy } from '../paraglide/runtime.js'
import { detectLocaleFromRequest } from './detect'

defineCustomServerStrategy('custom-route', {
  getLocale: (request) => (request ? detectLocaleFromRequest(request).locale : undefined),
})
