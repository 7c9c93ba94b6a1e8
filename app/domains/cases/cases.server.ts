/**
 * The case-study pages, built on the server from the content service: the list of all cases or of
 * one industry (a page of cards, the industry navigation, page links) and one case with its body
 * (sanitized) and related cases. `null` means "no such thing": the route answers 404.
 */
import { BESIDE_HEADING_SIZES } from '../../site/site-images.server'
import { articleById, articlePage, latestArticles } from '../../content/articles.server'
import { caseCategories } from '../../content/navigation.server'
import type { Locale } from '../../i18n/locales'
import {
  caseCard,
  industryLinks,
  type CaseCard,
  type IndustryLink,
} from '../../site/content-cards.server'
import { industryName } from '../../site/industry-names.server'
import * as m from '../../paraglide/messages.js'
import { listLabels, type ListLabels } from '../../site/list-labels.server'
import { message } from '../../site/message.server'
import type { StoryDetailView } from '../../site/story-detail'
import { storyDetail, unavailableStory } from '../../site/story-detail.server'
import { storyLanguages, type StoryRedirect } from '../../site/story-languages.server'
import { noteContentOutage } from '../../lib/content-outage.server'
import { routeLink } from '../../lib/route-path'
import { articleOf, previewedItem } from '../../site/preview.server'

export const CASES_PER_PAGE = 9

export interface CaseListView {
  /** The industry of the list, or null for all cases. */
  industry: IndustryLink | null
  /** Title and introduction of an industry's list (the page copy's are for all cases). */
  heading: string | null
  intro: string | null
  nav: { label: string; all: string; industries: IndustryLink[] }
  status: 'ok' | 'unavailable'
  cards: CaseCard[]
  total: number
  page: number
  pageCount: number
  emptyText: string
  labels: ListLabels
}

export async function caseList(
  locale: Locale,
  slug: string | null,
  page: number,
): Promise<CaseListView | null> {
  const categories = await caseCategories(locale)
  const category = slug ? categories.find((c) => c.outLink === slug) : undefined
  // An unknown industry is a 404, unless the service is down and no industry is known at all.
  if (slug && !category && categories.length > 0) return null
  const industry = category ? (industryLinks(locale, [category])[0] ?? null) : null
  const result =
    slug && !category
      ? null
      : await articlePage(locale, {
          type: 'case',
          classifyId: category?.id,
          pageNum: page,
          pageSize: CASES_PER_PAGE,
        })
  const total = result?.total ?? 0
  const pageCount = Math.max(1, Math.ceil(total / CASES_PER_PAGE))
  if (result && page > pageCount) return null
  const industryText = industry?.name ?? ''
  return {
    industry,
    heading: industry ? m.case_category_title({ industry: industryText }, { locale }) : null,
    intro: industry ? m.case_category_intro({ industry: industryText }, { locale }) : null,
    nav: {
      label: message('list_nav_industries', locale),
      all: message('list_all_industries', locale),
      industries: industryLinks(locale, categories),
    },
    status: result ? 'ok' : 'unavailable',
    cards: (result?.list ?? []).map((a) => caseCard(locale, a, categories)),
    total,
    page,
    pageCount,
    emptyText: message('cases_empty', locale),
    labels: listLabels(locale, total, page, CASES_PER_PAGE),
  }
}

/** A case study: the story (app/site/story-detail.tsx), its customer and industry, related cases. */
export interface CaseDetailView extends StoryDetailView {
  customer: string | null
  industry: IndustryLink | null
  related: CaseCard[]
  labels: {
    customer: string
    industry: string
    published: string
    related: string
    back: string
    unavailable: string
    casesEmpty: string
    closingHeading: string
    closingText: string
  }
}

export async function caseDetail(
  locale: Locale,
  id: number,
  preview?: string,
): Promise<CaseDetailView | StoryRedirect | null> {
  const labels = {
    customer: message('case_customer', locale),
    industry: message('case_industry', locale),
    published: message('case_published', locale),
    related: message('case_related_heading_all', locale),
    back: message('case_back', locale),
    unavailable: message('case_unavailable', locale),
    casesEmpty: message('cases_empty', locale),
    closingHeading: message('case_cta_heading', locale),
    closingText: message('case_cta_text', locale),
  }
  const { item: article, bar } = preview
    ? await previewedItem({
        locale,
        id,
        token: preview,
        fits: articleOf('case'),
        published: () => articleById(locale, id),
        page: routeLink('/$lang/caseDetails', { lang: locale }, { id }),
        list: routeLink('/$lang/succeedCase/AllCase', { lang: locale }),
      })
    : { item: await articleById(locale, id) }
  if (article === 'missing' || (article && article.type !== 'case')) return null
  if (!article) {
    noteContentOutage('page', `content service: case ${id} cannot be loaded`)
    return { ...unavailableStory, customer: null, industry: null, related: [], labels }
  }
  // A preview shows the version on this page, whatever its language: no redirect, no alternates.
  const story = bar ? undefined : storyLanguages('case', locale, article)
  if (story === null || (story && 'status' in story)) return story
  const categories = await caseCategories(locale)
  const category = categories.find((c) => c.id === article.classifyId)
  const industry = category ? (industryLinks(locale, [category])[0] ?? null) : null
  const related = category
    ? (await latestArticles(locale, 'case', 4, category.id)).filter((a) => a.id !== article.id)
    : []
  return {
    ...storyDetail(locale, article, BESIDE_HEADING_SIZES, story, bar),
    customer: article.customerName ?? null,
    industry,
    related: related.slice(0, 3).map((a) => caseCard(locale, a, categories)),
    labels: {
      ...labels,
      related: category
        ? m.case_related_heading(
            { industry: industryName(category.outLink, category.classifyName, locale).name },
            { locale },
          )
        : labels.related,
    },
  }
}
