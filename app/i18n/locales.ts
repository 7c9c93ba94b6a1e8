/**
 * The site's locales and the one policy table of what differs between them.
 * The list itself comes from Paraglide's runtime (compiled from project.inlang/settings.json),
 * so a language is added in one place: the inlang settings plus a row below (TypeScript
 * refuses a missing row).
 */
import { baseLocale as runtimeBaseLocale, locales as runtimeLocales } from '../paraglide/runtime.js'

export const locales = runtimeLocales
export type Locale = (typeof locales)[number]
export const baseLocale: Locale = runtimeBaseLocale

export interface LocalePolicy {
  /** The language's own name for itself (language picker). */
  nativeName: string
  /** Position in the language picker. */
  pickerOrder: number
  /** The content service holds zh and en: the language of CMS content shown to this locale. */
  contentLanguage: 'zh' | 'en'
  /** Chinese script of the content, when the content is Chinese. */
  script?: 'Hans' | 'Hant'
  /** "Chinese locales" of the spec: Chinese company name, the 400 hotline, the contact-us menu item. */
  chinese: boolean
  /** Menus shown only to some locales (the spec: investor and careers for zh-CN only). */
  menus: { investor: boolean; careers: boolean; contact: boolean }
}

const chineseMainland = { investor: true, careers: true, contact: true }
const chineseOther = { investor: false, careers: false, contact: true }
const international = { investor: false, careers: false, contact: false }

export const localePolicy: Readonly<Record<Locale, LocalePolicy>> = {
  'zh-CN': {
    nativeName: '简体中文',
    pickerOrder: 2,
    contentLanguage: 'zh',
    script: 'Hans',
    chinese: true,
    menus: chineseMainland,
  },
  en: {
    nativeName: 'English',
    pickerOrder: 1,
    contentLanguage: 'en',
    chinese: false,
    menus: international,
  },
  'zh-TW': {
    nativeName: '繁體中文',
    pickerOrder: 3,
    contentLanguage: 'zh',
    script: 'Hant',
    chinese: true,
    menus: chineseOther,
  },
  de: {
    nativeName: 'Deutsch',
    pickerOrder: 4,
    contentLanguage: 'en',
    chinese: false,
    menus: international,
  },
  ja: {
    nativeName: '日本語',
    pickerOrder: 5,
    contentLanguage: 'en',
    chinese: false,
    menus: international,
  },
  ko: {
    nativeName: '한국어',
    pickerOrder: 6,
    contentLanguage: 'en',
    chinese: false,
    menus: international,
  },
  th: {
    nativeName: 'ไทย',
    pickerOrder: 7,
    contentLanguage: 'en',
    chinese: false,
    menus: international,
  },
  it: {
    nativeName: 'Italiano',
    pickerOrder: 8,
    contentLanguage: 'en',
    chinese: false,
    menus: international,
  },
  hu: {
    nativeName: 'Magyar',
    pickerOrder: 9,
    contentLanguage: 'en',
    chinese: false,
    menus: international,
  },
  ru: {
    nativeName: 'Русский',
    pickerOrder: 10,
    contentLanguage: 'en',
    chinese: false,
    menus: international,
  },
  kk: {
    nativeName: 'Қазақ тілі',
    pickerOrder: 11,
    contentLanguage: 'en',
    chinese: false,
    menus: international,
  },
  ms: {
    nativeName: 'Bahasa Melayu',
    pickerOrder: 12,
    contentLanguage: 'en',
    chinese: false,
    menus: international,
  },
  vi: {
    nativeName: 'Tiếng Việt',
    pickerOrder: 13,
    contentLanguage: 'en',
    chinese: false,
    menus: international,
  },
}

/** Order of the language picker, with each language's own name for itself. */
export const languageOptions: ReadonlyArray<{ value: Locale; title: string }> = [...locales]
  .sort((a, b) => localePolicy[a].pickerOrder - localePolicy[b].pickerOrder)
  .map((value) => ({ value, title: localePolicy[value].nativeName }))

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as ReadonlyArray<string>).includes(value)
}

/** CMS content exists in zh and en only: Chinese locales ask for zh, the rest for en. */
export function contentLanguage(locale: Locale): 'zh' | 'en' {
  return localePolicy[locale].contentLanguage
}

/** zh-CN and zh-TW are the "Chinese" locales of the spec (names, phone, menus). */
export function isChineseLocale(locale: Locale): boolean {
  return localePolicy[locale].chinese
}

export const LOCALE_COOKIE = 'i18n_redirected'
export const LOCALE_STORAGE_KEY = 'DefaultLanguage'
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

/**
 * The remembered-locale cookie: path /, SameSite=Lax, 365 days (server header and document.cookie
 * alike); Secure whenever the page is served over HTTPS.
 */
export function localeCookie(
  locale: Locale,
  secure = globalThis.location?.protocol === 'https:',
): string {
  return `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`
}
