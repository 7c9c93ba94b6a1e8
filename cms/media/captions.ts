/**
 * The caption tracks every seed film has (cms/assets/videos/{slug}.{language}.vtt), in the
 * contract's language order, each named in its own language for the player's caption menu.
 */
import type { ContentLanguage } from '../../contract/content-language'

export const captionLabels = {
  zh: '中文',
  en: 'English',
  de: 'Deutsch',
  ja: '日本語',
  ko: '한국어',
  th: 'ไทย',
  it: 'Italiano',
  hu: 'Magyar',
  ru: 'Русский',
  kk: 'Қазақша',
  ms: 'Bahasa Melayu',
  vi: 'Tiếng Việt',
} as const satisfies Partial<Record<ContentLanguage, string>>

export type CaptionLanguage = keyof typeof captionLabels

export const captionLanguages = Object.keys(captionLabels) as CaptionLanguage[]
