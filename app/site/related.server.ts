/**
 * What the content service has for a product or solution page: the industries it serves (case
 * categories, by slug), the newest case studies of those industries and the matching documents of
 * the download center. Each part is empty when the service has nothing or is down.
 */
import { latestArticles } from '../content/articles.server'
import { downloads } from '../content/downloads.server'
import { caseCategories } from '../content/navigation.server'
import { toReaderScript } from '../content/reader-script.server'
import { contentLanguage, type Locale } from '../i18n/locales'
import {
  caseCard,
  downloadCard,
  industryLinks,
  type CaseCard,
  type DownloadCard,
  type IndustryLink,
} from './content-cards.server'
import type { RelatedPage } from './registry'

export interface RelatedContent {
  industries: IndustryLink[]
  cases: CaseCard[]
  downloads: DownloadCard[]
}

interface RelatedSource {
  /** Case categories (`outLink` slugs) whose case studies this page shows, in order. */
  industries: readonly string[]
  /** Words of the titles of the documents this page offers, per content language. */
  documents: Readonly<Record<'zh' | 'en', readonly string[]>>
}

/** The pages that show related content, and where it comes from. */
export const relatedSources = {
  AGVDetails: {
    industries: ['new-energy', 'automotive', 'retail-ecommerce', 'pharmaceutical'],
    documents: { zh: ['AGV'], en: ['AGV'] },
  },
  pilerDetails: {
    industries: ['tobacco', 'cold-chain', 'food-beverage', 'petrochemical'],
    documents: { zh: ['堆垛机'], en: ['Stacker'] },
  },
  logisticsSolution: {
    industries: ['retail-ecommerce', 'pharmaceutical', 'cold-chain', 'tobacco'],
    documents: { zh: ['四向穿梭车', '冷链'], en: ['Four-Way Shuttle', 'Cold-Chain'] },
  },
  plantSolution: {
    industries: ['new-energy', 'automotive', 'food-beverage', 'petrochemical'],
    documents: { zh: ['AGV'], en: ['AGV'] },
  },
  gardenSolution: {
    industries: ['petrochemical', 'new-energy', 'food-beverage', 'tobacco'],
    documents: { zh: ['数字孪生'], en: ['Digital Twin'] },
  },
} as const satisfies Record<RelatedPage, RelatedSource>

const CASES_SHOWN = 3

export async function relatedContent(locale: Locale, page: RelatedPage): Promise<RelatedContent> {
  const source: RelatedSource = relatedSources[page]
  const categories = await caseCategories(locale)
  const chosen = source.industries.flatMap((slug) => categories.filter((c) => c.outLink === slug))
  const [caseLists, documents] = await Promise.all([
    Promise.all(chosen.map((c) => latestArticles(locale, 'case', CASES_SHOWN, c.id))),
    downloads(locale),
  ])
  // Titles come in the reader's script (zh-TW: Traditional): so do the words looked for.
  const words = toReaderScript(locale, source.documents[contentLanguage(locale)]).map((w) =>
    w.toLowerCase(),
  )
  const cases = caseLists
    .flat()
    .sort((a, b) => b.publishDate.localeCompare(a.publishDate) || b.id - a.id)
    .slice(0, CASES_SHOWN)
  return {
    industries: industryLinks(locale, categories, source.industries),
    cases: cases.map((a) => caseCard(locale, a, categories)),
    downloads: documents
      .filter((d) => words.some((w) => d.title.toLowerCase().includes(w)))
      .map((d) => downloadCard(locale, d)),
  }
}
