/**
 * The site's locales and the one policy table of what differs between them.
 * The list itself comes from Paraglide's runtime (compiled from project.inlang/settings.json),
 * so a language is added in one place: the inlang settings plus a row below (TypeScript
 * refuses a missing row).
 */
import type { components } from '../../contract/api.gen'
import { baseLocale as runtimeBaseLocale, locales as runtimeLocales } from '../paraglide/runtime.js'

export const locales = runtimeLocales
export type Locale = (typeof locales)[number]
export const baseLocale: Locale = runtimeBaseLocale

/** A language content can be written in: the seed's zh and en, or a site locale (ADR 025). */
export type ContentLanguage = components['schemas']['ContentLanguage']

export interface LocalePolicy {
  /** The language's own name for itself (language picker). */
  nativeName: string
  /** Position in the language picker. */
  pickerOrder: number
  /** Of the seed's two languages, the one this locale reads (its last resort in `content`). */
  contentLanguage: 'zh' | 'en'
  /**
   * The content languages to try for a story, best first, and which of them are this locale's
   * own (ADR 025): a story in any other language of the chain is a labelled, unindexed fallback.
   */
  content: { chain: readonly ContentLanguage[]; own: readonly ContentLanguage[] }
  /** Chinese script of the content, when the content is Chinese. */
  script?: 'Hans' | 'Hant'
  /** "Chinese locales" of the spec: Chinese company name, the 400 hotline, the contact-us menu item. */
  chinese: boolean
  /** Menus shown only to some locales (the spec: investor and careers for zh-CN only). */
  menus: { investor: boolean; careers: boolean; contact: boolean }
  /**
   * The subsets of the brand typeface (Inter) the locale's pages preload (ADR 043); none for
   * Chinese, Japanese, Korean and Thai, which keep the system's fonts (Noto CJK, Thai TLWG).
   */
  brandFont: readonly BrandFontSubset[]
}

/** A subset of the self-hosted brand typeface (app/site/brand-font.ts). */
export type BrandFontSubset = 'latin' | 'latin-ext' | 'cyrillic' | 'cyrillic-ext' | 'vietnamese'

/** A locale that reads its own stories, then the English version of the rest. */
const ownThenEnglish = (locale: ContentLanguage) =>
  ({ chain: [locale, 'en'], own: [locale] }) as const

const chineseMainland = { investor: true, careers: true, contact: true }
const chineseOther = { investor: false, careers: false, contact: true }
const international = { investor: false, careers: false, contact: false }

export const localePolicy: Readonly<Record<Locale, LocalePolicy>> = {
  'zh-CN': {
    nativeName: '简体中文',
    pickerOrder: 2,
    contentLanguage: 'zh',
    content: { chain: ['zh-CN', 'zh'], own: ['zh-CN', 'zh'] },
    script: 'Hans',
    chinese: true,
    menus: chineseMainland,
    brandFont: [],
  },
  en: {
    nativeName: 'English',
    pickerOrder: 1,
    contentLanguage: 'en',
    content: { chain: ['en'], own: ['en'] },
    chinese: false,
    menus: international,
    brandFont: ['latin'],
  },
  'zh-TW': {
    nativeName: '繁體中文',
    pickerOrder: 3,
    contentLanguage: 'zh',
    content: { chain: ['zh-TW', 'zh'], own: ['zh-TW', 'zh'] },
    script: 'Hant',
    chinese: true,
    menus: chineseOther,
    brandFont: [],
  },
  de: {
    nativeName: 'Deutsch',
    pickerOrder: 4,
    contentLanguage: 'en',
    content: ownThenEnglish('de'),
    chinese: false,
    menus: international,
    brandFont: ['latin'],
  },
  ja: {
    nativeName: '日本語',
    pickerOrder: 5,
    contentLanguage: 'en',
    content: ownThenEnglish('ja'),
    chinese: false,
    menus: international,
    brandFont: [],
  },
  ko: {
    nativeName: '한국어',
    pickerOrder: 6,
    contentLanguage: 'en',
    content: ownThenEnglish('ko'),
    chinese: false,
    menus: international,
    brandFont: [],
  },
  th: {
    nativeName: 'ไทย',
    pickerOrder: 7,
    contentLanguage: 'en',
    content: ownThenEnglish('th'),
    chinese: false,
    menus: international,
    brandFont: [],
  },
  it: {
    nativeName: 'Italiano',
    pickerOrder: 8,
    contentLanguage: 'en',
    content: ownThenEnglish('it'),
    chinese: false,
    menus: international,
    brandFont: ['latin'],
  },
  hu: {
    nativeName: 'Magyar',
    pickerOrder: 9,
    contentLanguage: 'en',
    content: ownThenEnglish('hu'),
    chinese: false,
    menus: international,
    brandFont: ['latin', 'latin-ext'],
  },
  ru: {
    nativeName: 'Русский',
    pickerOrder: 10,
    contentLanguage: 'en',
    content: ownThenEnglish('ru'),
    chinese: false,
    menus: international,
    brandFont: ['latin', 'cyrillic'],
  },
  kk: {
    nativeName: 'Қазақ тілі',
    pickerOrder: 11,
    contentLanguage: 'en',
    content: ownThenEnglish('kk'),
    chinese: false,
    menus: international,
    brandFont: ['latin', 'cyrillic', 'cyrillic-ext'],
  },
  ms: {
    nativeName: 'Bahasa Melayu',
    pickerOrder: 12,
    contentLanguage: 'en',
    content: ownThenEnglish('ms'),
    chinese: false,
    menus: international,
    brandFont: ['latin'],
  },
  vi: {
    nativeName: 'Tiếng Việt',
    pickerOrder: 13,
    contentLanguage: 'en',
    content: ownThenEnglish('vi'),
    chinese: false,
    menus: international,
    brandFont: ['latin', 'vietnamese'],
  },
}

/** Order of the language picker, with each language's own name for itself. */
export const languageOptions: ReadonlyArray<{ value: Locale; title: string }> = [...locales]
  .sort((a, b) => localePolicy[a].pickerOrder - localePolicy[b].pickerOrder)
  .map((value) => ({ value, title: localePolicy[value].nativeName }))

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as ReadonlyArray<string>).includes(value)
}

/** Of the seed's two languages, the one a locale reads: zh for the Chinese locales, else en. */
export function contentLanguage(locale: Locale): 'zh' | 'en' {
  return localePolicy[locale].contentLanguage
}

/** The content-language preference list of a locale, as the content service takes it (`ja,en`). */
export function contentLanguages(locale: Locale): string {
  return localePolicy[locale].content.chain.join(',')
}

/**
 * The language parameters of a list of stories for a locale (ADR 025): its preference list, and
 * `order: 'language'` where that list has a fallback (its own language's stories first, then the
 * English ones, newest first in each; the content service pages over that order). A locale whose
 * every listed language is its own (zh-CN, zh-TW, en) lists newest first.
 */
export function contentListQuery(locale: Locale): { language: string; order: 'date' | 'language' } {
  const { chain, own } = localePolicy[locale].content
  const fallback = chain.some((language) => !(own as readonly string[]).includes(language))
  return { language: contentLanguages(locale), order: fallback ? 'language' : 'date' }
}

/** Whether content in `language` is a locale's own (not a fallback) on its pages. */
export function isOwnContent(locale: Locale, language: string): boolean {
  return (localePolicy[locale].content.own as readonly string[]).includes(language)
}

/**
 * The version of a story a locale shows: the first of its chain the story has, and whether that
 * is the locale's own language; null when the story has none of them (the page is a 404).
 */
export function bestVersion<V extends { language: string }>(
  locale: Locale,
  versions: readonly V[],
): { version: V; own: boolean } | null {
  for (const language of localePolicy[locale].content.chain) {
    const version = versions.find((v) => v.language === language)
    if (version) return { version, own: isOwnContent(locale, language) }
  }
  return null
}

/**
 * The `lang` of content in `language` on a page of `locale`, when it differs from the page's:
 * Chinese content on zh-CN and zh-TW pages is the page's own (zh-TW reads it in Traditional
 * characters), everything else is marked with its language.
 */
export function contentLangAttribute(locale: Locale, language: string): string | undefined {
  if (isOwnContent(locale, language)) return undefined
  return language === 'zh' ? 'zh-CN' : language
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
