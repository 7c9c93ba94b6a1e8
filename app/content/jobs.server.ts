/**
 * Open positions from the content service, in the locale's content language: the categories and
 * workplaces (lists, through the SWR cache: empty when the service is down), pages of jobs (null
 * when the service cannot answer and nothing was cached) and one job by id (bounded LRU).
 */
import type { LRUCache } from 'lru-cache'
import type { components } from '../../contract/api.gen'
import { contentLanguages, contentListQuery, type Locale } from '../i18n/locales'
import { cmsClient } from './cms.server'
import { contentTag, onContentChange, readContent } from './content-changes.server'
import { cachedDetail, detailCache, listCache, pageCache } from './list-cache.server'
import { readerScriptFor } from './reader-script.server'
import type { SwrCache } from './swr-cache.server'

export type Job = components['schemas']['Job']
export type JobCategory = components['schemas']['JobCategory']
export type WorkPlace = components['schemas']['WorkPlace']

export interface JobPageQuery {
  categoryId: number | null
  workPlaceId: number | null
  pageNum: number
  pageSize: number
}

export interface JobPage {
  total: number
  pageNum: number
  pageSize: number
  list: Job[]
}

let caches:
  | {
      categories: SwrCache<JobCategory[]>
      places: SwrCache<WorkPlace[]>
      pages: SwrCache<JobPage | null>
      details: LRUCache<number, Job | 'missing'>
    }
  | undefined

function jobCaches() {
  caches ??= {
    categories: listCache<JobCategory>('jobs'),
    places: listCache<WorkPlace>('jobs'),
    pages: pageCache<JobPage>('jobs'),
    details: detailCache('job', async (id) => {
      const { data } = await cmsClient().GET('/job/{id}', { params: { path: { id } } })
      if (data?.code !== 0 || !data.data) throw new Error(`job: code ${data?.code}`)
      return data.data
    }),
  }
  return caches
}

/** The job categories (R&D, engineering…), in the service's order. */
export function jobCategories(locale: Locale): Promise<JobCategory[]> {
  const language = contentLanguages(locale)
  return jobCaches()
    .categories.get(`categories:${language}`, async () => {
      const { data } = await cmsClient().GET('/job/getJobCategory', {
        params: { query: { language } },
      })
      if (data?.code !== 0 || !data.data) throw new Error(`job/getJobCategory: code ${data?.code}`)
      return data.data
    })
    .then(readerScriptFor(locale))
}

/** The workplaces (cities and sites), in the service's order. */
export function workPlaces(locale: Locale): Promise<WorkPlace[]> {
  const language = contentLanguages(locale)
  return jobCaches()
    .places.get(`places:${language}`, async () => {
      const { data } = await cmsClient().GET('/job/getWorkPlace', {
        params: { query: { language } },
      })
      if (data?.code !== 0 || !data.data) throw new Error(`job/getWorkPlace: code ${data?.code}`)
      return data.data
    })
    .then(readerScriptFor(locale))
}

/** One page of open positions, newest first, optionally of one category and one workplace. */
export function jobPage(locale: Locale, query: JobPageQuery): Promise<JobPage | null> {
  const { language, order } = contentListQuery(locale)
  const { categoryId, workPlaceId, pageNum, pageSize } = query
  const key = `page:${language}:${categoryId ?? ''}:${workPlaceId ?? ''}:${pageNum}:${pageSize}`
  readContent(contentTag.list('jobs'))
  return jobCaches()
    .pages.get(key, async () => {
      const { data } = await cmsClient().GET('/job/list', {
        params: {
          query: {
            language,
            order,
            pageNum,
            pageSize,
            ...(categoryId ? { categoryId } : {}),
            ...(workPlaceId ? { workPlaceId } : {}),
          },
        },
      })
      if (data?.code !== 0 || !data.data) throw new Error(`job/list: code ${data?.code}`)
      return data.data
    })
    .then((page) => page && { ...page, list: page.list.filter((job) => !isClosed(job)) })
    .then(readerScriptFor(locale))
}

/**
 * A posting past its last day (`validThrough`, inclusive, UTC; ADR 037): in no list, sitemap or
 * JSON-LD, and its page says it is closed. The service lists only open ones; this also holds for
 * a page of the list kept from yesterday, or a service that lists closed ones.
 */
export function isClosed(job: Pick<Job, 'validThrough'>, now = new Date()): boolean {
  return typeof job.validThrough === 'string' && job.validThrough < now.toISOString().slice(0, 10)
}

/** One job; 'missing' when the service has no such id; null when it is down. */
export function jobById(locale: Locale, id: number): Promise<Job | 'missing' | null> {
  readContent(contentTag.id('jobs', id))
  return cachedDetail(jobCaches().details, id)
    .then((job) => {
      if (job && job !== 'missing') readContent(contentTag.key('jobs', job.translationKey))
      return job
    })
    .then(readerScriptFor(locale))
}

// A change of a posting: the lists and postings read anew (categories and places stay).
onContentChange((change) => {
  if (change.collection !== 'jobs' || !caches) return
  caches.pages.clear()
  caches.details.clear()
})
