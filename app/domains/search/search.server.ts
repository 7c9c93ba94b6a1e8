/**
 * The search page's view (issue 38, ADR 042), built on the server: the content service's ranked
 * hits as links with their type, language badge, date, picture and marked snippet; the type
 * filter, pages, and when nothing matched, the closest terms and the main pages.
 */
import { searchContent, type SearchHit } from '../../content/search.server'
import type { Locale } from '../../i18n/locales'
import { noteContentOutage } from '../../lib/content-outage.server'
import { numberFormat } from '../../i18n/formatters'
import type { RouteLink } from '../../lib/route-path'
import { routeLink } from '../../lib/route-path'
import { forwardedHeaders } from '../../lib/write-guards.server'
import * as m from '../../paraglide/messages.js'
import { storyLanguageMark } from '../../site/content-cards.server'
import { contentPicture, THUMB_SIZES } from '../../site/content-picture.server'
import { dateLabel, listLabels, type ListLabels } from '../../site/list-labels.server'
import { message } from '../../site/message.server'
import { allPages, pageById, pageLink, type PageId } from '../../site/registry'
import type { ImageSource } from '../../components/ui/media'
import { newsArticleLink } from '../../site/news-paths'
import { searchLink } from './search-paths'
import { searchTypes, type SearchType } from './search-types'
import type { SearchQuery } from './search.queries'

export const SEARCH_PER_PAGE = 10

export interface SearchItem {
  key: string
  link: RouteLink
  title: string
  snippet: Array<{ text: string; mark: boolean }>
  typeLabel: string
  date?: string
  dateLabel?: string
  image?: ImageSource
  lang?: string
  languageBadge?: string
}

export interface SearchView {
  status: 'ok' | 'limited' | 'unavailable'
  query: SearchQuery
  items: SearchItem[]
  total: number
  pageCount: number
  summary: string
  types: Array<{ link: RouteLink; label: string; current: boolean }>
  suggestions: Array<{ text: string; link: RouteLink }>
  mainPages: Array<{ label: string; link: RouteLink }>
  labels: ListLabels & {
    field: string
    placeholder: string
    submit: string
    types: string
    noResults: string
    suggestions: string
    mainPages: string
    limited: string
    prompt: string
  }
}

const typeLabel = (type: SearchType | null, locale: Locale): string => {
  const o = { locale }
  switch (type) {
    case null:
      return m.site_search_type_all({}, o)
    case 'page':
      return m.site_search_type_page({}, o)
    case 'case':
      return m.site_search_type_case({}, o)
    case 'news':
      return m.site_search_type_news({}, o)
    case 'investor':
      return m.site_search_type_investor({}, o)
    case 'video':
      return m.site_search_type_video({}, o)
    case 'download':
      return m.site_search_type_download({}, o)
    case 'job':
      return m.site_search_type_job({}, o)
  }
}

/** Where a hit leads: its page, or its story's detail page. Undefined: a page the site lost. */
function hitLink(hit: SearchHit, locale: Locale): RouteLink | undefined {
  const lang = { lang: locale }
  if (hit.type === 'page') {
    const page = allPages.find((p) => p.id === hit.pageId)
    return page ? pageLink(page, locale) : undefined
  }
  const id = hit.id
  if (!id) return undefined
  switch (hit.type) {
    case 'case':
      return routeLink('/$lang/caseDetails', lang, { id })
    case 'news':
    case 'investor':
      return newsArticleLink(locale, hit.type, id)
    case 'video':
      return routeLink('/$lang/aboutUs/videoDetails', lang, { v: id })
    case 'download':
      return routeLink('/$lang/aboutUs/downloadCenter', lang, { id })
    case 'job':
      return routeLink('/$lang/join-details', lang, { id })
  }
}

function item(hit: SearchHit, locale: Locale): SearchItem | undefined {
  const link = hitLink(hit, locale)
  if (!link) return undefined
  return {
    key: `${hit.type}:${hit.id ?? hit.pageId}:${hit.language}`,
    link,
    title: hit.title,
    snippet: hit.snippet,
    typeLabel: typeLabel(hit.type, locale),
    ...(hit.date ? { date: hit.date, dateLabel: dateLabel(locale, hit.date) } : {}),
    ...(hit.picture ? { image: contentPicture(hit.picture, hit.picture.alt, THUMB_SIZES) } : {}),
    // Pages are in every locale; a story in another language says so (its badge, its `lang`).
    ...(hit.type === 'page' ? {} : storyLanguageMark(locale, hit.language)),
  }
}

/** Pages to go on from when nothing matched. */
const mainPageIds: readonly PageId[] = [
  'productCenter',
  'logisticsSolution',
  'allCases',
  'serviceSupport',
  'aboutUs',
]

export async function searchView(
  locale: Locale,
  query: SearchQuery,
  request: Request,
): Promise<SearchView> {
  const o = { locale }
  const n = numberFormat(locale)
  const outcome = query.q
    ? await searchContent(
        locale,
        { q: query.q, type: query.type, page: query.page, size: SEARCH_PER_PAGE },
        forwardedHeaders(locale, request),
      )
    : undefined
  // Refused for its rate: the page says so with a 429; the service down: the page's note, 200.
  if (outcome?.status === 'limited') noteContentOutage('limited', 'search limited')
  else if (outcome && outcome.status !== 'ok') noteContentOutage('partial', 'search failed')
  const result = outcome?.status === 'ok' ? outcome.result : undefined
  const total = result?.total ?? 0
  const items = (result?.list ?? []).flatMap((hit) => item(hit, locale) ?? [])
  return {
    status: outcome?.status ?? 'ok',
    query,
    items,
    total,
    pageCount: Math.ceil(total / SEARCH_PER_PAGE),
    summary: query.q ? m.site_search_results({ count: n.format(total), query: query.q }, o) : '',
    types: [null, ...searchTypes].map((type) => ({
      link: searchLink(locale, { q: query.q, type }),
      label: typeLabel(type, locale),
      current: type === query.type,
    })),
    suggestions: (result?.suggestions ?? []).map((text) => ({
      text,
      link: searchLink(locale, { q: text, type: query.type }),
    })),
    mainPages: mainPageIds.map((id) => ({
      label: message(pageById(id).title, locale),
      link: pageLink(pageById(id), locale),
    })),
    labels: {
      ...listLabels(locale, total, query.page, SEARCH_PER_PAGE),
      field: m.site_search_label({}, o),
      placeholder: m.site_search_placeholder({}, o),
      submit: m.site_search_submit({}, o),
      types: m.site_search_types_label({}, o),
      noResults: query.q ? m.site_search_no_results({ query: query.q }, o) : '',
      suggestions: m.site_search_suggestions({}, o),
      mainPages: m.site_search_main_pages({}, o),
      limited: m.site_search_limited({}, o),
      prompt: m.site_search_prompt({}, o),
    },
  }
}
