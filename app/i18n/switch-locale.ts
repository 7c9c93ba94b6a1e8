import { localeCookie, LOCALE_STORAGE_KEY, type Locale } from './locales'
import { localeFromPath } from './detect'
import { relocalizedPath } from '../lib/route-path'

/**
 * The same page in another locale: the first path segment is replaced (or
 * added at "/"), the rest of the path, the query and the hash are kept.
 */
export function localizedHref(
  target: Locale,
  location: { pathname: string; search?: string; hash?: string },
): string {
  // A trailing slash is dropped ("/en/aboutUs/" -> "/de/aboutUs").
  const pathname = location.pathname.replace(/(.)\/$/, '$1')
  const path = relocalizedPath(pathname, target, localeFromPath(pathname))
  const search = location.search ?? ''
  const hash = location.hash
    ? location.hash.startsWith('#')
      ? location.hash
      : `#${location.hash}`
    : ''
  return `${path}${search}${hash}`
}

/** Remembers a visitor's choice: the cookie the server reads at "/" and localStorage. */
export function rememberLocaleChoice(locale: Locale): void {
  document.cookie = localeCookie(locale)
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale)
  } catch {
    // Storage can be unavailable (private mode, disabled); the cookie still holds the choice.
  }
}
