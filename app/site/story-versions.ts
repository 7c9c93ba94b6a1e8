/**
 * Which version of a story a page shows, and where its other versions live (ADR 025): the
 * content-language policy of app/i18n/locales.ts applied to a story's `versions`. Pure functions,
 * shared by the detail views, their heads, the sitemap and the language picker.
 */
import { bestVersion, isOwnContent, locales, type Locale } from '../i18n/locales'
import { linkHref, routeLink, routePath, type RouteLink } from '../lib/route-path'
import { newsArticleLink, newsListHref } from './news-paths'

/** The kinds of detail page a story has. */
export type StoryKind = 'case' | 'news' | 'investor' | 'job'

export interface StoryVersion {
  language: string
  id: number
}

/** A detail page under its locale. */
export function storyLink(kind: StoryKind, locale: Locale, id: number): RouteLink {
  switch (kind) {
    case 'case':
      return routeLink('/$lang/caseDetails', { lang: locale }, { id })
    case 'job':
      return routeLink('/$lang/join-details', { lang: locale }, { id })
    default:
      return newsArticleLink(locale, kind, id)
  }
}

/** A detail page's path under its locale. */
export function storyPath(kind: StoryKind, locale: Locale, id: number): string {
  return linkHref(storyLink(kind, locale, id))
}

/** The list a story belongs to, where the picker goes when a locale has no version. */
export function storyListPath(kind: StoryKind, locale: Locale): string {
  switch (kind) {
    case 'case':
      return routePath('/$lang/succeedCase/AllCase', { lang: locale })
    case 'job':
      return routePath('/$lang/joinUs', { lang: locale })
    default:
      return newsListHref(locale, kind)
  }
}

/** The version a page of `locale` shows for the story of `id` (one of `versions`). */
export type VersionChoice =
  /** Another version is this locale's: answer a 301 to it. */
  | { kind: 'redirect'; to: RouteLink }
  /** No version in the locale's chain: 404. */
  | { kind: 'none' }
  /** This one: in the locale's own language, or a labelled fallback. */
  | { kind: 'show'; own: boolean; language: string }

export function chooseVersion(
  kind: StoryKind,
  locale: Locale,
  id: number,
  versions: readonly StoryVersion[],
): VersionChoice {
  const best = bestVersion(locale, versions)
  if (!best) return { kind: 'none' }
  if (best.version.id !== id)
    return { kind: 'redirect', to: storyLink(kind, locale, best.version.id) }
  return { kind: 'show', own: best.own, language: best.version.language }
}

export interface Alternate {
  hrefLang: string
  path: string
}

/**
 * The hreflang set of a story: every locale whose own language has a version, each at its own
 * version's URL, and x-default at the English one (else the first). Every page of the set names
 * the same set, so the links are reciprocal; fallback pages name none and are not indexed.
 */
export function storyAlternates(kind: StoryKind, versions: readonly StoryVersion[]): Alternate[] {
  const own = locales.flatMap((locale) => {
    const best = bestVersion(locale, versions)
    return best?.own ? [{ hrefLang: locale, path: storyPath(kind, locale, best.version.id) }] : []
  })
  if (own.length === 0) return []
  const fallback = own.find((a) => a.hrefLang === 'en') ?? own[0]!
  return [...own, { hrefLang: 'x-default', path: fallback.path }]
}

/**
 * Where the language picker of a story's page goes for each locale: the locale's best version
 * (its own id; a fallback is still the story), or the list when the story has none in its chain.
 */
export function storyLanguageLinks(
  kind: StoryKind,
  versions: readonly StoryVersion[],
): Record<Locale, string> {
  return Object.fromEntries(
    locales.map((locale) => {
      const best = bestVersion(locale, versions)
      return [locale, best ? storyPath(kind, locale, best.version.id) : storyListPath(kind, locale)]
    }),
  ) as Record<Locale, string>
}

/** Whether a page of `locale` showing content in `language` shows its own (not a fallback). */
export const ownContent = isOwnContent
