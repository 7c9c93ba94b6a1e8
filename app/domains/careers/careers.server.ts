/**
 * The careers pages, built on the server from the content service: the open positions (filters
 * by category and workplace, a page of jobs, page links) and one job with its responsibilities and
 * requirements. `null` means "no such thing": the route answers 404.
 * Route shapes and the upload endpoint: docs/decisions/013-job-applications.md.
 */
import { routeLink, routePath, type RouteLink } from '../../lib/route-path'
import { numberFormat } from '../../i18n/formatters'
import {
  isClosed,
  jobById,
  jobCategories,
  jobPage,
  workPlaces,
  type Job,
} from '../../content/jobs.server'
import type { Locale } from '../../i18n/locales'
import { withLineBreaks } from '../../lib/line-breaks.server'
import * as m from '../../paraglide/messages.js'
import { articleLang, storyLanguageMark } from '../../site/content-cards.server'
import { dateLabel, listLabels, type ListLabels } from '../../site/list-labels.server'
import { filterLanguageLinks } from '../../site/filter-languages.server'
import { message } from '../../site/message.server'
import {
  storyLanguages,
  type StoryLanguages,
  type StoryRedirect,
} from '../../site/story-languages.server'
import { noteContentOutage } from '../../lib/content-outage.server'
import { isJob, previewedItem, type PreviewBar } from '../../site/preview.server'

export const JOBS_PER_PAGE = 8

export interface JobQuery {
  category: number | null
  place: number | null
  page: number
}

/** A category or workplace to filter by. */
export interface JobFilter {
  id: number
  name: string
  lang?: string
}

export interface JobItem {
  link: RouteLink
  title: string
  category: string
  place: string
  headcount: string
  date: string
  dateLabel: string
  lang?: string
  languageBadge?: string
}

interface JobFactLabels {
  category: string
  place: string
  headcount: string
  published: string
  /** After a term on one line ("Location: Wuhan"; a full-width colon in Chinese and Japanese). */
  colon: string
}

export interface JobListView {
  /** The picker's links when filtered: each filter in each language (ADR 025). */
  languageLinks?: Record<Locale, string>
  status: 'ok' | 'unavailable'
  query: JobQuery
  categories: JobFilter[]
  places: JobFilter[]
  items: JobItem[]
  total: number
  page: number
  pageCount: number
  emptyText: string
  labels: ListLabels &
    JobFactLabels & {
      list: string
      categories: string
      allCategories: string
      places: string
      allPlaces: string
    }
}

function factLabels(locale: Locale): JobFactLabels {
  return {
    category: message('job_category', locale),
    place: message('job_place', locale),
    headcount: message('job_headcount', locale),
    published: message('case_published', locale),
    colon: message('fact_colon', locale),
  }
}

/** What the list and the detail page say about a job (the content's `lang` when it differs). */
function jobFacts(locale: Locale, job: Job): Omit<JobItem, 'link'> {
  const mark = storyLanguageMark(locale, job.language)
  return {
    title: withLineBreaks(job.title, mark.lang ?? locale),
    category: job.categoryName,
    place: job.workPlaceName,
    headcount: numberFormat(locale).format(job.headcount),
    date: job.publishDate,
    dateLabel: dateLabel(locale, job.publishDate),
    ...mark,
  }
}

function jobItem(locale: Locale, job: Job): JobItem {
  return {
    link: routeLink('/$lang/join-details', { lang: locale }, { id: job.id }),
    ...jobFacts(locale, job),
  }
}

export async function jobList(locale: Locale, query: JobQuery): Promise<JobListView | null> {
  const [categories, places] = await Promise.all([jobCategories(locale), workPlaces(locale)])
  const unknownCategory =
    query.category !== null && !categories.some((c) => c.id === query.category)
  const unknownPlace = query.place !== null && !places.some((p) => p.id === query.place)
  // An unknown filter is a 404, unless the service is down and none are known at all.
  if ((unknownCategory && categories.length > 0) || (unknownPlace && places.length > 0)) return null
  const result =
    unknownCategory || unknownPlace
      ? null
      : await jobPage(locale, {
          categoryId: query.category,
          workPlaceId: query.place,
          pageNum: query.page,
          pageSize: JOBS_PER_PAGE,
        })
  const total = result?.total ?? 0
  const pageCount = Math.max(1, Math.ceil(total / JOBS_PER_PAGE))
  if (result && query.page > pageCount) return null
  const filter = (id: number, name: string, language: string): JobFilter => {
    const lang = articleLang(locale, language)
    return { id, name, ...(lang ? { lang } : {}) }
  }
  const languageLinks = await filterLanguageLinks(
    (to) => routePath('/$lang/joinUs', { lang: to }),
    [
      { param: 'category', type: 'jobCategory', id: query.category },
      { param: 'place', type: 'workPlace', id: query.place },
    ],
  )
  return {
    ...(languageLinks ? { languageLinks } : {}),
    status: result ? 'ok' : 'unavailable',
    query,
    categories: categories.map((c) => filter(c.id, c.categoryName, c.language)),
    places: places.map((p) => filter(p.id, p.workPlaceName, p.language)),
    items: (result?.list ?? []).map((job) => jobItem(locale, job)),
    total,
    page: query.page,
    pageCount,
    emptyText: message(query.category || query.place ? 'job_empty_filtered' : 'job_empty', locale),
    labels: {
      ...listLabels(locale, total, query.page, JOBS_PER_PAGE),
      ...factLabels(locale),
      list: message('job_list_label', locale),
      categories: message('job_filter_categories', locale),
      allCategories: message('job_filter_all_categories', locale),
      places: message('job_filter_places', locale),
      allPlaces: message('job_filter_all_places', locale),
    },
  }
}

export interface JobDetailView {
  status: 'ok' | 'unavailable'
  id: number
  title: string
  /** One sentence for the meta description. */
  summary: string
  category: string
  place: string
  headcount: string
  date: string
  dateLabel: string
  /** The service's text, one entry per item (plain text, rendered as list items). */
  responsibilities: string[]
  requirements: string[]
  /** The content's language, when it differs from the page's. */
  lang?: string
  /** Past its last day (ADR 037): the page says so, offers the open positions, is not indexed. */
  closed: boolean
  /** The posting's last day, when it has one. */
  validThrough?: string
  /** Which version this is, its note when a fallback, its alternates (ADR 025). */
  story?: StoryLanguages
  /** Shown with `?preview=`: the version a preview token names. */
  preview?: PreviewBar
  labels: JobFactLabels & {
    back: string
    responsibilities: string
    requirements: string
    apply: string
    applyIntro: string
    unavailable: string
    closedHeading: string
    closedText: string
    openPositions: string
  }
}

export async function jobDetail(
  locale: Locale,
  id: number,
  preview?: string,
): Promise<JobDetailView | StoryRedirect | null> {
  const labels = {
    ...factLabels(locale),
    back: message('job_back', locale),
    responsibilities: message('job_responsibilities', locale),
    requirements: message('job_requirements', locale),
    apply: message('job_apply_heading', locale),
    applyIntro: message('job_apply_intro', locale),
    unavailable: message('job_unavailable', locale),
    closedHeading: message('job_closed_heading', locale),
    closedText: message('job_closed_text', locale),
    openPositions: message('job_closed_open_positions', locale),
  }
  const { item: job, bar } = preview
    ? await previewedItem({
        locale,
        id,
        token: preview,
        fits: isJob,
        published: () => jobById(locale, id),
        page: routeLink('/$lang/join-details', { lang: locale }, { id }),
        list: routeLink('/$lang/joinUs', { lang: locale }),
      })
    : { item: await jobById(locale, id) }
  if (job === 'missing') return null
  const empty = {
    id,
    title: '',
    summary: '',
    category: '',
    place: '',
    headcount: '',
    date: '',
    dateLabel: '',
    responsibilities: [],
    requirements: [],
    closed: false,
    labels,
  }
  if (!job) {
    noteContentOutage('page', `content service: job ${id} cannot be loaded`)
    return { ...empty, status: 'unavailable' }
  }
  // A preview shows the version on this page, whatever its language: no redirect, no alternates.
  const story = bar ? undefined : storyLanguages('job', locale, job)
  if (story === null || (story && 'status' in story)) return story
  return {
    ...empty,
    ...jobFacts(locale, job),
    ...(story ? { story } : {}),
    ...(bar ? { preview: bar } : {}),
    status: 'ok',
    closed: isClosed(job),
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    summary: m.job_detail_description({ title: job.title, place: job.workPlaceName }, { locale }),
    responsibilities: job.responsibilities.filter((text) => text.trim() !== ''),
    requirements: job.requirements.filter((text) => text.trim() !== ''),
  }
}
