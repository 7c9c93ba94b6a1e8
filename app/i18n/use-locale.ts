import { useParams, useRouteContext } from '@tanstack/react-router'
import { isLocale, type Locale } from './locales'

/**
 * The locale of the page being shown: the `$lang` route parameter, or (at "/" and on pages
 * outside the locale tree) the locale the root route resolved for this request.
 */
export function useLocale(): Locale {
  const lang = useParams({ strict: false, select: (params) => params.lang })
  const resolved = useRouteContext({ from: '__root__', select: (context) => context.locale })
  return isLocale(lang) ? lang : (resolved as Locale)
}
