/**
 * Content-service items shaped for the blocks, in the page's locale: industry links (case
 * categories), case-study cards and download cards. Shared by every page that shows content.
 */
import { routeLink, type RouteLink } from '../lib/route-path'
import { formatFileSize, numberFormat } from '../i18n/formatters'
import type { ImageSource } from '../components/ui/media'
import { CARD_SIZES, contentPicture } from './content-picture.server'
import { withLineBreaks } from '../lib/line-breaks.server'
import type { ArticleSummary } from '../content/articles.server'
import type { Download } from '../content/downloads.server'
import type { CaseCategory } from '../content/navigation.server'
import { contentLangAttribute, type Locale } from '../i18n/locales'
import { industryName } from './industry-names.server'
import * as m from '../paraglide/messages.js'
import { languageName } from './story-languages.server'

export interface IndustryLink {
  slug: string
  name: string
  lang?: string
}

export interface CaseCard {
  link: RouteLink
  title: string
  summary: string
  industry: string
  image: ImageSource
  lang?: string
  languageBadge?: string
}

export interface DownloadCard {
  link: RouteLink
  title: string
  summary: string
  meta: string
  lang?: string
}

/**
 * The `lang` of an item in `language` shown on a page of `locale`, when it differs from the page's
 * (app/i18n/locales.ts). Chinese content on zh-TW pages is the page's own: it reaches them in
 * Traditional characters (`toReaderScript`, app/content/reader-script.server.ts), which every
 * content-service text shown on a zh-TW page passes through.
 */
export const articleLang = contentLangAttribute

/**
 * How a card marks a story shown in `language` on a page of `locale`: nothing for the page's own
 * language; for a fallback (ADR 025), the story's `lang` (for its title and summary) and a badge
 * naming its language in the reader's ("英語" on /ja, "Auf Englisch" on /de).
 */
export function storyLanguageMark(
  locale: Locale,
  language: string,
): { lang?: string; languageBadge?: string } {
  const lang = contentLangAttribute(locale, language)
  if (!lang) return {}
  const badge = m.content_language_badge({ language: languageName(locale, language) }, { locale })
  return { lang, languageBadge: badge.charAt(0).toLocaleUpperCase(locale) + badge.slice(1) }
}

/** Industry links for the categories (all, or those of `slugs` in that order). */
export function industryLinks(
  locale: Locale,
  categories: readonly CaseCategory[],
  slugs?: readonly string[],
): IndustryLink[] {
  const chosen = slugs
    ? slugs.flatMap((slug) => categories.filter((c) => c.outLink === slug))
    : categories
  return chosen.map((c) => {
    const { name, translated } = industryName(c.outLink, c.classifyName, locale)
    const lang = contentLangAttribute(locale, c.language)
    return { slug: c.outLink, name, ...(translated || !lang ? {} : { lang }) }
  })
}

export function caseCard(
  locale: Locale,
  article: ArticleSummary,
  categories: readonly CaseCategory[],
): CaseCard {
  const mark = storyLanguageMark(locale, article.language)
  const category = categories.find((c) => c.id === article.classifyId)
  return {
    link: routeLink('/$lang/caseDetails', { lang: locale }, { id: article.id }),
    title: withLineBreaks(article.title, mark.lang ?? locale),
    summary: article.summary,
    industry: category ? industryName(category.outLink, category.classifyName, locale).name : '',
    image: article.cover
      ? contentPicture(article.cover, '', CARD_SIZES)
      : { src: '/favicon.svg', width: 64, height: 64, alt: '' },
    ...mark,
  }
}

/** A document's size and number of pages as the locale writes them ("43 kB", "5 pages"). */
export function downloadFacts(
  locale: Locale,
  download: Download,
): { size: string; pages?: string } {
  const size = formatFileSize(locale, download.fileSize)
  if (download.pageCount === null) return { size }
  const count = download.pageCount
  const pages = m.download_pages({ count, n: numberFormat(locale).format(count) }, { locale })
  return { size, pages }
}

export function downloadCard(locale: Locale, download: Download): DownloadCard {
  const lang = contentLangAttribute(locale, download.language)
  const { size, pages } = downloadFacts(locale, download)
  return {
    link: routeLink('/$lang/aboutUs/downloadCenter', { lang: locale }, { id: download.id }),
    title: download.title,
    summary: download.summary,
    meta: [download.fileType.toUpperCase(), pages, size].filter(Boolean).join(' · '),
    ...(lang ? { lang } : {}),
  }
}
