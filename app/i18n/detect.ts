/**
 * Locale detection, pure and shared by the server entry, the router and tests.
 * Order (docs/architecture.md): locale in the path, cookie `i18n_redirected`,
 * Accept-Language (Chinese variants mapped by hand), then the base locale.
 */
import { baseLocale, isLocale, LOCALE_COOKIE, locales, type Locale } from './locales'

/** The locale named by the first path segment, if it is one of ours. */
export function localeFromPath(pathname: string): Locale | undefined {
  const first = pathname.split('/')[1] ?? ''
  return isLocale(first) ? first : undefined
}

export function readCookie(
  cookieHeader: string | null | undefined,
  name: string,
): string | undefined {
  if (!cookieHeader) return undefined
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    if (part.slice(0, eq).trim() !== name) continue
    const raw = part.slice(eq + 1).trim()
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw
    }
  }
  return undefined
}

const lowerToLocale = new Map(locales.map((l) => [l.toLowerCase(), l] as const))

/** Maps one language tag to a site locale, or undefined when none fits. */
export function localeFromTag(tag: string): Locale | undefined {
  const t = tag.trim().toLowerCase()
  if (!t || t === '*') return undefined
  if (t === 'zh' || t.startsWith('zh-')) {
    const traditional = /^zh-(tw|hk|mo|hant)(-|$)/.test(t)
    return traditional ? 'zh-TW' : 'zh-CN'
  }
  const exact = lowerToLocale.get(t)
  if (exact) return exact
  const primary = t.split('-')[0] ?? ''
  return lowerToLocale.get(primary)
}

/** The first of the visitor's preferred languages (by q-value, then order) that we serve. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined
  const ranked = header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const quality = q ? Number.parseFloat(q.slice(2)) : 1
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index }
    })
    .filter((e) => e.tag && e.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  for (const { tag } of ranked) {
    const locale = localeFromTag(tag)
    if (locale) return locale
  }
  return undefined
}

export interface DetectionInput {
  pathname: string
  cookie?: string | null
  acceptLanguage?: string | null
}

export type DetectionSource = 'path' | 'cookie' | 'accept-language' | 'default'

export function detectLocale(input: DetectionInput): { locale: Locale; source: DetectionSource } {
  const fromPath = localeFromPath(input.pathname)
  if (fromPath) return { locale: fromPath, source: 'path' }
  const fromCookie = readCookie(input.cookie, LOCALE_COOKIE)
  if (isLocale(fromCookie)) return { locale: fromCookie, source: 'cookie' }
  const fromHeader = localeFromAcceptLanguage(input.acceptLanguage)
  if (fromHeader) return { locale: fromHeader, source: 'accept-language' }
  return { locale: baseLocale, source: 'default' }
}

export function detectLocaleFromRequest(request: Request) {
  return detectLocale({
    pathname: new URL(request.url).pathname,
    cookie: request.headers.get('cookie'),
    acceptLanguage: request.headers.get('accept-language'),
  })
}
