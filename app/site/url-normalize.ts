/**
 * One URL per page: the registry's spelling of a path. `/EN/productcenter/` is the same page as
 * `/en/productCenter`, so the server answers it with a 301 to that spelling (a trailing slash is
 * dropped, the locale and every fixed segment take the registry's case; ids and slugs are kept).
 */
import { locales } from '../i18n/locales'
import { localeRoot } from '../lib/route-path'
import { allPages, pagePath } from './registry'

const parameters = (shape: string[]) => shape.filter((s) => s.startsWith('$')).length

/**
 * Route shapes below the locale, one per page of the registry; those with fewer parameters
 * first, so that a fixed page (AllCase) wins over the parameter page beside it ($category).
 */
const shapes: string[][] = allPages
  .map((p) => pagePath(p))
  .filter((p) => p !== '')
  .map((p) => p.split('/'))
  .sort((a, b) => parameters(a) - parameters(b))

function fixSegments(segments: string[]): string[] | null {
  for (const shape of shapes) {
    if (shape.length !== segments.length) continue
    const fixed: string[] = []
    let matches = true
    for (let i = 0; i < shape.length && matches; i++) {
      const want = shape[i]!
      const got = segments[i]!
      if (want.startsWith('$')) fixed.push(got)
      else if (want.toLowerCase() === got.toLowerCase()) fixed.push(want)
      else matches = false
    }
    // The first shape that fits wins (see `shapes`).
    if (matches) return fixed
  }
  return null
}

/**
 * The registry's spelling of a path, or null when the path is already right or names no page
 * (then it renders, or answers 404, as it is).
 */
export function normalizedPath(pathname: string): string | null {
  if (pathname === '/' || !pathname.startsWith('/') || pathname.startsWith('//')) return null
  const trimmed = pathname.replace(/\/+$/, '')
  const segments = trimmed.split('/').slice(1)
  const locale = locales.find((l) => l.toLowerCase() === segments[0]?.toLowerCase())
  if (!locale) {
    // Unprefixed or unknown: only a trailing slash is fixed.
    return trimmed !== pathname && trimmed !== '' ? trimmed : null
  }
  const rest = segments.slice(1)
  const fixed = rest.length === 0 ? [] : fixSegments(rest)
  if (!fixed) return trimmed !== pathname ? trimmed : null
  const result = localeRoot(locale, fixed.join('/'))
  return result === pathname ? null : result
}
