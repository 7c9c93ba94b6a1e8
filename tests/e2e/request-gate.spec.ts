/**
 * What the server answers to requests no page sends: other methods on pages, `//` paths with a
 * foreign Host, and server-function calls with a wrong type, size, body or id. Each is a clear
 * 4xx (never 200, never 500) with a JSON answer in the caller's language where a form reads it.
 */
import { request } from 'node:http'
import { connect } from 'node:net'
import { expect, test, type Page } from '@playwright/test'
import { gotoHydrated } from './fixtures'

test('pages answer 405 to methods other than GET and HEAD, 204 with Allow to OPTIONS', async ({
  request,
}) => {
  for (const method of ['PUT', 'DELETE', 'PATCH', 'TRACE', 'POST']) {
    const response = await request.fetch('/en/AGVDetails', { method })
    expect(response.status(), method).toBe(405)
    expect(response.headers()['allow']).toBe('GET, HEAD, OPTIONS')
  }
  const options = await request.fetch('/en', { method: 'OPTIONS' })
  expect(options.status()).toBe(204)
  expect((await request.fetch('/en', { method: 'HEAD' })).status()).toBe(200)
})

/** One raw HTTP GET: the path and Host exactly as given (clients would normalize `//`). */
function rawGet(baseURL: string, path: string, host: string) {
  const { hostname, port } = new URL(baseURL)
  return new Promise<{ status: number; location?: string }>((resolve, reject) => {
    request({ hostname, port, path, headers: { host } }, (response) => {
      response.resume()
      resolve({ status: response.statusCode ?? 0, location: response.headers.location })
    })
      .on('error', reject)
      .end()
  })
}

test('a `//` path never redirects to the Host the client names', async ({ baseURL }) => {
  const foreign = await rawGet(baseURL!, '//foo', 'evil.example')
  expect(foreign.status).toBe(301)
  expect(foreign.location).toBe('/foo')
  const nested = await rawGet(baseURL!, '/en//AGVDetails?x=1', 'evil.example')
  expect(nested.location).toBe('/en/AGVDetails?x=1')
})

/**
 * On one connection: a POST whose headers declare `length` bytes, the answer read before a byte of
 * the body is sent, then the body, then a GET of `/en`. The status lines of both answers, or of
 * what arrived before the connection broke.
 */
async function refusedThenReused(
  baseURL: string,
  path: string,
  headers: Record<string, string>,
  length: number,
): Promise<string[]> {
  const { hostname, port } = new URL(baseURL)
  const socket = connect(Number(port), hostname)
  let received = ''
  const broken = new Promise<void>((resolve) => socket.on('close', () => resolve()))
  socket.on('error', () => {})
  const statuses = () => received.match(/^HTTP\/1\.1 \d+/gm) ?? []
  const until = async (count: number) => {
    const deadline = Date.now() + 15_000
    while (statuses().length < count && !socket.destroyed && Date.now() < deadline)
      await Promise.race([new Promise((resolve) => socket.once('data', resolve)), broken])
  }
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')))
  const head = Object.entries({ ...headers, 'content-length': String(length) })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')
  socket.write(`POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n${head}\r\n`)
  await until(1)
  socket.write('a'.repeat(length))
  socket.write(`GET /en HTTP/1.1\r\nHost: ${hostname}:${port}\r\n\r\n`)
  await until(2)
  socket.destroy()
  return statuses()
}

/** A server function this build has, with an input: the region tree the dialog loads on opening. */
async function knownFunctionUrl(page: Page): Promise<string> {
  await gotoHydrated(page, '/de')
  const call = page.waitForRequest(
    (r) => r.url().includes('/_serverFn/') && r.url().includes('payload='),
  )
  await page.getByTestId('consult-button').click()
  return new URL((await call).url()).pathname
}

test('server-function calls: wrong type 415, too large 413, broken or deep body 400, unknown id 404, localized', async ({
  page,
  baseURL,
}) => {
  const url = await knownFunctionUrl(page)
  const headers = {
    'x-tsr-serverFn': 'true',
    origin: baseURL!,
    referer: `${baseURL}/de/AGVDetails`,
    'content-type': 'application/json',
  }
  const post = (body: string, extra: Record<string, string> = {}, path = url) =>
    page.request.post(path, { headers: { ...headers, ...extra }, data: body })
  const cases: Array<[string, Promise<Awaited<ReturnType<typeof post>>>, number]> = [
    ['jsonp', post('{}', { 'content-type': 'application/jsonp' }), 415],
    ['json-patch', post('{}', { 'content-type': 'application/json-patch+json' }), 415],
    ['utf-16', post('{}', { 'content-type': 'application/json; charset=utf-16' }), 415],
    ['empty', post(''), 400],
    ['truncated', post('{"t":'), 400],
    ['not a payload', post('[1,2]'), 400],
    ['deep', post(`${'['.repeat(5000)}${']'.repeat(5000)}`), 400],
    ['large', post(`"${'a'.repeat(200_000)}"`), 413],
    ['unknown id', post('{}', {}, '/_serverFn/not-a-function'), 404],
  ]
  for (const [name, pending, status] of cases) {
    const response = await pending
    expect(response.status(), name).toBe(status)
    const body = (await response.json()) as { status: string; code: number; msg: string }
    expect(body, name).toMatchObject({ status: 'rejected', code: status })
    expect(body.msg.length, name).toBeGreaterThan(5)
  }
  const tooLarge = await post(`"${'a'.repeat(200_000)}"`)
  expect(((await tooLarge.json()) as { msg: string }).msg).toBe('Die Anfrage ist zu groß.')
  // Refused before its body arrived, a body within the drain bound (128 KB) is still read: the
  // connection then serves the client's next request (it was reset before, and the client's next
  // call failed). A longer rest is read no further, and its connection is let go.
  expect(await refusedThenReused(baseURL!, url, headers, 100_000)).toEqual([
    'HTTP/1.1 413',
    'HTTP/1.1 200',
  ])
  // A payload of the right shape with wrong values: 400 from the function's own validator.
  const wrongValues = await page.request.get(
    `${url}?payload=${encodeURIComponent('{"t":{"t":10,"i":0,"p":{"k":["data"],"v":[{"t":1,"s":"x"}]},"o":0},"f":127,"m":[]}')}`,
    { headers },
  )
  expect(wrongValues.status()).toBe(400)
})

test('a refused lead answers a 4xx status with the message the visitor reads', async ({ page }) => {
  await gotoHydrated(page, '/en')
  await page.getByTestId('consult-button').click()
  const dialog = page.getByTestId('consult-dialog')
  await dialog.locator('[name="customersName"]').fill('Ada')
  await dialog.locator('[name="customersPhone"]').fill('13800138000')
  await dialog.locator('[name="companyName"]').fill('Refused Ltd')
  await dialog.locator('[name="industry"]').fill('Food')
  await dialog.locator('[name="demand"]').fill('Pallet AGVs')
  // The field people never see, filled as a bot fills it.
  await dialog.locator('[name="website"]').fill('https://spam.example', { force: true })
  await page.getByTestId('region-trigger').click()
  const filter = page.getByTestId('region-filter')
  for (const name of ['Outside', 'Germany']) {
    await filter.fill(name)
    await expect(page.getByRole('option').first()).toContainText(name, { timeout: 15_000 })
    await filter.press('Enter')
  }
  const answer = page.waitForResponse(
    (r) => r.url().includes('/_serverFn/') && r.request().method() === 'POST',
  )
  await page.getByTestId('consult-submit').click()
  const response = await answer
  expect(response.status()).toBe(400)
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Some fields are invalid' }),
  ).toBeVisible()
})
