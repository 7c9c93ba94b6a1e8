/**
 * Change events between processes (issue 35, ADR 040): two services on one PostgreSQL, each with
 * its own change hub (LISTEN/NOTIFY) and schedule timer: a change made through one reaches the
 * other's subscribers, a scheduled transition fires once between them; and the signed webhook
 * reaches a real HTTP receiver once per change id after the receiver refused the first attempts.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { ContentChange } from '../../contract/content-change'
import { TEST_WEBHOOK_SECRET, until, webhookReceiver } from '../delivery/test-receivers'
import { startTestCms } from '../test-support'
import { watchContentChanges } from './changes'

const TOKEN = 'test-admin-token-0123456789abcdef'
type Cms = Awaited<ReturnType<typeof startTestCms>>

async function manage(cms: Cms, method: string, path: string, body?: unknown) {
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

/** A unique key per run: the PostgreSQL database is shared by the run's test files. */
const unique = (name: string) => `${name}-${Date.now().toString(36)}`
const article = (key: string, extra: Record<string, unknown> = {}) => ({
  type: 'news',
  language: 'en',
  translationKey: key,
  title: `News ${key}`,
  summary: 'Summary',
  content: '<p>Body</p>',
  ...extra,
})

describe('two services on one PostgreSQL', () => {
  let one: Cms
  let two: Cms
  const seen: Record<'one' | 'two', ContentChange[]> = { one: [], two: [] }
  const of = (who: 'one' | 'two', id: number) =>
    seen[who].filter((e) => e.items.some((i) => i.id === id))
  beforeAll(async () => {
    one = await startTestCms('postgres', inject('databaseUrl'), { CMS_SCHEDULE_POLL_MS: '100' })
    two = await startTestCms('postgres', inject('databaseUrl'), { CMS_SCHEDULE_POLL_MS: '100' })
    one.changes.subscribe((e) => seen.one.push(e))
    two.changes.subscribe((e) => seen.two.push(e))
  }, 180_000)
  afterAll(async () => {
    await one?.stop()
    await two?.stop()
  })

  it("a publish through one reaches the other's subscribers, once each", async () => {
    const id = (await manage(one, 'POST', '/articles', article(unique('shared')))).body.data.id
    expect((await manage(one, 'POST', `/articles/${id}/publish`)).status).toBe(200)
    await until(
      () => of('one', id).length === 1 && of('two', id).length === 1,
      () => `one ${of('one', id).length}, two ${of('two', id).length}`,
      10_000,
    )
    expect(of('two', id)[0]).toEqual(of('one', id)[0])
    expect(of('two', id)[0]!.type).toBe('published')
  })

  it('a process without the service (a site with CMS_BASE_URL) watches the database', async () => {
    const site: ContentChange[] = []
    const watcher = await watchContentChanges(inject('databaseUrl'), () => {})
    try {
      watcher.subscribe((e) => site.push(e))
      const id = (
        await manage(two, 'POST', '/articles', article(unique('watched'), { status: 'published' }))
      ).body.data.id
      await until(
        () => site.some((e) => e.items.some((i) => i.id === id)),
        () => 'the watcher never heard of the change',
        10_000,
      )
    } finally {
      await watcher.close()
    }
  })

  it('a hub that lost its connection reads what it missed once it is back', async () => {
    // Every LISTEN connection of the database (both services') is cut, as a failover would.
    const { default: pg } = await import('pg')
    const superuser = new pg.Client({ connectionString: inject('databaseUrl') })
    await superuser.connect()
    try {
      const cut = await superuser.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where query like 'LISTEN content_change%' and pid <> pg_backend_pid()",
      )
      expect(cut.rowCount).toBeGreaterThanOrEqual(2)
    } finally {
      await superuser.end()
    }
    const id = (
      await manage(one, 'POST', '/articles', article(unique('missed'), { status: 'published' }))
    ).body.data.id
    await until(
      () => of('two', id).length === 1,
      () => 'the other service never read the change made while it was cut off',
      15_000,
    )
    expect(of('one', id).length).toBe(1)
  })

  it('a scheduled publish fires once between them', async () => {
    const publishAt = new Date(Date.now() + 1_500).toISOString()
    const id = (
      await manage(
        one,
        'POST',
        '/articles',
        article(unique('timed'), { status: 'published', publishAt }),
      )
    ).body.data.id
    await until(
      () => of('one', id).length >= 1 && of('two', id).length >= 1,
      () => 'no scheduled event',
      10_000,
    )
    // Both polled at least twice more since: a second transition would have been seen.
    const settled = Date.now()
    await until(
      async () => (await two.runSchedule()) === 0 && Date.now() - settled > 300,
      () => 'schedule busy',
      5_000,
    )
    expect(of('one', id).map((e) => e.type)).toEqual(['published'])
    expect(of('two', id).map((e) => e.type)).toEqual(['published'])
  })
})

describe('the content webhook', () => {
  let cms: Cms
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>
  beforeAll(async () => {
    receiver = await webhookReceiver()
    receiver.state.answer = 503
    cms = await startTestCms('pglite', '', {
      CONTENT_WEBHOOK_URL: receiver.url,
      CONTENT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      LEAD_RETRY_MIN_MS: '50',
      LEAD_POLL_MS: '50',
    })
  }, 120_000)
  afterAll(async () => {
    await cms?.stop()
    await receiver?.close()
  })

  it('delivers each change signed, once per change id, after the receiver refused', async () => {
    const id = (await manage(cms, 'POST', '/articles', article('webhook-news'))).body.data.id
    const published = await manage(cms, 'POST', `/articles/${id}/publish`)
    const edited = await manage(cms, 'PATCH', `/articles/${id}`, { title: 'Webhook news, edited' })
    const changeIds = [published.body.data.event.id, edited.body.data.event.id]
    await until(
      () => receiver.state.seen >= 2,
      () => 'no attempt',
      10_000,
    )
    expect(receiver.hooks).toEqual([])
    receiver.state.answer = 200
    await until(
      () => changeIds.every((c) => receiver.ids().has(c)),
      () => `received ${[...receiver.ids()]}`,
      20_000,
    )
    // The outbox marks them delivered: no second send of either.
    await until(
      async () =>
        (await cms.runSchedule()) === 0 &&
        receiver.hooks.length === 2 &&
        receiver.state.seen > receiver.hooks.length,
      () => 'still sending',
      5_000,
    )
    expect(receiver.hooks.map((h) => h.id).sort()).toEqual([...changeIds].sort())
    for (const hook of receiver.hooks) expect(hook.verified).toBe(true)
    const bodies = receiver.hooks.map((h) => h.body as unknown as ContentChange)
    expect(bodies.map((b) => b.type).sort()).toEqual(['published', 'updated'])
    expect(bodies[0]!.items).toEqual([
      { id, translationKey: 'webhook-news', language: 'en', kind: 'news' },
    ])
  })
})
