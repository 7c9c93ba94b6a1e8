/**
 * Issue 35: content that changes, on the embedded setup (`npm start`: the content service in the
 * site's process, default TTLs: pages 30 s, content 60 s), on a server of its own. An editor drafts
 * a press release through the management API: it is nowhere (detail 404, not on the news list, the
 * home page or the sitemap). Published, it shows on all four, although each was cached before
 * (`x-page-cache: hit`): the change drops what showed it, no TTL is waited for. Its title edited,
 * the new one shows; unpublished, it is gone; a publish scheduled 3 s ahead takes effect with no
 * request to the management API. A change event posted to `POST /api/content-changed` with a
 * forged signature, or replayed, drops nothing.
 *
 * The times are printed: the 2 s target is measured by `npm run test:scale` and
 * docs/performance.md. The bound asserted here (10 s) is far below what the TTLs would take (60 s
 * and more), so passing proves the change dropped the caches, on a busy machine too.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'
import { Webhook } from 'standardwebhooks'
import { useSiteServer } from './fixtures'

const TOKEN = 'e2e-content-editor-token-0123456789'
const SECRET = `whsec_${Buffer.from('content-changes-e2e-secret-32-bytes!').toString('base64')}`
const BOUND_MS = 10_000

test.describe.configure({ mode: 'serial' })

const site = useSiteServer({
  CMS_ADMIN_TOKEN: TOKEN,
  CONTENT_CHANGED_SECRET: SECRET,
  LOG_LEVEL: 'warn',
})

const url = (path: string) => `${site().url}${path}`

async function admin(request: APIRequestContext, method: string, path: string, body?: unknown) {
  const response = await request.fetch(url(`/cms/admin/api${path}`), {
    method,
    headers: { authorization: `Bearer ${TOKEN}` },
    ...(body === undefined ? {} : { data: body }),
  })
  const json = (await response.json()) as { code: number; data: { id: number } }
  expect(response.status(), `${method} ${path}: ${JSON.stringify(json)}`).toBeLessThan(300)
  return json.data
}

/** The pages a press release shows on (its own page once it has an id). */
const pagesOf = (id?: number) => [
  '/en/aboutUs/journalism',
  '/en',
  '/sitemap.xml',
  ...(id ? [`/en/aboutUs/journalism/${id}`] : []),
]

async function read(request: APIRequestContext, path: string) {
  const response = await request.get(url(path), { maxRedirects: 0 })
  return {
    status: response.status(),
    text: await response.text(),
    cache: response.headers()['x-page-cache'],
  }
}

/** Reads every page until each shows `wanted` (or no longer does): ms each took, or fails. */
async function until(
  request: APIRequestContext,
  paths: string[],
  shows: (page: { status: number; text: string }, path: string) => boolean,
): Promise<Record<string, number>> {
  const since = performance.now()
  const took: Record<string, number> = {}
  while (Object.keys(took).length < paths.length && performance.now() - since < BOUND_MS) {
    for (const path of paths) {
      if (took[path] !== undefined) continue
      if (shows(await read(request, path), path)) took[path] = Math.round(performance.now() - since)
    }
  }
  expect(Object.keys(took).sort(), `shown within ${BOUND_MS} ms: ${JSON.stringify(took)}`).toEqual(
    [...paths].sort(),
  )
  return took
}

/** Every page cached: read twice, the second a hit. */
async function cacheAll(request: APIRequestContext, paths: string[]) {
  for (const path of paths.filter((p) => p !== '/sitemap.xml')) {
    await read(request, path)
    expect((await read(request, path)).cache, path).toBe('hit')
  }
}

test('a draft is nowhere; published, edited and unpublished, it shows and goes everywhere at once', async ({
  request,
}) => {
  test.setTimeout(180_000)
  const title = `Starbridge opens a service centre in Rotterdam ${Date.now()}`
  await cacheAll(request, pagesOf())
  const { id } = await admin(request, 'POST', '/articles', {
    type: 'news',
    language: 'en',
    translationKey: `e2e-rotterdam-${Date.now()}`,
    status: 'draft',
    title,
    summary: 'Spare parts and field engineers for Benelux customers, from one site.',
    content: '<p>The centre keeps spare parts for stacker cranes and AGVs.</p>',
  })
  for (const path of pagesOf(id)) {
    const page = await read(request, path)
    expect(page.text, path).not.toContain(title)
  }
  expect((await read(request, `/en/aboutUs/journalism/${id}`)).status).toBe(404)

  await cacheAll(request, pagesOf())
  await admin(request, 'POST', `/articles/${id}/publish`)
  // The sitemap lists its URL; the pages show its title.
  const listed = (text: string) => text.includes(`/en/aboutUs/journalism/${id}<`)
  const published = await until(request, pagesOf(id), (p, path) =>
    path === '/sitemap.xml' ? listed(p.text) : p.status === 200 && p.text.includes(title),
  )
  console.log(`published: shown after ${JSON.stringify(published)} ms`)

  const edited = `${title} (updated)`
  await cacheAll(request, pagesOf(id))
  await admin(request, 'PATCH', `/articles/${id}`, { title: edited })
  const edits = await until(
    request,
    pagesOf(id).filter((path) => path !== '/sitemap.xml'),
    (p) => p.text.includes(edited),
  )
  console.log(`edited: shown after ${JSON.stringify(edits)} ms`)

  await cacheAll(request, pagesOf(id))
  await admin(request, 'POST', `/articles/${id}/unpublish`)
  const gone = await until(request, pagesOf(id), (p, path) =>
    path === '/sitemap.xml' ? !listed(p.text) : !p.text.includes(edited),
  )
  console.log(`unpublished: gone after ${JSON.stringify(gone)} ms`)
  expect((await read(request, `/en/aboutUs/journalism/${id}`)).status).toBe(404)
})

test('a publish scheduled 3 s ahead takes effect by itself', async ({ request }) => {
  test.setTimeout(120_000)
  const title = `Embargoed: Starbridge results call ${Date.now()}`
  await cacheAll(request, pagesOf())
  const at = Date.now() + 3_000
  await admin(request, 'POST', '/articles', {
    type: 'news',
    language: 'en',
    translationKey: `e2e-embargo-${Date.now()}`,
    status: 'published',
    publishAt: new Date(at).toISOString(),
    title,
    summary: 'Published at its time, not before.',
    content: '<p>Embargoed until its time.</p>',
  })
  // Before its time: nowhere.
  expect((await read(request, '/en/aboutUs/journalism')).text).not.toContain(title)
  // Only the public pages are read from now on: nothing asks the management API to publish it.
  const took = await until(
    request,
    pagesOf().filter((path) => path !== '/sitemap.xml'),
    (p) => p.text.includes(title),
  )
  expect(Date.now()).toBeGreaterThanOrEqual(at)
  console.log(`scheduled: shown ${JSON.stringify(took)} ms after it was scheduled (3,000 ms ahead)`)
})

test('a forged or replayed change event drops nothing; a genuine one drops what it names', async ({
  request,
}) => {
  const list = '/en/aboutUs/journalism'
  const event = (id: string) => ({
    id,
    type: 'updated',
    collection: 'articles',
    items: [{ id: 999_999, translationKey: 'news-e2e-webhook', language: 'en', kind: 'news' }],
    at: new Date().toISOString(),
  })
  const post = (body: string, headers: Record<string, string>) =>
    request.post(url('/api/content-changed'), {
      data: body,
      headers: { 'content-type': 'application/json', ...headers },
    })
  await cacheAll(request, [list])
  const genuine = JSON.stringify(event('chg_e2e_genuine'))
  const headers = {
    'webhook-id': 'chg_e2e_genuine',
    'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
  }
  // Signed for the timestamp the headers carry: a second may pass between the two.
  const signed = (id: string, body: string) =>
    new Webhook(SECRET).sign(id, new Date(Number(headers['webhook-timestamp']) * 1000), body)
  // Forged: signed with another secret.
  const forged = await post(genuine, {
    ...headers,
    'webhook-signature': new Webhook(
      `whsec_${Buffer.from('another-secret-of-thirty-two-bytes!!').toString('base64')}`,
    ).sign('chg_e2e_genuine', new Date(Number(headers['webhook-timestamp']) * 1000), genuine),
  })
  expect(forged.status()).toBe(401)
  expect((await read(request, list)).cache).toBe('hit')
  // Not a change: 400, nothing dropped.
  const junk = '{"id":"x"}'
  const bad = await post(junk, {
    ...headers,
    'webhook-id': 'x',
    'webhook-signature': signed('x', junk),
  })
  expect(bad.status()).toBe(400)
  expect((await read(request, list)).cache).toBe('hit')
  // Genuine: the news list is dropped.
  const signature = new Webhook(SECRET).sign(
    'chg_e2e_genuine',
    new Date(Number(headers['webhook-timestamp']) * 1000),
    genuine,
  )
  const applied = await post(genuine, { ...headers, 'webhook-signature': signature })
  expect(applied.status()).toBe(200)
  expect((await read(request, list)).cache).toBe('miss')
  expect((await read(request, list)).cache).toBe('hit')
  // Replayed: the same message again, within its five minutes: nothing dropped.
  const replayed = await post(genuine, { ...headers, 'webhook-signature': signature })
  expect(replayed.status()).toBe(200)
  expect(((await replayed.json()) as { msg: string }).msg).toBe('already applied')
  expect((await read(request, list)).cache).toBe('hit')
})
