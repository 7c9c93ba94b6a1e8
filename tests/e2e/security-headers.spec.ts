/**
 * Security headers as a browser behind the production TLS proxy sees them: a second server
 * trusts the loopback proxy (TRUST_PROXY), which reports HTTPS in X-Forwarded-Proto. The score is
 * the HTTP Observatory's, computed from the headers (scripts/observatory-score.ts).
 */
import { expect, test } from '@playwright/test'
import { observatoryScore } from '../../scripts/observatory-score'
import { useSiteServer } from './fixtures'

const ADMIN = 'e2e-security-admin-token-0123456789'
const server = useSiteServer({ TRUST_PROXY: 'loopback', CMS_ADMIN_TOKEN: ADMIN })
const overTls = { 'x-forwarded-proto': 'https' }

/** Response headers with every Set-Cookie kept apart (Playwright joins them with newlines). */
function headersOf(response: { headersArray(): Array<{ name: string; value: string }> }) {
  const headers = new Headers()
  for (const { name, value } of response.headersArray()) headers.append(name, value)
  return headers
}

test('pages over HTTPS score 110 or more with HSTS; "/" sets its cookie Secure (115)', async ({
  request,
}) => {
  for (const path of ['/', '/en/AGVDetails', '/zh-CN/succeedCase/AllCase']) {
    const response = await request.get(`${server().url}${path}`, { headers: overTls })
    expect(response.status(), path).toBe(200)
    const headers = headersOf(response)
    const { score, tests } = observatoryScore(headers)
    // Pages set no cookie (ADR 028), so the +5 for Secure SameSite cookies is "/"'s alone.
    expect(
      score,
      `${path}: ${JSON.stringify(tests.filter((t) => t.modifier !== 0))}`,
    ).toBeGreaterThanOrEqual(path === '/' ? 115 : 110)
    expect(
      tests.filter((t) => t.modifier < 0),
      path,
    ).toEqual([])
    expect(headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
    expect(headers.get('cross-origin-resource-policy')).toBe('same-origin')
    const cookies = headers.getSetCookie()
    expect(cookies.length, path).toBe(path === '/' ? 1 : 0)
    for (const cookie of cookies) expect(cookie).toMatch(/; Secure/)
  }
})

test('static files carry the same security headers as pages', async ({ request }) => {
  const html = await (await request.get(`${server().url}/en`, { headers: overTls })).text()
  const css = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1]
  expect(css).toBeTruthy()
  for (const path of [css!, '/favicon.svg', '/robots.txt', '/qr/home.svg', '/sitemap.xml']) {
    const headers = headersOf(await request.get(`${server().url}${path}`, { headers: overTls }))
    expect(headers.get('x-content-type-options'), path).toBe('nosniff')
    expect(headers.get('cross-origin-resource-policy'), path).toBe('same-origin')
    expect(headers.get('x-frame-options'), path).toBe('SAMEORIGIN')
    expect(headers.get('strict-transport-security'), path).toMatch(/max-age=63072000/)
  }
})

test('private answers are never marked public', async ({ request }) => {
  const home = await request.get(`${server().url}/`, { headers: overTls })
  expect(home.headers()['cache-control']).toBe('private, no-cache')
  const csv = await request.get(`${server().url}/cms/admin/leads.csv`, {
    headers: { ...overTls, authorization: `Bearer ${ADMIN}` },
  })
  expect(csv.status()).toBe(200)
  expect(csv.headers()['cache-control']).toBe('no-store')
})

test('over plain HTTP, or from an untrusted peer, no HSTS and no Secure cookie', async ({
  request,
}) => {
  // The main test server trusts no proxy: a client's X-Forwarded-Proto is not believed.
  const response = await request.get('/en/AGVDetails', { headers: overTls })
  expect(response.headers()['strict-transport-security']).toBeUndefined()
  for (const cookie of headersOf(response).getSetCookie()) expect(cookie).not.toMatch(/Secure/)
})
