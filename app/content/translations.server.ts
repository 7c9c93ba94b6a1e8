/**
 * The versions of an item in every language (`GET /translations`, ADR 025), by the id of any
 * version: how the language picker carries a selected filter (a topic, a job category, a video)
 * to the same filter in another language, whose id differs. Kept in a bounded LRU per kind.
 */
import type { LRUCache } from 'lru-cache'
import type { components } from '../../contract/api.gen'
import { cmsClient } from './cms.server'
import type { ContentCollection } from '../../contract/content-change'
import { contentTag, onContentChange, readContent } from './content-changes.server'
import { cachedDetail, detailCache } from './list-cache.server'

export type TranslatableType = components['schemas']['TranslatableType']
export type Version = components['schemas']['Version']

const caches = new Map<TranslatableType, LRUCache<number, Version[] | 'missing'>>()

function cacheOf(type: TranslatableType) {
  let cache = caches.get(type)
  if (!cache) {
    cache = detailCache(`translations-${type}`, async (id) => {
      const { data } = await cmsClient().GET('/translations', {
        params: { query: { type, id } },
      })
      if (data?.code !== 0 || !data.data) throw new Error(`translations: code ${data?.code}`)
      return data.data.versions
    })
    caches.set(type, cache)
  }
  return cache
}

/** The versions of the item of `id`; 'missing' when there is none; null when the service is down. */
export function translationsOf(
  type: TranslatableType,
  id: number,
): Promise<Version[] | 'missing' | null> {
  const collection = collections[type]
  if (collection) readContent(contentTag.id(collection, id))
  return cachedDetail(cacheOf(type), id)
}

/** The collections of the management API whose items have versions (ADR 041). */
const collections: Partial<Record<TranslatableType, ContentCollection>> = {
  article: 'articles',
  job: 'jobs',
  media: 'media',
  download: 'downloads',
}

// A change in a collection: the versions of its items read anew (a new language, one gone).
onContentChange((change) => {
  for (const [type, collection] of Object.entries(collections))
    if (collection === change.collection) caches.get(type as TranslatableType)?.clear()
})
