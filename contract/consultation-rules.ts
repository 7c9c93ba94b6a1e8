/**
 * What differs between the visitors of the consultation form (ADR 038): the specification's
 * limits for the Chinese site, names in any script and longer needs for the other locales. Plain
 * data and patterns, without zod, so that a page can read its limits without the schema.
 */
import { isChineseSiteLocale, type SiteLocale } from './content-language'

export const CONSULTATION_LIMITS = {
  /** The specification's: a name in Chinese characters, or any name without a locale. */
  nameMax: 8,
  /** A name in another script, from a visitor who names their locale. */
  internationalNameMax: 60,
  /** Demand and remark: the specification's, and on the 11 non-Chinese locales. */
  textMax: 100,
  internationalTextMax: 1000,
  companyMax: 100,
  industryMax: 50,
  addressMax: 120,
} as const

/** What differs between visitors: the rules of one submission. */
export interface ConsultationRules {
  /** E.164 numbers besides mainland mobiles. */
  internationalPhone: boolean
  /** Names in other scripts than Chinese characters may be up to 60 letters long. */
  internationalNames: boolean
  /** The most characters of demand and of remark. */
  textMax: number
}

/** The specification's rules, for a submission that names no locale; the phone as the caller's language has it. */
export function specRules({
  internationalPhone,
}: {
  internationalPhone: boolean
}): ConsultationRules {
  return { internationalPhone, internationalNames: false, textMax: CONSULTATION_LIMITS.textMax }
}

/** The rules for a visitor of the site's `locale`: zh-CN and zh-TW keep the spec's text and phone limits. */
export function localeRules(locale: SiteLocale): ConsultationRules {
  const chinese = isChineseSiteLocale(locale)
  return {
    internationalPhone: !chinese,
    internationalNames: true,
    textMax: chinese ? CONSULTATION_LIMITS.textMax : CONSULTATION_LIMITS.internationalTextMax,
  }
}

const HAN = /\p{Script=Han}/u
const OTHER_LETTER = /(?!\p{Script=Han})\p{L}/u

/** A name written in Chinese characters: some, and no letter of another script. */
export function isChineseName(name: string): boolean {
  return HAN.test(name) && !OTHER_LETTER.test(name)
}

/**
 * A name in any script: letters with their marks, spaces, hyphens, apostrophes, periods, and the
 * middle dots that join the parts of a transliterated name (Chinese ·, Japanese ・), starting
 * with a letter.
 */
export const PERSON_NAME = /^\p{L}[\p{L}\p{M}\p{Zs}\-\u2010\u2011'\u2019.\u00B7\u30FB]*$/u
