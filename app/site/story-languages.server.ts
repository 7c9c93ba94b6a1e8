/**
 * A detail view's languages (ADR 025): which version a page shows (or the 301 to the right one,
 * or null for a 404), the visible note of a fallback in the page's language, the hreflang set,
 * the picker's links and the story's language for JSON-LD.
 */
import { contentLangAttribute, type Locale } from '../i18n/locales'
import type { RouteLink } from '../lib/route-path'
import * as m from '../paraglide/messages.js'
import {
  chooseVersion,
  storyAlternates,
  storyLanguageLinks,
  type Alternate,
  type StoryKind,
  type StoryVersion,
} from './story-versions'

export interface StoryLanguages {
  /** The story's `lang` and the note saying so, when it is not in the page's own language. */
  fallback?: { lang: string; note: string }
  /** hreflang: the locales with a version of their own (none on a fallback page). */
  alternates: Alternate[]
  /** Where the language picker goes for each locale. */
  languageLinks: Record<Locale, string>
  /** The language of the story as shown (JSON-LD `inLanguage`). */
  inLanguage: string
}

/** A version of the story that is not this locale's: the page answers 301 to `to`. */
export interface StoryRedirect {
  status: 'redirect'
  to: RouteLink
}

/**
 * The name of a content language in the page's language, as it reads inside the note's sentence
 * ("English", "英語", "Simplified Chinese"; Vietnamese "tiếng Anh", where Intl capitalizes the
 * name as if it began a sentence).
 */
export function languageName(locale: Locale, language: string): string {
  // The content service's "zh" is Simplified Chinese, not "Chinese (China)".
  const tag = language === 'zh' ? 'zh-Hans' : language
  let name = tag
  try {
    name = new Intl.DisplayNames([locale], { type: 'language' }).of(tag) ?? tag
  } catch {
    return tag
  }
  return locale === 'vi' ? name.charAt(0).toLocaleLowerCase('vi') + name.slice(1) : name
}

export function storyLanguages(
  kind: StoryKind,
  locale: Locale,
  item: { id: number; language: string; versions?: readonly StoryVersion[] },
): StoryLanguages | StoryRedirect | null {
  // A service that lists no versions (one before ADR 025) has at least this one.
  const known = item.versions?.length ? item.versions : [{ language: item.language, id: item.id }]
  const choice = chooseVersion(kind, locale, item.id, known)
  if (choice.kind === 'none') return null
  if (choice.kind === 'redirect') return { status: 'redirect', to: choice.to }
  const lang = contentLangAttribute(locale, choice.language)
  return {
    ...(choice.own || !lang
      ? {}
      : {
          fallback: {
            lang,
            note: m.content_fallback_note(
              { language: languageName(locale, choice.language) },
              { locale },
            ),
          },
        }),
    alternates: choice.own ? storyAlternates(kind, known) : [],
    languageLinks: storyLanguageLinks(kind, known),
    inLanguage: choice.own ? locale : (lang ?? locale),
  }
}
