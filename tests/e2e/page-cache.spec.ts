/**
 * The page cache (app/lib/page-cache.server.ts): anonymous page requests are answered from memory
 * after the first render, the same bytes and headers for every visitor of a locale (ADR 028), so
 * any shared cache may keep them too; requests that may be personal, and answers that are not a
 * page, are never kept.
 */
import { createHash } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { gotoHydrated, useSiteServer, watchConsole } from './fixtures'

const anonymous = { cookie: 'i18n_redirected=en', 'accept-encoding': 'gzip' }

/** The SHA-256 of each inline script's text, and the hashes the CSP allows. */
function scriptHashes(csp: string | undefined, html: string) {
  const allowed = [...(csp ?? '').matchAll(/'sha256-([^']+)'/g)].map((match) => match[1])
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\ssrc=|application\/ld\+json/.test(attributes!))
    .map(([, , text]) => createHash('sha256').update(text!, 'utf8').digest('base64'))
  return { allowed, scripts }
}

test('a page is rendered once, then answered from memory: the same bytes and CSP each time', async ({
  request,
}) => {
  const path = `/en/productCenter?probe=${Date.now()}`
  const bodies = new Set<string>()
  const policies = new Set<string>()
  const states: string[] = []
  for (let i = 0; i < 3; i++) {
    const response = await request.get(path, { headers: i === 2 ? {} : anonymous })
    expect(response.status()).toBe(200)
    states.push(response.headers()['x-page-cache']!)
    expect(response.headers()['cache-control']).toMatch(/public, max-age=0, s-maxage=\d+/)
    expect(response.headers()['cache-control']).toMatch(/stale-if-error=/)
    expect(response.headers()['set-cookie']).toBeUndefined()
    const html = await response.text()
    expect(html).toContain('</html>')
    const csp = response.headers()['content-security-policy']!
    expect(csp).not.toMatch(/nonce-|unsafe-inline'[^;]*$|script-src[^;]*unsafe/)
    const { allowed, scripts } = scriptHashes(csp, html)
    expect(scripts.length).toBeGreaterThan(1)
    for (const hash of scripts) expect(allowed).toContain(hash)
    expect(html).not.toMatch(/\snonce=/)
    bodies.add(html)
    policies.add(csp)
  }
  expect(states).toEqual(['miss', 'hit', 'hit'])
  expect(bodies.size).toBe(1)
  expect(policies.size).toBe(1)
})

test('the same query in another order is the same page; another locale is another', async ({
  request,
}) => {
  const stamp = Date.now()
  await request.get(`/en/productCenter?a=1&b=${stamp}`, { headers: anonymous })
  const reordered = await request.get(`/en/productCenter?b=${stamp}&a=1`, { headers: anonymous })
  expect(reordered.headers()['x-page-cache']).toBe('hit')
  const german = await request.get(`/de/productCenter?a=1&b=${stamp}`, {
    headers: { ...anonymous, cookie: 'i18n_redirected=de' },
  })
  expect(german.headers()['x-page-cache']).toBe('miss')
  expect(await german.text()).toContain('lang="de"')
})

test('gzip from memory decodes to the whole page; clients without gzip get it plain', async ({
  request,
}) => {
  const path = `/en/AGVDetails?probe=${Date.now()}`
  await request.get(path, { headers: anonymous })
  // Undecoded, as a browser receives it: one gzip member holding the whole page.
  const raw = await fetch(new URL(path, test.info().project.use.baseURL), { headers: anonymous })
  expect(raw.headers.get('content-encoding')).toBe('gzip')
  const plain = await request.get(path, {
    headers: { ...anonymous, 'accept-encoding': 'identity' },
  })
  expect(plain.headers()['content-encoding']).toBeUndefined()
  expect(plain.headers()['x-page-cache']).toBe('hit')
  const text = await plain.text()
  expect(text.endsWith('</html>')).toBe(true)
  // fetch decodes gzip itself: the same whole page (Chromium's reading is the hydration test).
  expect((await raw.text()).endsWith('</html>')).toBe(true)
})

test('never kept: personal requests, other methods, missing pages', async ({ request }) => {
  const path = `/en/productCenter?probe=${Date.now()}`
  await request.get(path, { headers: anonymous })
  const session = await request.get(path, {
    headers: { ...anonymous, cookie: 'i18n_redirected=en; sessionid=abc' },
  })
  expect(session.headers()['x-page-cache']).toBe('bypass')
  expect(session.headers()['cache-control'] ?? '').not.toMatch(/public/)
  for (let i = 0; i < 2; i++) {
    const missing = await request.get('/en/no-such-page-for-the-cache', { headers: anonymous })
    expect(missing.status()).toBe(404)
    expect(missing.headers()['x-page-cache']).toBe('bypass')
  }
  const home = await request.get('/', { headers: { 'accept-language': 'en' } })
  expect(home.headers()['cache-control']).toBe('private, no-cache')
})

test('a page from memory hydrates in the browser under its script hashes', async ({ page }) => {
  const problems = watchConsole(page)
  await page
    .context()
    .addCookies([{ name: 'i18n_redirected', value: 'en', url: test.info().project.use.baseURL! }])
  const path = `/en/logisticsSolution?probe=${Date.now()}`
  await gotoHydrated(page, path)
  const second = page.waitForResponse(
    (r) => r.url().endsWith(path) && r.request().isNavigationRequest(),
  )
  await gotoHydrated(page, path)
  expect((await second).headers()['x-page-cache']).toBe('hit')
  await expect(page.locator('h1')).toBeVisible()
  expect(problems).toEqual([])
})

test('a page from memory carries the same headers as the rendered one, whoever asks', async ({
  request,
}) => {
  const path = `/ja/productCenter?probe=${Date.now()}`
  const japanese = { ...anonymous, cookie: 'i18n_redirected=ja' }
  const rendered = await request.get(path, { headers: japanese })
  const fromMemory = await request.get(path, { headers: japanese })
  // A visitor whose cookie names another locale gets the same page and headers: the browser,
  // not the page, remembers the locale (app/routes/__root.tsx).
  const other = await request.get(path, { headers: anonymous })
  expect(rendered.headers()['x-page-cache']).toBe('miss')
  expect(fromMemory.headers()['x-page-cache']).toBe('hit')
  expect(other.headers()['x-page-cache']).toBe('hit')
  // Everything but what differs per response by design, and the framing.
  const perResponse = [
    'x-page-cache',
    'x-request-id',
    'date',
    'content-length',
    'transfer-encoding',
  ]
  const stable = (headers: Record<string, string>) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => !perResponse.includes(name)))
  expect(stable(fromMemory.headers())).toEqual(stable(rendered.headers()))
  expect(stable(other.headers())).toEqual(stable(rendered.headers()))
  expect(other.headers()['set-cookie']).toBeUndefined()
  expect(await other.text()).toBe(await rendered.text())
})

test.describe('HEAD requests (link checkers, monitors)', () => {
  // A short TTL, so that a page goes stale within a test.
  const TTL_MS = 4_000
  const site = useSiteServer({ PAGE_CACHE_TTL_SECONDS: String(TTL_MS / 1000) })
  const plain = { 'accept-encoding': 'identity' }

  /** A request with Node's fetch: HEAD answers as sent (the length header included). */
  async function ask(method: 'GET' | 'HEAD', path: string) {
    const response = await fetch(`${site().url}${path}`, { method, headers: plain })
    const body = Buffer.from(await response.arrayBuffer())
    return {
      status: response.status,
      state: response.headers.get('x-page-cache'),
      length: response.headers.get('content-length'),
      body,
    }
  }

  /** What a visitor reads after the HEAD: the whole page, and a length that is the body's. */
  async function expectWholePage(path: string) {
    const page = await ask('GET', path)
    expect(page.status, path).toBe(200)
    expect(page.body.toString().endsWith('</html>'), `${path}: ${page.body.length} bytes`).toBe(
      true,
    )
    if (page.length !== null) expect(Number(page.length), path).toBe(page.body.length)
    return page
  }

  /** A HEAD: no body, a 200 and, when it names a length, the length of the page a GET gets. */
  async function head(path: string) {
    const answer = await ask('HEAD', path)
    expect(answer.status, path).toBe(200)
    expect(answer.body.length, path).toBe(0)
    expect(answer.length, path).not.toBe('0')
    return answer
  }

  test('a HEAD of a page nobody asked for yet leaves the page whole for the next visitor', async () => {
    const stamp = Date.now()
    for (const path of [
      `/vi/aboutUs/chairman?utm_campaign=x1&probe=${stamp}`,
      `/zh-CN/consultation?probe=${stamp}`,
      `/hu/aboutUs/electricity?utm_source=checker&probe=${stamp}`,
    ]) {
      await head(path)
      await head(path)
      const page = await expectWholePage(path)
      expect(page.state, path).toMatch(/^(hit|miss)$/)
      // And from memory once more (the fast path).
      expect((await expectWholePage(path)).state, path).toBe('hit')
    }
  })

  test('a HEAD of a fresh page answers from memory with the length of the page', async () => {
    const path = `/ja/consultation?probe=${Date.now()}`
    const first = await expectWholePage(path)
    expect(first.state).toBe('miss')
    const answer = await head(path)
    expect(answer.state).toBe('hit')
    if (answer.length !== null) expect(Number(answer.length)).toBe(first.body.length)
    expect((await expectWholePage(path)).body.equals(first.body)).toBe(true)
  })

  test('a HEAD of a stale page never becomes the refreshed page', async () => {
    const path = `/en/productCenter?utm_campaign=x1&probe=${Date.now()}`
    const first = await expectWholePage(path)
    const keptAt = Date.now()
    expect(first.state).toBe('miss')
    // The entry goes stale once its TTL has passed (a deadline, not a guess).
    await expect.poll(() => Date.now(), { timeout: TTL_MS * 3 }).toBeGreaterThan(keptAt + TTL_MS)
    expect((await head(path)).state).toBe('stale')
    // The HEAD started one refresh in the background: once it is in, it is a whole page.
    await expect
      .poll(async () => (await expectWholePage(path)).state, { timeout: 20_000 })
      .toBe('hit')
    await expectWholePage(path)
  })
})
