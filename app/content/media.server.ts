/**
 * Videos of the video center, newest first, through the per-process SWR cache: a failed answer
 * keeps the last good list; with none, `null` tells the page the service failed. The list names
 * the videos the content service sent but that broke the contract (left out, ADR 035).
 */
import type { components } from '../../contract/api.gen'
import { contentLanguages, type Locale } from '../i18n/locales'
import { cmsClient } from './cms.server'
import { contentTag, onContentChange, readContent } from './content-changes.server'
import { droppedIds } from './contract-check.server'
import { pageCache } from './list-cache.server'
import { readerScriptFor } from './reader-script.server'
import type { SwrCache } from './swr-cache.server'

export type Media = components['schemas']['Media']

export interface Videos {
  list: Media[]
  /** Ids of videos the service sent but that broke the contract: they exist, but cannot be shown. */
  dropped: unknown[]
}

let cache: SwrCache<Videos | null> | undefined

/** Up to 50 videos in the locale's content language; null when the service is down (none cached). */
export async function videos(locale: Locale): Promise<Videos | null> {
  cache ??= pageCache<Videos>('media')
  const language = contentLanguages(locale)
  readContent(contentTag.list('media'))
  const loaded = await cache.get(`videos:${language}`, async () => {
    const { data, response } = await cmsClient().GET('/media/list', {
      params: { query: { language, type: 'video', pageNum: 1, pageSize: 50 } },
    })
    if (data?.code !== 0 || !data.data) throw new Error(`media/list: code ${data?.code}`)
    return { list: data.data.list, dropped: droppedIds(response) }
  })
  return loaded && { ...loaded, list: readerScriptFor(locale)(loaded.list) }
}

// A change of a video: the list read anew.
onContentChange((change) => {
  if (change.collection === 'media') cache?.clear()
})
