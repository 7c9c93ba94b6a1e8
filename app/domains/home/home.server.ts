/**
 * The home page's data from the content service, shaped for its blocks in the page's locale:
 * industries (the case categories), the latest case studies and the latest news.
 */
import { dateFormat } from '../../i18n/formatters'
import { latestArticles } from '../../content/articles.server'
import { caseCategories } from '../../content/navigation.server'
import type { Locale } from '../../i18n/locales'
import { withLineBreaks } from '../../lib/line-breaks.server'
import type { ArticleItem } from '../../blocks/article-list/article-list'
import { newsArticleLink } from '../../site/news-paths'
import {
  storyLanguageMark,
  caseCard,
  industryLinks,
  type CaseCard,
  type IndustryLink,
} from '../../site/content-cards.server'

export interface HomeStrips {
  industries: IndustryLink[]
  cases: CaseCard[]
  news: ArticleItem[]
}

export async function homeStrips(locale: Locale): Promise<HomeStrips> {
  const [categories, cases, news] = await Promise.all([
    caseCategories(locale),
    latestArticles(locale, 'case', 3),
    latestArticles(locale, 'news', 4),
  ])
  const dates = dateFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
  return {
    industries: industryLinks(locale, categories),
    cases: cases.map((a) => caseCard(locale, a, categories)),
    news: news.map((a) => {
      const mark = storyLanguageMark(locale, a.language)
      return {
        // The article's own page (its list's `?id=` once showed the list, not the article).
        link: newsArticleLink(locale, 'news', a.id),
        title: withLineBreaks(a.title, mark.lang ?? locale),
        summary: a.summary,
        date: a.publishDate,
        dateLabel: dates.format(new Date(`${a.publishDate}T00:00:00Z`)),
        ...mark,
      }
    }),
  }
}
