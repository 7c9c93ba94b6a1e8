/**
 * Paraglide's locale comes from us, not from its built-in strategies:
 * - server: the request's path, else detection (cookie, Accept-Language, default),
 *   evaluated per request inside paraglideMiddleware's AsyncLocalStorage;
 * - browser: the URL's first segment, else `<html lang>` (the home page at "/").
 * Choosing a language is a navigation (see use-switch-locale), never a Paraglide reload.
 */
import { defineCustomClientStrategy } from '../paraglide/runtime.js'
import { localeFromPath } from './detect'
import { baseLocale, isLocale } from './locales'

// The server side is registered by the server entry (paraglide-strategy.server.ts), so that
// Accept-Language parsing never ships to the browser.

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
