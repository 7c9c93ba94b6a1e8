/**
 * The management API, drafts, preview, schedule and change events (issue 35, ADR 040), against a
 * real service on PGlite: a draft is absent from every open read, a preview token reads it (one
 * story, until it expires), publish / edit / unpublish / delete each emit one event and one audit
 * row, a scheduled publish takes effect with no request, and bad input changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ContentChange } from '../../contract/content-change'
import { until } from '../delivery/test-receivers'
import { startTestCms, TEST_SIGNING_SECRET } from '../test-support'
import { issuePreviewToken } from './preview'

const TOKEN = 'test-admin-token-0123456789abcdef'
const EDITOR = 'editor-token-0123456789abcdefgh'
let cms: Awaited<ReturnType<typeof startTestCms>>
const events: ContentChange[] = []
beforeAll(async () => {
  cms = await startTestCms('pglite', '', {
    CMS_EDITOR_TOKENS: `li.na:${EDITOR}`,
    CMS_SCHEDULE_POLL_MS: '100',
    SITE_PUBLIC_URL: 'https://www.example.com',
  })
  cms.changes.subscribe((event) => events.push(event))
}, 120_000)
afterAll(() => cms?.stop())

async function call(method: string, path: string, body?: unknown, token = TOKEN) {
  const response = await cms.app.fetch(
    new Request(`http://cms.test${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  )
  return {
    status: response.status,
    headers: response.headers,
    body: await response.json(),
  }
}
const admin = (method: string, path: string, body?: unknown, token?: string) =>
  call(method, `/cms/admin/api${path}`, body, token)
const open = (path: string) => call('GET', `/cms/open/api${path}`, undefined, '')

const news = (key: string, extra: Record<string, unknown> = {}) => ({
  type: 'news',
  language: 'en',
  translationKey: key,
  title: `Press release ${key}`,
  summary: 'A new warehouse in Rotterdam.',
  content: '<p>Body</p><script>alert(1)</script><img src="https://x.test/a.png" onerror="x()">',
  ...extra,
})

/** The titles of the English news list (all pages of 100). */
async function newsTitles(): Promise<string[]> {
  const list = await open('/article/list?language=en&type=news&pageSize=100')
  return list.body.data.list.map((a: { title: string }) => a.title)
}

const eventsOf = (id: number) => events.filter((e) => e.items.some((i) => i.id === id))

describe('drafts', () => {
  let id = 0
  beforeAll(async () => {
    const created = await admin('POST', '/articles', news('rotterdam-draft'))
    expect(created.status).toBe(201)
    id = created.body.data.id
  })

  it('a draft is absent from the open API: detail 404, lists, versions, translations', async () => {
    expect((await open(`/articleDetails/${id}`)).status).toBe(404)
    expect(await newsTitles()).not.toContain('Press release rotterdam-draft')
    expect((await open(`/translations?type=article&id=${id}`)).status).toBe(404)
    expect((await open('/translations?type=article&key=rotterdam-draft')).status).toBe(404)
    expect(eventsOf(id)).toEqual([])
  })

  it('the management API lists it with its status, the body sanitized', async () => {
    const list = await admin('GET', '/articles?status=draft&language=en')
    const row = list.body.data.list.find((r: { id: number }) => r.id === id)
    expect(row).toMatchObject({ status: 'draft', visible: false })
    const one = await admin('GET', `/articles/${id}`)
    expect(one.body.data.content).toBe('<p>Body</p><img src="https://x.test/a.png" />')
  })

  it('a preview token reads it, private and no-store; forged, expired or another id refused', async () => {
    const preview = await admin('GET', `/articles/${id}/preview?locale=de`)
    expect(preview.status).toBe(200)
    const url = new URL(preview.body.data.url)
    expect(url.origin + url.pathname).toBe(`https://www.example.com/de/aboutUs/journalism/${id}`)
    const token = url.searchParams.get('preview')!
    const expires = Date.parse(preview.body.data.expiresAt) - Date.now()
    expect(expires).toBeGreaterThan(3_500_000)
    expect(expires).toBeLessThanOrEqual(3_600_000)
    const read = await open(`/preview?token=${encodeURIComponent(token)}`)
    expect(read.status).toBe(200)
    expect(read.headers.get('cache-control')).toBe('private, no-store')
    expect(read.body.data).toMatchObject({ id, title: 'Press release rotterdam-draft' })

    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`
    expect((await open(`/preview?token=${forged}`)).status).toBe(401)
    const other = issuePreviewToken('another-secret-0123456789', {
      collection: 'articles',
      id,
      exp: Math.floor(Date.now() / 1000) + 60,
    })
    expect((await open(`/preview?token=${other}`)).status).toBe(401)
    const expired = issuePreviewToken(TEST_SIGNING_SECRET, {
      collection: 'articles',
      id,
      exp: Math.floor(Date.now() / 1000) - 1,
    })
    expect((await open(`/preview?token=${expired}`)).status).toBe(410)
  })
})

describe('drafts of every collection stay out of the open API', () => {
  it('jobs: detail 404, list, category counts and applications', async () => {
    const [job] = (await open('/job/list?language=en&pageSize=1')).body.data.list
    const counts = async () =>
      (await open('/job/getJobCategory?language=en')).body.data.reduce(
        (n: number, c: { jobCount: number }) => n + c.jobCount,
        0,
      )
    const before = await counts()
    const created = await admin('POST', '/jobs', {
      language: 'en',
      translationKey: 'draft-picker',
      title: 'Draft picker',
      categoryId: job.categoryId,
      workPlaceId: job.workPlaceId,
      headcount: 2,
      responsibilities: ['Pick'],
      requirements: ['Care'],
    })
    const id = created.body.data.id
    expect((await open(`/job/${id}`)).status).toBe(404)
    const list = await open('/job/list?language=en&pageSize=100')
    expect(list.body.data.list.map((j: { id: number }) => j.id)).not.toContain(id)
    expect(await counts()).toBe(before)
    expect((await open(`/translations?type=job&id=${id}`)).status).toBe(404)
  })

  it('media and downloads: absent from their lists and versions', async () => {
    const [video] = (await open('/media/list?language=en&pageSize=1')).body.data.list
    const media = await admin('POST', '/media', {
      language: 'en',
      translationKey: 'draft-film',
      type: 'video',
      title: 'Draft film',
      poster: { url: video.poster.url, width: 1280, height: 720, alt: 'A film' },
      sourceUrl: video.sourceUrl,
    })
    expect(media.status).toBe(201)
    const films = await open('/media/list?language=en&pageSize=100')
    expect(films.body.data.list.map((m: { id: number }) => m.id)).not.toContain(media.body.data.id)
    expect((await open(`/translations?type=media&id=${media.body.data.id}`)).status).toBe(404)

    const [doc] = (await admin('GET', '/downloads?language=en&limit=1')).body.data.list
    const download = await admin('POST', '/downloads', {
      language: 'en',
      translationKey: 'draft-brochure',
      title: 'Draft brochure',
      summary: 'Not yet',
      fileName: 'draft.pdf',
      storedName: doc.storedName,
    })
    expect(download.status).toBe(201)
    const docs = await open('/download/list?language=en&pageSize=100')
    expect(docs.body.data.list.map((d: { id: number }) => d.id)).not.toContain(
      download.body.data.id,
    )
    const preview = await admin('GET', `/downloads/${download.body.data.id}/preview`)
    const token = new URL(preview.body.data.url).searchParams.get('preview')!
    const read = await open(`/preview?token=${encodeURIComponent(token)}`)
    expect(read.body.data).toMatchObject({ title: 'Draft brochure', fileType: 'pdf' })
  })
})

describe('publish, edit, unpublish, delete', () => {
  let id = 0
  beforeAll(async () => {
    id = (await admin('POST', '/articles', news('hamburg-release'), EDITOR)).body.data.id
  })

  it('publish: visible in detail, list and versions; one event; an audit row with who', async () => {
    const published = await admin('POST', `/articles/${id}/publish`, undefined, EDITOR)
    expect(published.status).toBe(200)
    expect((await open(`/articleDetails/${id}`)).body.data.title).toBe(
      'Press release hamburg-release',
    )
    expect(await newsTitles()).toContain('Press release hamburg-release')
    expect((await open(`/translations?type=article&id=${id}`)).body.data.versions).toEqual([
      { language: 'en', id },
    ])
    await until(
      () => eventsOf(id).length === 1,
      () => `events: ${JSON.stringify(eventsOf(id))}`,
      5_000,
    )
    expect(eventsOf(id)[0]).toMatchObject({
      type: 'published',
      collection: 'articles',
      items: [{ id, translationKey: 'hamburg-release', language: 'en', kind: 'news' }],
    })
    const audit = await admin('GET', `/audit?collection=articles&id=${id}`)
    expect(audit.body.data.list[0]).toMatchObject({
      actor: 'li.na',
      action: 'publish',
      translationKey: 'hamburg-release',
      language: 'en',
      changes: { status: { before: 'draft', after: 'published' } },
    })
  })

  it('edit the title: an `updated` event, the new title in the open API', async () => {
    const edited = await admin('PATCH', `/articles/${id}`, { title: 'Hamburg hub opens' })
    expect(edited.status).toBe(200)
    expect((await open(`/articleDetails/${id}`)).body.data.title).toBe('Hamburg hub opens')
    await until(
      () => eventsOf(id).length === 2,
      () => 'no updated event',
      5_000,
    )
    expect(eventsOf(id)[1]!.type).toBe('updated')
    const audit = await admin('GET', `/audit?collection=articles&id=${id}`)
    expect(audit.body.data.list[0]).toMatchObject({
      actor: 'admin',
      action: 'edit',
      changes: { title: { before: 'Press release hamburg-release', after: 'Hamburg hub opens' } },
    })
  })

  it('unpublish: gone from detail and list; an `unpublished` event', async () => {
    expect((await admin('POST', `/articles/${id}/unpublish`)).status).toBe(200)
    expect((await open(`/articleDetails/${id}`)).status).toBe(404)
    expect(await newsTitles()).not.toContain('Hamburg hub opens')
    await until(
      () => eventsOf(id).length === 3,
      () => 'no unpublished event',
      5_000,
    )
    expect(eventsOf(id)[2]!.type).toBe('unpublished')
  })

  it('delete: 404 in both APIs; a draft deleted emits nothing, a published one `deleted`', async () => {
    expect((await admin('DELETE', `/articles/${id}`)).status).toBe(200)
    expect((await admin('GET', `/articles/${id}`)).status).toBe(404)
    expect((await admin('DELETE', `/articles/${id}`)).status).toBe(404)
    const live = (await admin('POST', '/articles', news('kiel-release', { status: 'published' })))
      .body.data.id
    expect((await open(`/articleDetails/${live}`)).status).toBe(200)
    expect((await admin('DELETE', `/articles/${live}`)).status).toBe(200)
    expect((await open(`/articleDetails/${live}`)).status).toBe(404)
    await until(
      () => eventsOf(live).length === 2,
      () => 'no deleted event',
      5_000,
    )
    expect(eventsOf(live).map((e) => e.type)).toEqual(['published', 'deleted'])
    expect(eventsOf(id).length).toBe(3)
  })
})

describe('schedule', () => {
  it('a publish 2 s ahead takes effect and is evented within 2 s of its time, with no request', async () => {
    const publishAt = new Date(Date.now() + 2_000)
    const created = await admin(
      'POST',
      '/articles',
      news('embargoed-results', {
        type: 'investor',
        publishAt: publishAt.toISOString(),
        status: 'published',
      }),
    )
    const id = created.body.data.id
    expect((await open(`/articleDetails/${id}`)).status).toBe(404)
    expect(eventsOf(id)).toEqual([])
    await until(
      () => eventsOf(id).length === 1,
      () => 'no scheduled event',
      10_000,
    )
    const late = Date.now() - publishAt.getTime()
    expect(late).toBeGreaterThanOrEqual(0)
    expect(late).toBeLessThan(2_000)
    expect(eventsOf(id)[0]).toMatchObject({ type: 'published', items: [{ id, kind: 'investor' }] })
    expect((await open(`/articleDetails/${id}`)).status).toBe(200)
  })

  it('a job closes on its closing date by default, and leaves the list when unpublishAt passes', async () => {
    const jobs = await open('/job/list?language=en&pageSize=1')
    const [job] = jobs.body.data.list
    const created = await admin('POST', '/jobs', {
      language: 'en',
      translationKey: 'night-shift-lead',
      status: 'published',
      title: 'Night shift lead',
      categoryId: job.categoryId,
      workPlaceId: job.workPlaceId,
      headcount: 1,
      responsibilities: ['Lead the night shift'],
      requirements: ['Forklift licence'],
      validThrough: '2999-12-30',
    })
    expect(created.status).toBe(201)
    const row = await admin('GET', `/jobs/${created.body.data.id}`)
    expect(row.body.data.unpublishAt).toBe('2999-12-31T00:00:00.000Z')
    const id = created.body.data.id
    expect((await open(`/job/${id}`)).status).toBe(200)
    const soon = new Date(Date.now() + 500).toISOString()
    expect((await admin('PATCH', `/jobs/${id}`, { unpublishAt: soon })).status).toBe(200)
    await until(
      () => eventsOf(id).some((e) => e.type === 'unpublished'),
      () => `events ${JSON.stringify(eventsOf(id))}`,
      10_000,
    )
    expect((await open(`/job/${id}`)).status).toBe(404)
  })
})

describe('validation and access', () => {
  it('bad bodies answer 400 with the field, and nothing changes', async () => {
    const before = (await admin('GET', '/articles?limit=1')).body.data.total
    const bad = [
      news('x', { title: '' }),
      news('Not A Key'),
      news('ok-key', { language: 'xx' }),
      news('ok-key', { status: 'live' }),
      news('ok-key', { publishAt: 'tomorrow' }),
      news('ok-key', { surprise: 1 }),
      news('ok-key', { title: 'x'.repeat(301) }),
      news('ok-key', {
        publishAt: '2030-01-02T00:00:00Z',
        unpublishAt: '2030-01-01T00:00:00Z',
      }),
    ]
    for (const body of bad) {
      const answer = await admin('POST', '/articles', body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.code).toBe(400)
      expect(Object.keys(answer.body.errors ?? {})).not.toEqual([])
    }
    expect((await admin('PATCH', '/articles/1', { title: '' })).status).toBe(400)
    expect((await admin('PATCH', '/articles/1', {})).status).toBe(400)
    expect((await admin('POST', '/articles', 'not json')).status).toBe(400)
    expect((await admin('GET', '/articles?limit=1')).body.data.total).toBe(before)
    expect((await admin('PATCH', '/articles/999999', { title: 'x' })).status).toBe(404)
    expect((await admin('POST', '/nothing', news('a'))).status).toBe(404)
  })

  it('a big body answers 413; another method 405 with Allow', async () => {
    const big = await admin('POST', '/articles', news('big', { content: 'x'.repeat(70_000) }))
    expect(big.status).toBe(413)
    const put = await admin('PUT', '/articles/1', news('a'))
    expect(put.status).toBe(405)
    expect(put.headers.get('allow')).toContain('PATCH')
  })

  it('a wrong or missing token answers 401; an editor cannot read leads', async () => {
    expect((await admin('GET', '/articles', undefined, '')).status).toBe(401)
    expect(
      (await admin('GET', '/articles', undefined, 'wrong-token-0123456789abcdef')).status,
    ).toBe(401)
    expect((await call('GET', '/cms/admin/leads', undefined, EDITOR)).status).toBe(403)
  })
})
