/**
 * Paraglide's locale comes from us, not from its built-in strategies:
 * - server: the request's path, else detection (cookie, Accept-Language, default),
 *   evaluated per request inside paraglideMiddleware's AsyncLocalStorage;
 * - browser: the URL's first segment, else `<html lang>` (the home page at "/").
 * Choosing a language is a navigation (see use-switch-locale), never a Paraglide reload.
 */
import { defineCustomClientStrategy, defineCustomServerStrategy } from '../paraglide/runtime.js'
import { detectLocaleFromRequest, localeFromPath } from './detect'
import { baseLocale, isLocale } from './locales'

defineCustomServerStrategy('custom-route', {
  getLocale: (request) => (request ? detectLocaleFromRequest(request).locale : undefined),
})

defineCustomClientStrategy('custom-route', {
  getLocale: () => {
    if (typeof window === 'undefined') return undefined
    const fromPath = localeFromPath(window.location.pathname)
    if (fromPath) return fromPath
    const htmlLang = document.documentElement.lang
    return isLocale(htmlLang) ? htmlLang : baseLocale
  },
  setLocale: () => {},
})
