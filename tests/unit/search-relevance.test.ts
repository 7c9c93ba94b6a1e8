/**
 * Relevance of site search (issue 38): the judged queries of search-judged.json (zh-CN, zh-TW,
 * en, ja, th, de, ru, ko, it), each expected result in the top 3, over the seed content and the
 * site's own pages, as the search page asks (the locale's languages, its fallback).
 */
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestCms } from '../../cms/test-support'
import { search } from '../../cms/search/query'
import { localePolicy, type Locale } from '../../app/i18n/locales'
import { sitePageDocuments } from '../../app/pages/search-pages.server'

interface Judged {
  locale: Locale
  q: string
  expect: Array<{ type: string; key: string }>
}
const { queries } = JSON.parse(
  readFileSync(new URL('./search-judged.json', import.meta.url), 'utf8'),
) as { queries: Judged[] }

let cms: Awaited<ReturnType<typeof startTestCms>>
beforeAll(async () => {
  cms = await startTestCms('pglite', '')
  await cms.indexPages(sitePageDocuments())
}, 600_000)
afterAll(async () => {
  await cms?.stop()
})

describe('judged queries', () => {
  it('cover six languages or more, zh-CN, zh-TW, ja, th, de and ru among them', () => {
    const locales = new Set(queries.map((q) => q.locale))
    for (const locale of ['zh-CN', 'zh-TW', 'ja', 'th', 'de', 'ru'])
      expect(locales).toContain(locale)
  })

  it.each(queries.map((q) => [`${q.locale}: ${q.q}`, q] as const))(
    '%s: every expected result in the top 3',
    async (_, judged) => {
      const { chain, own } = localePolicy[judged.locale].content
      const result = await search(cms.database.db, {
        q: judged.q,
        languages: chain,
        fallback: chain.filter((l) => !(own as readonly string[]).includes(l)),
        page: 1,
        size: 3,
      })
      const top = result.hits.map((h) => `${h.type}:${h.translationKey}`)
      console.log(`JUDGED ${judged.locale} ${judged.q} -> ${top.join(' ')}`)
      for (const wanted of judged.expect) expect(top).toContain(`${wanted.type}:${wanted.key}`)
    },
  )
})
