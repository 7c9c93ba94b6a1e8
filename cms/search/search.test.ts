/**
 * Site search against the real content service on PGlite (issue 38, ADR 042): ranked hits as the
 * contract has them, the reader's language first and the fallback labelled, Simplified and
 * Traditional alike, typos, synonyms, the site's pages, bad input, the rate limit, and the index
 * following publish, unpublish and the schedule within two seconds (drafts never in it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CLIENT_IP_HEADER } from '../../contract/headers'
import { contractValidator, startTestCms } from '../test-support'

const TOKEN = 'test-admin-token-0123456789abcdef'
const SEARCH_LIMIT = 25
type Cms = Awaited<ReturnType<typeof startTestCms>>
type Hit = {
  type: string
  id?: number
  pageId?: string
  translationKey: string
  language: string
  title: string
  snippet: Array<{ text: string; mark: boolean }>
  fallback: boolean
}

let cms: Cms
const checkContract = contractValidator()

/** Each search from a client of its own unless given: only the rate limit's test spends one. */
let clients = 0
async function searchFor(
  params: Record<string, string>,
  client = `2001:db8:${(++clients).toString(16)}::1`,
): Promise<{
  status: number
  body: { data: { list: Hit[]; total: number; suggestions: string[] } }
}> {
  const response = await cms.app.fetch(
    new Request(`http://cms.test/cms/open/api/search?${new URLSearchParams(params)}`, {
      headers: { [CLIENT_IP_HEADER]: client },
    }),
  )
  const body = await response.json()
  if (response.status === 200 || response.status === 400)
    checkContract('/search', 'get', response.status, body)
  return { status: response.status, body }
}

const hitsOf = async (params: Record<string, string>) => (await searchFor(params)).body.data.list

async function manage(method: string, path: string, body?: unknown) {
  const response = await cms.app.fetch(
    new Request(`http://cms.test/cms/admin/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${TOKEN}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  )
  return { status: response.status, body: await response.json() }
}

/** Polls `check` every 50 ms until it holds, for at most `ms`; how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now()
  for (let i = 0; i < Math.ceil(ms / 50) + 1; i++) {
    if (await check()) return Date.now() - start
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`not within ${ms} ms`)
}

beforeAll(async () => {
  cms = await startTestCms('pglite', '', {
    CMS_SEARCH_RATE_LIMIT: String(SEARCH_LIMIT),
    CMS_SCHEDULE_POLL_MS: '100',
  })
}, 600_000)
afterAll(async () => {
  await cms?.stop()
})

describe('GET /search', () => {
  it('answers ranked hits with type, language, date, picture and a marked snippet', async () => {
    const hits = await hitsOf({ q: 'tobacco', language: 'en' })
    expect(hits.length).toBeGreaterThan(1)
    expect(hits.map((h) => h.type)).toContain('case')
    for (const hit of hits) {
      expect(hit.language).toBe('en')
      const text = hit.title + hit.snippet.map((part) => part.text).join('')
      expect(text).toMatch(/tobacco/i)
    }
    // Marked where the body has the word (the snippet is cut around the first one).
    const marked = hits.flatMap((h) => h.snippet.filter((part) => part.mark))
    expect(marked.length).toBeGreaterThan(0)
    expect(marked.every((part) => /^tobacco$/i.test(part.text))).toBe(true)
  })

  it("lists the reader's language first and labels the other languages as fallback", async () => {
    const hits = await hitsOf({ q: 'AGV', language: 'ja,en', fallback: 'en', size: '50' })
    const firstFallback = hits.findIndex((h) => h.fallback)
    expect(hits[0]!.language).toBe('ja')
    expect(
      hits
        .slice(0, firstFallback === -1 ? undefined : firstFallback)
        .every((h) => h.language === 'ja'),
    ).toBe(true)
    expect(hits.filter((h) => h.fallback).every((h) => h.language === 'en')).toBe(true)
    // One hit per story: its Japanese version, never the English one besides.
    const keys = hits.map((h) => `${h.type}:${h.translationKey}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('finds Simplified content from a Traditional query, and the other way round', async () => {
    // 蘇州 and 苏州 share no character: only the conversion makes them one word.
    const traditional = await hitsOf({ q: '蘇州', language: 'zh-TW,zh' })
    const simplified = await hitsOf({ q: '苏州', language: 'zh-CN,zh' })
    expect(traditional.length).toBeGreaterThan(0)
    expect(traditional.map((h) => h.translationKey)).toEqual(
      simplified.map((h) => h.translationKey),
    )
  })

  it('folds case, accents and full-width forms', async () => {
    const plain = await hitsOf({ q: 'штабелер', language: 'ru' })
    expect(plain.length).toBeGreaterThan(0)
    expect((await hitsOf({ q: 'ШТАБЕЛЁР', language: 'ru' })).map((h) => h.translationKey)).toEqual(
      plain.map((h) => h.translationKey),
    )
    const fullWidth = await hitsOf({ q: 'ＴＯＢＡＣＣＯ', language: 'en' })
    expect(fullWidth.length).toBeGreaterThan(0)
  })

  it('tolerates a typo in a word of five letters and says what it searched', async () => {
    const { body } = await searchFor({ q: 'tobbaco', language: 'en' })
    expect(body.data.list.length).toBeGreaterThan(0)
    expect(body.data.suggestions).toEqual(['tobacco'])
  })

  it('matches glossary synonyms across terms and scripts', async () => {
    // The Japanese versions write AGV; the glossary's 無人搬送車 finds them.
    const hits = await hitsOf({ q: '無人搬送車', language: 'ja' })
    expect(hits.length).toBeGreaterThan(0)
    expect(hits.some((h) => /AGV/.test(h.title))).toBe(true)
  })

  it('filters by type and pages through the hits', async () => {
    const jobs = await hitsOf({ q: '工程师', language: 'zh-CN,zh', type: 'job', size: '3' })
    expect(jobs.length).toBe(3)
    expect(jobs.every((h) => h.type === 'job' && h.id)).toBe(true)
    const second = await hitsOf({
      q: '工程师',
      language: 'zh-CN,zh',
      type: 'job',
      size: '3',
      page: '2',
    })
    expect(second.map((h) => h.id)).not.toEqual(jobs.map((h) => h.id))
  })

  it('answers bad input with 200 and no hits or with 400, never 500', async () => {
    expect((await searchFor({ q: 'x'.repeat(10_000), language: 'en' })).status).toBe(400)
    const control = await searchFor({ q: 'tobacco\u0000\u0007\u001b', language: 'en' })
    expect(control.status).toBe(200)
    expect(control.body.data.list.length).toBeGreaterThan(0)
    const punctuation = await searchFor({ q: "?!…「」—()*:&|'\\", language: 'en' })
    expect(punctuation.status).toBe(200)
    expect(punctuation.body.data.total).toBe(0)
    // tsquery syntax in a word is text, not an operator.
    expect((await searchFor({ q: "crane' & !stacker:* |", language: 'en' })).status).toBe(200)
    expect((await searchFor({ q: 'crane', language: 'xx' })).status).toBe(400)
    expect((await searchFor({ q: 'crane', language: 'en', type: 'pdf' })).status).toBe(400)
    expect((await searchFor({ q: 'crane', language: 'en', size: '500' })).status).toBe(400)
  })

  it('is rate limited per client', async () => {
    const statuses: number[] = []
    for (let i = 0; i <= SEARCH_LIMIT; i++)
      statuses.push((await searchFor({ q: 'crane', language: 'en' }, '203.0.113.9')).status)
    expect(statuses.slice(0, SEARCH_LIMIT).every((s) => s === 200)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
    // Another client is not affected.
    expect((await searchFor({ q: 'crane', language: 'en' }, '203.0.113.10')).status).toBe(200)
  })
})

describe("the site's pages", () => {
  const page = (locale: string, text: string) => ({
    id: 'pilerDetails',
    title: locale === 'de' ? 'Regalbediengeräte' : 'Stacker cranes',
    text,
    path: '/$lang/pilerDetails',
  })

  it('are indexed through the management API, idempotently, and found with the stories', async () => {
    const body = { pages: [page('en', 'Single-mast and double-mast stacker cranes up to 45 m.')] }
    const first = await manage('PUT', '/search/pages/en', body)
    expect(first.status).toBe(200)
    expect(first.body.data).toEqual({ written: 1, removed: 0 })
    expect((await manage('PUT', '/search/pages/en', body)).body.data).toEqual({
      written: 0,
      removed: 0,
    })
    const hits = await hitsOf({ q: 'double-mast stacker', language: 'en', size: '50' })
    const hit = hits.find((h) => h.type === 'page')
    expect(hit).toMatchObject({ pageId: 'pilerDetails', translationKey: 'pilerDetails' })
    expect(hits.some((h) => h.type !== 'page')).toBe(true)
    // A page no longer sent leaves the index.
    expect((await manage('PUT', '/search/pages/en', { pages: [] })).body.data.removed).toBe(1)
    expect((await hitsOf({ q: 'double-mast stacker', language: 'en', type: 'page' })).length).toBe(
      0,
    )
  })

  it('refuses a bad body and an unknown locale', async () => {
    expect((await manage('PUT', '/search/pages/en', { pages: [{ id: 'x' }] })).status).toBe(400)
    expect((await manage('PUT', '/search/pages/xx', { pages: [] })).status).toBe(404)
  })
})

describe('the index follows content changes', () => {
  const word = `quokka${Date.now().toString(36).replace(/\d/g, '')}`
  const draft = {
    type: 'news',
    language: 'en',
    translationKey: `search-probe-${Date.now().toString(36)}`,
    title: `Probe ${word} article`,
    summary: `The ${word} summary`,
    content: `<p>The ${word} body.</p>`,
  }
  const found = async () => (await hitsOf({ q: word, language: 'en' })).length > 0

  it('never shows a draft; shows a publish and drops an unpublish within 2 s', async () => {
    const created = await manage('POST', '/articles', draft)
    expect(created.status).toBe(201)
    const id = created.body.data.id as number
    expect(await found()).toBe(false)

    expect((await manage('POST', `/articles/${id}/publish`)).status).toBe(200)
    expect(await within(2_000, found)).toBeLessThan(2_000)

    const edited = await manage('PATCH', `/articles/${id}`, { title: `Renamed ${word} article` })
    expect(edited.status).toBe(200)
    await within(2_000, async () =>
      (await hitsOf({ q: word, language: 'en' })).some((h) => h.title.startsWith('Renamed')),
    )

    // A typo of the story's word is corrected to it while the story is published...
    const typo = `qoukka${word.slice('quokka'.length)}`
    const suggested = async () =>
      (await searchFor({ q: typo, language: 'en' })).body.data.suggestions.includes(word)
    expect(await suggested()).toBe(true)

    expect((await manage('POST', `/articles/${id}/unpublish`)).status).toBe(200)
    await within(2_000, async () => !(await found()))
    // ...and no longer once no document has the word (it would find nothing).
    expect(await suggested()).toBe(false)
  })

  it('follows a scheduled publish', async () => {
    const publishAt = new Date(Date.now() + 1_000).toISOString()
    const scheduled = {
      ...draft,
      translationKey: `${draft.translationKey}-later`,
      status: 'published',
      publishAt,
    }
    const created = await manage('POST', '/articles', { ...scheduled, title: `Later ${word}` })
    expect(created.status).toBe(201)
    const shown = async () =>
      (await hitsOf({ q: word, language: 'en' })).some((h) => h.title.startsWith('Later'))
    expect(await shown()).toBe(false)
    // Due in a second; the schedule's timer (every 100 ms here) makes it visible, the index follows.
    await within(3_000, shown)
  })
})
