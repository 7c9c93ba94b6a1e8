/**
 * The consultation rules of a locale that the forms show (ADR 038): the phone placeholder, and the
 * inputs' maxlength and counter. Plain data from contract/consultation-rules.ts, without the
 * schema, so that the page without JavaScript stays light.
 */
import { CONSULTATION_LIMITS, localeRules } from '../../../contract/consultation-rules'
import type { SiteLocale } from '../../../contract/content-language'
import type { Locale } from '../../i18n/locales'

// The site's locales are the contract's SiteLocale (a compile error otherwise).
const _sameLocales: [Locale, SiteLocale] extends [SiteLocale, Locale] ? true : never = true
void _sameLocales

/** Chinese locales keep the spec's mainland-only phone rule; elsewhere E.164 is accepted too. */
export function acceptsInternationalPhone(locale: Locale): boolean {
  return localeRules(locale).internationalPhone
}

/** The most characters each field of the locale's form takes. */
export function consultationLimits(locale: Locale) {
  const { textMax } = localeRules(locale)
  return {
    ...CONSULTATION_LIMITS,
    // Names in Chinese characters stop at 8, which their message says; others at 60.
    nameMax: CONSULTATION_LIMITS.internationalNameMax,
    demandMax: textMax,
    remarkMax: textMax,
  }
}
