/**
 * The home page's data from the content service, shaped for its blocks in the page's locale:
 * industries (the case categories), the latest case studies and the latest news.
 */
import { latestArticles } from '../content/articles.server'
import { caseCategories } from '../content/navigation.server'
import { contentLanguage, type Locale } from '../i18n/locales'
import { industryName } from './industry-names.server'

export interface HomeStrips {
  industries: Array<{ slug: string; name: string; lang?: string }>
  cases: Array<{
    href: string
    title: string
    summary: string
    industry: string
    image: { src: string; width: number; height: number; alt: string }
    lang?: string
  }>
  news: Array<{
    href: string
    title: string
    summary: string
    date: string
    dateLabel: string
    lang?: string
  }>
}

/** The `lang` of content shown on a page of `locale`, when it differs from the page's. */
function contentLang(locale: Locale): string | undefined {
  if (locale === 'en' || locale === 'zh-CN') return undefined
  return contentLanguage(locale) === 'zh' ? 'zh-CN' : 'en'
}

export async function homeStrips(locale: Locale): Promise<HomeStrips> {
  const [categories, cases, news] = await Promise.all([
    caseCategories(locale),
    latestArticles(locale, 'case', 3),
    latestArticles(locale, 'news', 4),
  ])
  const lang = contentLang(locale)
  const industries = categories.map((c) => {
    const { name, translated } = industryName(c.outLink, c.classifyName, locale)
    return { slug: c.outLink, name, ...(translated || !lang ? {} : { lang }) }
  })
  const industryOf = new Map(categories.map((c) => [c.id, c]))
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
  return {
    industries,
    cases: cases.map((a) => {
      const category = a.classifyId === null ? undefined : industryOf.get(a.classifyId)
      return {
        href: `/${locale}/caseDetails?id=${a.id}`,
        title: a.title,
        summary: a.summary,
        industry: category
          ? industryName(category.outLink, category.classifyName, locale).name
          : '',
        image: a.cover
          ? { src: a.cover.url, width: a.cover.width, height: a.cover.height, alt: '' }
          : { src: '/favicon.svg', width: 64, height: 64, alt: '' },
        ...(lang ? { lang } : {}),
      }
    }),
    news: news.map((a) => ({
      href: `/${locale}/aboutUs/journalism?id=${a.id}`,
      title: a.title,
      summary: a.summary,
      date: a.publishDate,
      dateLabel: dates.format(new Date(`${a.publishDate}T00:00:00Z`)),
      ...(lang ? { lang } : {}),
    })),
  }
}
