/**
 * The languages content is stored in (ADR 025): `zh` and `en` as seeded, and the site's 13 locales
 * for versions written for one of them. Their order is the contract's: every `versions` list
 * answers in it (zh, en, then the locales as the site lists them).
 */
import type { components } from './api.gen'

export const contentLanguages = [
  'zh',
  'en',
  'zh-CN',
  'zh-TW',
  'de',
  'ja',
  'ko',
  'th',
  'it',
  'hu',
  'ru',
  'kk',
  'ms',
  'vi',
] as const

export type ContentLanguage = (typeof contentLanguages)[number]

// The list above and the contract's enum name the same languages (a compile error otherwise).
type ContractLanguage = components['schemas']['ContentLanguage']
const _sameLanguages: [ContentLanguage, ContractLanguage] extends [
  ContractLanguage,
  ContentLanguage,
]
  ? true
  : never = true
void _sameLanguages

/**
 * The site's locales (the contract's `SiteLocale`): the locale a visitor wrote a submission in,
 * which sets its rules (contract/consultation.schema.ts) and is stored with it.
 */
export const siteLocales = [
  'zh-CN',
  'en',
  'zh-TW',
  'de',
  'ja',
  'ko',
  'th',
  'it',
  'hu',
  'ru',
  'kk',
  'ms',
  'vi',
] as const

export type SiteLocale = (typeof siteLocales)[number]

type ContractSiteLocale = components['schemas']['SiteLocale']
const _sameSiteLocales: [SiteLocale, ContractSiteLocale] extends [ContractSiteLocale, SiteLocale]
  ? true
  : never = true
void _sameSiteLocales

/** zh-CN and zh-TW: the Chinese site of the specification, whose rules they keep. */
export function isChineseSiteLocale(locale: SiteLocale): boolean {
  return locale === 'zh-CN' || locale === 'zh-TW'
}

/** The longest column a language tag needs (`zh-CN`). */
export const CONTENT_LANGUAGE_LENGTH = 5

/** At most this many languages in a preference list (`language=ja,en`). */
export const MAX_PREFERENCES = 15

const alternatives = contentLanguages.join('|')
/** A language or a preference list of them, exactly as the contract's `LanguagePreference`. */
export const LANGUAGE_PREFERENCE = new RegExp(
  `^(${alternatives})(,(${alternatives})){0,${MAX_PREFERENCES - 1}}$`,
)

/** A translation key: lowercase words joined by hyphens, at most 100 characters. */
export const TRANSLATION_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const TRANSLATION_KEY_LENGTH = 100

export function isContentLanguage(value: string): value is ContentLanguage {
  return (contentLanguages as readonly string[]).includes(value)
}

/**
 * A preference list (`ja,en`) as its languages, most preferred first, each once; undefined when
 * it is not one.
 */
export function parseLanguagePreference(value: string): ContentLanguage[] | undefined {
  if (value.length > 120 || !LANGUAGE_PREFERENCE.test(value)) return undefined
  return [...new Set(value.split(','))] as ContentLanguage[]
}

/** Orders versions the contract's way: zh, en, then the site's locales in their order. */
export function byContentLanguage<T extends { language: ContentLanguage }>(a: T, b: T): number {
  return contentLanguages.indexOf(a.language) - contentLanguages.indexOf(b.language)
}
