/**
 * Content-service items shaped for the blocks, in the page's locale: industry links (case
 * categories), case-study cards and download cards. Shared by every page that shows content.
 */
import { numberFormat } from '../i18n/formatters'
import type { ArticleSummary } from '../content/articles.server'
import type { Download } from '../content/downloads.server'
import type { CaseCategory } from '../content/navigation.server'
import { contentLanguage, type Locale } from '../i18n/locales'
import { industryName } from './industry-names.server'

export interface IndustryLink {
  slug: string
  name: string
  lang?: string
}

export interface CaseCard {
  href: string
  title: string
  summary: string
  industry: string
  image: { src: string; width: number; height: number; alt: string }
  lang?: string
}

export interface DownloadCard {
  href: string
  title: string
  summary: string
  meta: string
  lang?: string
}

/**
 * The `lang` of content shown on a page of `locale`, when it differs from the page's: English
 * content on pages other than English. Chinese content is in the page's own language and script:
 * zh-TW pages get it converted to Traditional (`toReaderScript`, app/content/reader-script.server.ts),
 * which every content-service text shown on a zh-TW page must pass through.
 */
export function contentLang(locale: Locale): string | undefined {
  return contentLanguage(locale) === 'en' && locale !== 'en' ? 'en' : undefined
}

/** The `lang` of an item in `language` shown on a page of `locale`, when it differs. */
export function articleLang(locale: Locale, language: 'zh' | 'en'): string | undefined {
  const pageLanguage = locale === 'en' ? 'en' : locale.startsWith('zh') ? 'zh' : null
  if (pageLanguage === language) return undefined
  return language === 'zh' ? 'zh-CN' : 'en'
}

/** Industry links for the categories (all, or those of `slugs` in that order). */
export function industryLinks(
  locale: Locale,
  categories: readonly CaseCategory[],
  slugs?: readonly string[],
): IndustryLink[] {
  const lang = contentLang(locale)
  const chosen = slugs
    ? slugs.flatMap((slug) => categories.filter((c) => c.outLink === slug))
    : categories
  return chosen.map((c) => {
    const { name, translated } = industryName(c.outLink, c.classifyName, locale)
    return { slug: c.outLink, name, ...(translated || !lang ? {} : { lang }) }
  })
}

export function caseCard(
  locale: Locale,
  article: ArticleSummary,
  categories: readonly CaseCategory[],
): CaseCard {
  const lang = contentLang(locale)
  const category = categories.find((c) => c.id === article.classifyId)
  return {
    href: `/${locale}/caseDetails?id=${article.id}`,
    title: article.title,
    summary: article.summary,
    industry: category ? industryName(category.outLink, category.classifyName, locale).name : '',
    image: article.cover
      ? {
          src: article.cover.url,
          width: article.cover.width,
          height: article.cover.height,
          alt: '',
        }
      : { src: '/favicon.svg', width: 64, height: 64, alt: '' },
    ...(lang ? { lang } : {}),
  }
}

export function downloadCard(locale: Locale, download: Download): DownloadCard {
  const lang = contentLang(locale)
  const size = numberFormat(locale, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  }).format(Math.max(1, Math.round(download.fileSize / 1024)))
  return {
    href: `/${locale}/aboutUs/downloadCenter?id=${download.id}`,
    title: download.title,
    summary: download.summary,
    meta: `${download.fileType.toUpperCase()} · ${size}`,
    ...(lang ? { lang } : {}),
  }
}
