import type { Locale } from '../i18n/locales'

/** Builds a value once per locale (schemas with localized messages are built on every write otherwise). */
export function perLocale<T>(build: (locale: Locale) => T): (locale: Locale) => T {
  const built = new Map<Locale, T>()
  return (locale) => {
    let value = built.get(locale)
    if (value === undefined) {
      value = build(locale)
      built.set(locale, value)
    }
    return value
  }
}
