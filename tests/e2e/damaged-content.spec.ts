/**
 * The site behind a real content service whose answers a proxy on loopback damages (issue 33):
 * the reference service of the main test server plays the external one. Two sites: one behind a
 * service that fails (500, HTML, an empty body, no answer in time, in turn), one behind a service
 * that breaks the contract (null titles and names, a missing list, wrong types) and changes it in
 * ways to survive (unknown fields, numbers as strings). Every page type in zh-CN and en: never a
 * 500; a detail that cannot be shown is a 503 no cache keeps, in the visitor's language; a list
 * that cannot be loaded is a 200 no cache keeps; every dropped item is logged.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { expect, test, type APIRequestContext } from '@playwright/test'
import en from '../../messages/en.json' with { type: 'json' }
import zh from '../../messages/zh-CN.json' with { type: 'json' }
import { startSiteServer } from './fixtures'
import type { SiteServer } from '../../scripts/site-server'

test.describe.configure({ mode: 'serial', timeout: 180_000 })

type Json = Record<string, unknown>
type Damage = 'outage' | 'contract'

const API = '/cms/open/api'
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A changed, buggy service: null text, a wrong type, a missing list; additions to survive. */
function breakContract(path: string, query: URLSearchParams, body: Json): Json {
  const data = body.data
  const items = Array.isArray(data) ? data : isObject(data) ? data.list : undefined
  if (Array.isArray(items)) {
    items.forEach((item: Json, index) => {
      item.addedByANewerService = { nested: [1, 2] }
      if (typeof item.jobCount === 'number') item.jobCount = String(item.jobCount)
      if (index === 0 && 'title' in item) item.title = null
      if (index === 0 && 'categoryName' in item) item.categoryName = null
      if (index === 0 && 'workPlaceName' in item) item.workPlaceName = null
      if (index === 1 && 'publishDate' in item) item.publishDate = 20240501
    })
  }
  if (isObject(data) && 'pageSize' in data) data.pageSize = String(data.pageSize)
  if (path === `${API}/article/list` && query.get('type') === 'investor' && isObject(data))
    delete data.list
  // Details: an odd id has lost its title; an even one only carries additions.
  if (/\/(articleDetails|job)\/\d+$/.test(path) && isObject(data)) {
    data.addedByANewerService = true
    if (Number(data.id) % 2 === 1) data.title = null
    else data.id = String(data.id)
  }
  return body
}

/** A proxy in front of the real service that damages its answers. */
async function damagingProxy(target: string, damage: Damage) {
  let turn = 0
  const sockets = new Set<Socket>()
  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', target)
    if (damage === 'outage' && url.pathname.startsWith(API)) {
      const kind = turn++ % 4
      if (kind === 0) return res.writeHead(500, { 'content-type': 'application/json' }).end('{}')
      if (kind === 1)
        return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>Bad gateway</html>')
      if (kind === 2) return res.writeHead(200, { 'content-type': 'application/json' }).end()
      return // no answer: the site's timeout
    }
    const upstream = await fetch(url, { headers: { 'accept-language': 'en' } })
    const type = upstream.headers.get('content-type') ?? ''
    if (!type.includes('json') || !url.pathname.startsWith(API)) {
      res.writeHead(upstream.status, { 'content-type': type })
      return res.end(Buffer.from(await upstream.arrayBuffer()))
    }
    const body = breakContract(url.pathname, url.searchParams, (await upstream.json()) as Json)
    res.writeHead(upstream.status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

/** Ids of real stories, per content language: [odd, even] of each kind. */
async function storyIds(request: APIRequestContext, baseURL: string) {
  const ids = async (path: string, language: string, type?: string) => {
    const query = new URLSearchParams({ language, pageNum: '1', pageSize: '50' })
    if (type) query.set('type', type)
    const body = (await (await request.get(`${baseURL}${API}${path}?${query}`)).json()) as {
      data: { list: Array<{ id: number }> }
    }
    const all = body.data.list.map((item) => item.id)
    return { all, odd: all.find((id) => id % 2 === 1)!, even: all.find((id) => id % 2 === 0)! }
  }
  const of = async (language: string) => ({
    case: await ids('/article/list', language, 'case'),
    news: await ids('/article/list', language, 'news'),
    investor: await ids('/article/list', language, 'investor'),
    job: await ids('/job/list', language),
    video: await ids('/media/list', language, 'video'),
  })
  return { 'zh-CN': await of('zh'), en: await of('en') }
}

type Ids = Awaited<ReturnType<typeof storyIds>>
const LOCALES = ['zh-CN', 'en'] as const
const texts = { 'zh-CN': zh, en } as unknown as Record<
  (typeof LOCALES)[number],
  Record<string, string>
>

/** Every page type: the lists and pages around content, and the details by the id given. */
const listPages = [
  '',
  '/AGVDetails',
  '/logisticsSolution',
  '/succeedCase/AllCase',
  '/aboutUs/journalism',
  '/investor',
  '/investor-news',
  '/joinUs',
  '/aboutUs/videoDetails',
  '/aboutUs/downloadCenter',
]
const detailPages = (ids: Ids[keyof Ids], parity: 'odd' | 'even') => ({
  case_unavailable: `/caseDetails?id=${ids.case[parity]}`,
  article_unavailable: `/aboutUs/journalism/${ids.news[parity]}`,
  job_unavailable: `/join-details?id=${ids.job[parity]}`,
  investor_unavailable: `/investor-news/${ids.investor[parity]}`,
})
/** The video center with a video chosen (the first of the list: the one the contract proxy breaks). */
const videoPage = (ids: Ids[keyof Ids], index = 0) =>
  `/aboutUs/videoDetails?v=${ids.video.all[index]}`

/** A 503 that says so in the page's language and that no cache keeps or indexes. */
async function expectUnavailable(
  request: APIRequestContext,
  url: string,
  text: string,
): Promise<void> {
  for (let i = 0; i < 2; i++) {
    const response = await request.get(url, { maxRedirects: 0 })
    expect(response.status(), url).toBe(503)
    expect(Number(response.headers()['retry-after']), url).toBeGreaterThan(0)
    expect(response.headers()['cache-control'], url).toBe('no-store')
    expect(response.headers()['x-robots-tag'], url).toBe('noindex')
    expect(response.headers()['x-page-cache'], url).not.toBe('hit')
    const html = await response.text()
    expect(html, url).toContain(text)
    expect(html, url).toMatch(/<meta name="robots" content="noindex/)
  }
}

/** A page that answers 200 (twice) and is never kept while its lists cannot be loaded. */
async function expectListPage(request: APIRequestContext, url: string): Promise<number> {
  let status = 0
  for (let i = 0; i < 2; i++) {
    const response = await request.get(url, { maxRedirects: 0 })
    status = response.status()
    expect(status, url).toBeLessThan(500)
    if (response.headers()['cache-control'] === 'no-store')
      expect(response.headers()['x-page-cache'], url).not.toBe('hit')
  }
  return status
}

/** The site's JSON log lines. */
const logOf = (site: SiteServer) =>
  site
    .output()
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Json)

function siteBehind(damage: Damage) {
  let proxy: Awaited<ReturnType<typeof damagingProxy>> | undefined
  let site: SiteServer | undefined
  let ids: Ids | undefined
  test.beforeAll(async ({ request, baseURL }) => {
    test.setTimeout(180_000)
    ids = await storyIds(request, baseURL!)
    proxy = await damagingProxy(baseURL!, damage)
    site = await startSiteServer(
      { CMS_BASE_URL: proxy.url, CMS_TIMEOUT_MS: '400', LOG_LEVEL: 'warn' },
      { captureOutput: true },
    )
  })
  test.afterAll(async () => {
    await site?.stop()
    await proxy?.close()
  })
  return () => ({ site: site!, ids: ids! })
}

test.describe('behind a content service that fails', () => {
  const setup = siteBehind('outage')

  test('details answer 503 in the visitor language; lists 200 but never cached; never a 500', async ({
    request,
  }) => {
    const { site, ids } = setup()
    for (const locale of LOCALES) {
      for (const path of listPages) {
        const url = `${site.url}/${locale}${path}`
        expect(await expectListPage(request, url), url).toBe(200)
      }
      const list = await request.get(`${site.url}/${locale}/joinUs`)
      expect(list.headers()['cache-control']).toBe('no-store')
      expect(await list.text()).toContain(texts[locale].list_unavailable!)
      for (const [key, path] of Object.entries(detailPages(ids[locale], 'odd'))) {
        const message = key === 'investor_unavailable' ? 'article_unavailable' : key
        await expectUnavailable(request, `${site.url}/${locale}${path}`, texts[locale][message]!)
      }
      await expectUnavailable(
        request,
        `${site.url}/${locale}${videoPage(ids[locale])}`,
        texts[locale].video_unavailable!,
      )
    }
    expect((await request.get(`${site.url}/sitemap.xml`)).status()).toBe(200)
    // Every 5xx is logged once at error level, with its request id, route and cause (the
    // server's own readiness check before it listens is one too: the service is down).
    const errors = logOf(site).filter(
      (entry) => entry.event === 'http.server_error' && entry.path !== '/readyz',
    )
    expect(errors.length).toBe(LOCALES.length * 5 * 2)
    for (const entry of errors) {
      expect(entry).toMatchObject({ level: 50, status: 503 })
      expect(entry.requestId).toMatch(/^[\w-]{8,}$/)
      expect(entry.route).toMatch(/^\/\$lang\//)
      expect(entry.cause).toMatch(/content service/)
    }
  })
})

test.describe('behind a content service that breaks the contract', () => {
  const setup = siteBehind('contract')

  test('broken items are dropped with a warning, a broken detail is a 503, no page is a 500', async ({
    request,
  }) => {
    const { site, ids } = setup()
    for (const locale of LOCALES) {
      for (const path of listPages) await expectListPage(request, `${site.url}/${locale}${path}`)
      // The investor list lost its `list`: the page says so and is not kept.
      const investor = await request.get(`${site.url}/${locale}/investor-news`)
      expect(investor.status()).toBe(200)
      expect(investor.headers()['cache-control']).toBe('no-store')
      expect(await investor.text()).toContain(texts[locale].list_unavailable!)
      for (const [key, path] of Object.entries(detailPages(ids[locale], 'odd'))) {
        const message = key === 'investor_unavailable' ? 'article_unavailable' : key
        await expectUnavailable(request, `${site.url}/${locale}${path}`, texts[locale][message]!)
      }
      // Additions and numbers as strings are survived.
      for (const path of Object.values(detailPages(ids[locale], 'even')).slice(0, 3)) {
        const response = await request.get(`${site.url}/${locale}${path}`, { maxRedirects: 0 })
        expect(response.status(), path).toBe(200)
      }
      // The chosen video broke the contract (null title): a 503, not a 404 and not the empty
      // state; a sound one plays; an unknown one, with the service answering, is a 404.
      await expectUnavailable(
        request,
        `${site.url}/${locale}${videoPage(ids[locale])}`,
        texts[locale].video_unavailable!,
      )
      const sound = await request.get(`${site.url}/${locale}${videoPage(ids[locale], 2)}`)
      expect(sound.status()).toBe(200)
      expect(await sound.text()).toContain('data-testid="video-player"')
      const unknown = `${site.url}/${locale}/aboutUs/videoDetails?v=987654`
      expect((await request.get(unknown)).status()).toBe(404)
    }
    expect((await request.get(`${site.url}/sitemap.xml`)).status()).toBe(200)
    const dropped = logOf(site).filter((entry) => entry.event === 'cms.contract_item_dropped')
    expect(dropped).toContainEqual(
      expect.objectContaining({
        level: 40,
        endpoint: 'GET /article/list',
        id: expect.any(Number),
        field: 'title',
      }),
    )
    expect(dropped).toContainEqual(
      expect.objectContaining({ endpoint: 'GET /job/list', field: 'title' }),
    )
    expect(dropped).toContainEqual(
      expect.objectContaining({ endpoint: 'GET /article/list', field: 'publishDate' }),
    )
    expect(dropped).toContainEqual(
      expect.objectContaining({ endpoint: 'GET /job/getJobCategory', field: 'categoryName' }),
    )
    expect(dropped).toContainEqual(
      expect.objectContaining({
        endpoint: 'GET /media/list',
        id: ids['zh-CN'].video.all[0],
        field: 'title',
      }),
    )
    const errors = site.output().filter((line) => line.includes('"http.server_error"'))
    expect(errors.every((line) => line.includes('"status":503'))).toBe(true)
  })
})
