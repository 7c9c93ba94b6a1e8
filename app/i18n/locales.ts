/** The 13 locales of the site. zh-CN is the base locale. */
export const locales = [
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

export type Locale = (typeof locales)[number]

export const baseLocale: Locale = 'zh-CN'

/** Order of the language picker, with each language's own name for itself. */
export const languageOptions: ReadonlyArray<{ value: Locale; title: string }> = [
  { value: 'en', title: 'English' },
  { value: 'zh-CN', title: '简体中文' },
  { value: 'zh-TW', title: '繁體中文' },
  { value: 'de', title: 'Deutsch' },
  { value: 'ja', title: '日本語' },
  { value: 'ko', title: '한국어' },
  { value: 'th', title: 'ไทย' },
  { value: 'it', title: 'Italiano' },
  { value: 'hu', title: 'Magyar' },
  { value: 'ru', title: 'Русский' },
  { value: 'kk', title: 'Қазақ тілі' },
  { value: 'ms', title: 'Bahasa Melayu' },
  { value: 'vi', title: 'Tiếng Việt' },
]

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as ReadonlyArray<string>).includes(value)
}

/** CMS content exists in zh and en only: Chinese locales ask for zh, the rest for en. */
export function contentLanguage(locale: Locale): 'zh' | 'en' {
  return locale === 'zh-CN' || locale === 'zh-TW' ? 'zh' : 'en'
}

export const LOCALE_COOKIE = 'i18n_redirected'
export const LOCALE_STORAGE_KEY = 'DefaultLanguage'
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

/** The remembered-locale cookie: path /, SameSite=Lax, 365 days (server header and document.cookie alike). */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`
}
