/**
 * The documents of the download center in the locale's content language, through the per-process
 * SWR cache (a failed answer keeps the last good list; with none, the list is empty), in the
 * reader's script (zh-TW: Traditional, converted after the cache; file names never change).
 */
import type { components } from '../../contract/api.gen'
import { contentLanguages, type Locale } from '../i18n/locales'
import { cmsClient } from './cms.server'
import { contentTag, onContentChange, readContent } from './content-changes.server'
import { listCache } from './list-cache.server'
import { readerScriptFor } from './reader-script.server'
import type { SwrCache } from './swr-cache.server'

export type Download = components['schemas']['Download']

let cache: SwrCache<Download[]> | undefined
function downloadCache() {
  cache ??= listCache<Download>('downloads')
  return cache
}

/** Every document of the download center (the first 100, newest first). */
export function downloads(locale: Locale): Promise<Download[]> {
  const language = contentLanguages(locale)
  readContent(contentTag.list('downloads'))
  return downloadCache()
    .get(`downloads:${language}`, async () => {
      const { data } = await cmsClient().GET('/download/list', {
        params: { query: { language, pageNum: 1, pageSize: 100 } },
      })
      if (data?.code !== 0 || !data.data) throw new Error(`download/list: code ${data?.code}`)
      return data.data.list
    })
    .then(readerScriptFor(locale))
}

// A change of a document: the list read anew.
onContentChange((change) => {
  if (change.collection === 'downloads') cache?.clear()
})
