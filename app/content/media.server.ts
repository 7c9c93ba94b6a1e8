/**
 * Videos of the video center, newest first, through the per-process SWR cache: a failed answer
 * keeps the last good list; with none, the list is empty (`null` tells the page it failed).
 */
import type { components } from '../../contract/api.gen'
import { contentLanguages, type Locale } from '../i18n/locales'
import { cmsClient } from './cms.server'
import { listCache } from './list-cache.server'
import { readerScriptFor } from './reader-script.server'
import type { SwrCache } from './swr-cache.server'

export type Media = components['schemas']['Media']

let cache: SwrCache<Media[]> | undefined

/** Up to 50 videos in the locale's content language; [] when the service has none or is down. */
export function videos(locale: Locale): Promise<Media[]> {
  cache ??= listCache<Media>('media')
  const language = contentLanguages(locale)
  return cache
    .get(`videos:${language}`, async () => {
      const { data } = await cmsClient().GET('/media/list', {
        params: { query: { language, type: 'video', pageNum: 1, pageSize: 50 } },
      })
      if (data?.code !== 0 || !data.data) throw new Error(`media/list: code ${data?.code}`)
      return data.data.list
    })
    .then(readerScriptFor(locale))
}
