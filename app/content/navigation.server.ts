/**
 * Header and footer data (case categories, partner links) through the per-process SWR cache.
 * A failure, a non-zero code or no data keeps the last good list; with none, the list is empty.
 * Names come in the reader's script (zh-TW: Traditional, converted after the cache, so zh-CN and
 * zh-TW share one fetch); slugs (`outLink`) and links never change.
 */
import type { Locale } from '../i18n/locales'
import { contentLanguage, contentLanguages } from '../i18n/locales'
import { cmsClient } from './cms.server'
import type { components } from '../../contract/api.gen'
import { listCache } from './list-cache.server'
import { readerScriptFor } from './reader-script.server'
import type { SwrCache } from './swr-cache.server'

export type CaseCategory = Pick<
  components['schemas']['ClassifyNode'],
  'id' | 'classifyName' | 'outLink' | 'language' | 'translationKey'
>
export type PartnerLink = Pick<
  components['schemas']['Blogroll'],
  'id' | 'blogrollName' | 'blogrollLink'
>

class EmptyAnswer extends Error {
  constructor(what: string, code: number | undefined) {
    super(`${what}: code ${code ?? 'missing'} or no data`)
  }
}

let caches: { categories: SwrCache<CaseCategory[]>; links: SwrCache<PartnerLink[]> } | undefined
function navigationCaches() {
  caches ??= { categories: listCache<CaseCategory>('menu'), links: listCache<PartnerLink>('menu') }
  return caches
}

export function caseCategories(locale: Locale): Promise<CaseCategory[]> {
  const language = contentLanguages(locale)
  return navigationCaches()
    .categories.get(`categories:${language}`, async () => {
      const { data } = await cmsClient().GET('/classify/treeData', {
        params: { query: { classifyType: 0, language } },
      })
      const children = data?.code === 0 ? data.data?.[0]?.children : undefined
      if (!children?.length) throw new EmptyAnswer('classify/treeData', data?.code)
      return children.map(({ id, classifyName, outLink, language, translationKey }) => ({
        id,
        classifyName,
        outLink,
        language,
        translationKey,
      }))
    })
    .then(readerScriptFor(locale))
}

/** The footer's partner links (not localized stories: the seed's zh or en list). */
export function partnerLinks(locale: Locale): Promise<PartnerLink[]> {
  const language = contentLanguage(locale)
  return navigationCaches()
    .links.get(`links:${language}`, async () => {
      const { data } = await cmsClient().GET('/blogroll/list', { params: { query: { language } } })
      if (data?.code !== 0 || !data.data?.length) throw new EmptyAnswer('blogroll/list', data?.code)
      return data.data.map(({ id, blogrollName, blogrollLink }) => ({
        id,
        blogrollName,
        blogrollLink,
      }))
    })
    .then(readerScriptFor(locale))
}
