import { useRouterState } from '@tanstack/react-router'
import { getLocale } from '../paraglide/runtime.js'
import { localeFromPath } from './detect'
import type { Locale } from './locales'

/**
 * The locale of the page being shown: the URL's first segment, or (at "/")
 * the detected locale that the server rendered with.
 */
export function useLocale(): Locale {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  return localeFromPath(pathname) ?? (getLocale() as Locale)
}
