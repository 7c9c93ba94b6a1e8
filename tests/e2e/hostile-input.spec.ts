/**
 * A generated hostile-input suite (issue 14, item 7): several hundred requests no page sends, over
 * every content-service endpoint (api-spec/cms-open-api.yaml), every server function the pages
 * call, and every page. Deterministic: one seeded PRNG (mulberry32; HOSTILE_SEED=<n> picks another
 * run, the seed is printed) chooses the values, so a failure reproduces. Loopback only, at most 8
 * requests in flight. For every answer:
 * - never a 5xx;
 * - an HTML answer shows none of the injected markers raw (escaped is fine), and no
 *   `href="javascript:`; a non-HTML answer that echoes one is not HTML and says `nosniff`;
 * - a write is refused (4xx), and nothing is stored: leads, applications and download requests,
 *   counted through the admin API, are as many after each test as before. The probes go to a
 *   server of this file's own (its own data directory), so that other files' writes never count.
 * Only the browser part of the server-function test uses a page: to learn the function ids.
 */
import { request as httpRequest } from 'node:http'
import { readFileSync } from 'node:fs'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { fromJSON, toJSONAsync } from 'seroval'
import { parse as parseYaml } from 'yaml'
import { locales } from '../../app/i18n/locales'
import { postedPageLocale, samplePaths } from '../../app/site/registry'
import { gotoHydrated, useSiteServer } from './fixtures'

const ADMIN = 'e2e-admin-token-0123456789abcdef'
const SEED = Number(process.env.HOSTILE_SEED ?? 20_261_124)
/** HOSTILE_TRACE=1: one request at a time, each printed before it is sent (to find a crash). */
const TRACE = process.env.HOSTILE_TRACE === '1'
const IN_FLIGHT = TRACE ? 1 : 8
const API = '/cms/open/api'

/** This file's own server: its stored counts move only with this file's requests. */
const hostile = useSiteServer({
  CONSULT_RATE_LIMIT: '100000',
  FORM_REFUSED_RATE_LIMIT: '100000',
  CMS_WRITE_RATE_LIMIT: '100000',
  CMS_ADMIN_TOKEN: ADMIN,
})

/** A request context on this file's server, for one test. */
async function onHostileServer(
  playwright: { request: { newContext(o: { baseURL: string }): Promise<APIRequestContext> } },
  run: (request: APIRequestContext, baseURL: string) => Promise<void>,
) {
  const baseURL = hostile().url
  const request = await playwright.request.newContext({ baseURL })
  try {
    await run(request, baseURL)
  } finally {
    await request.dispose()
  }
}

// ---------------------------------------------------------------------------------------------
// Deterministic randomness

/** mulberry32: a tiny seeded PRNG, so that a failing request can be sent again. */
function prng(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
  const sample = <T>(items: readonly T[], n: number): T[] => {
    const rest = [...items]
    const out: T[] = []
    while (out.length < n && rest.length)
      out.push(rest.splice(Math.floor(next() * rest.length), 1)[0]!)
    return out
  }
  return { next, pick, sample }
}
type Rng = ReturnType<typeof prng>

/** FNV-1a: a seed from a text. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return h >>> 0
}

// ---------------------------------------------------------------------------------------------
// Hostile values

/** What must never come back raw in HTML. */
const MARK = {
  script: '<script>x1</script>',
  img: '"><img src=x onerror=alert(1)>',
  svg: "'><svg/onload=alert(1)>",
  href: 'javascript:alert(1)',
} as const
const RAW_MARKERS = ['<script>x1</script>', '<img src=x onerror=', '<svg/onload=']
const JAVASCRIPT_HREF = /\bhref\s*=\s*["']?\s*javascript:/i

const LONG = 'A'.repeat(10_000)
const enc = encodeURIComponent

/** Path parameters, already encoded for a URL path. */
const HOSTILE_IDS = [
  '0',
  '-1',
  '2147483648',
  '99999999999',
  '1e309',
  '1.5',
  '0x10',
  'NaN',
  'abc',
  '%00',
  '..%2f..%2fetc%2fpasswd',
  LONG,
  enc('１２３'), // full-width digits
  enc('٣'), // an Arabic-Indic digit
  enc('🔥💥'),
  enc(MARK.script),
  '%ED%A0%80', // a lone surrogate's bytes: not UTF-8
  '%20',
]

/** Query values: decoded strings (encoded when sent) ... */
const QUERY_VALUES = [
  '\u0000',
  '\u0001\u0007\u001b[2J',
  LONG,
  "' OR 1=1--",
  '1; DROP TABLE article;--',
  '__proto__',
  '-1',
  '0',
  '2147483648',
  '1e309',
  'NaN',
  '',
  '\u200b\u200b',
  'ｅｎ',
  '🔥'.repeat(40),
  '{"$ne":null}',
  '../../etc/passwd',
  MARK.script,
  MARK.img,
  MARK.svg,
  MARK.href,
].map(enc)
/** ... and some that are malformed once encoded (sent as they are). */
const RAW_QUERY_VALUES = ['%00', '%ED%A0%80', '%ff%fe', '%E0%A4%A', '%zz', '%']
const ALL_QUERY_VALUES = [...QUERY_VALUES, ...RAW_QUERY_VALUES]

/** Query strings that are hostile by their shape rather than their values. */
const HOSTILE_QUERY_SHAPES = [
  'language=en&language=zh',
  'language[]=en',
  'language[$ne]=x',
  '__proto__[polluted]=1&language=en',
  'constructor[prototype][polluted]=1&language=en',
  '&&&=&=',
  `${'a'.repeat(2_000)}=1&language=en`,
  'language=en&pageNum=1&pageNum=2&pageSize=1&pageSize=1000',
]

/** Text values a visitor's field must refuse (control characters, nothing visible, too long). */
const REFUSED_TEXT = [
  '\u0000',
  'Anna\u0000',
  '\u001b[31mAnna',
  '\u200b\u200b\u200b',
  '\u2800\u3164',
  ' ',
  LONG,
  'x'.repeat(300),
]
/** Values of the wrong type. */
const WRONG_TYPES: unknown[] = [
  null,
  0,
  -1,
  true,
  [],
  ['Anna'],
  {},
  { $ne: null },
  { toString: 'x' },
]

function deepJson(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
}

// ---------------------------------------------------------------------------------------------
// Sending and checking

interface Probe {
  method: string
  /** Path and query, exactly as sent (already encoded). */
  path: string
  headers?: Record<string, string>
  body?: string | Buffer
  /**
   * Byte-exact over node:http, on a connection of its own: paths a client would normalize (`..`,
   * `//`), a foreign Host, and bodies the server may refuse before reading them.
   */
  raw?: boolean
  /** A lying or oversized body: the server may close the connection instead of answering. */
  mayDrop?: boolean
  /** 'refused': any 4xx; a number: exactly that status. Otherwise any status below 500. */
  expect?: 'refused' | number
}

interface Answer {
  status: number
  contentType: string
  nosniff: boolean
  body: string
}

function rawSend(base: URL, probe: Probe): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = probe.body === undefined ? undefined : Buffer.from(probe.body)
    const outgoing = httpRequest(
      {
        host: base.hostname,
        port: base.port,
        agent: false,
        method: probe.method,
        path: probe.path,
        headers: {
          host: base.host,
          connection: 'close',
          ...(body ? { 'content-length': String(body.length) } : {}),
          ...probe.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers['content-type'] ?? ''),
            nosniff: response.headers['x-content-type-options'] === 'nosniff',
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        response.on('error', reject)
      },
    )
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error('timed out')))
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

async function send(request: APIRequestContext, base: URL, probe: Probe): Promise<Answer> {
  if (probe.raw || (probe.body?.length ?? 0) > 64 * 1024) return rawSend(base, probe)
  const url = new URL(`${base.origin}${probe.path}`)
  // Never anywhere but the server under test.
  if (url.origin !== base.origin) throw new Error(`not loopback: ${probe.path}`)
  const response = await request.fetch(url.href, {
    method: probe.method,
    headers: probe.headers,
    data: probe.body,
    maxRedirects: 0,
    failOnStatusCode: false,
    timeout: 30_000,
  })
  const headers = response.headers()
  return {
    status: response.status(),
    contentType: headers['content-type'] ?? '',
    nosniff: headers['x-content-type-options'] === 'nosniff',
    body: probe.method === 'HEAD' ? '' : (await response.body()).toString('utf8'),
  }
}

const excerpt = (text: string | Buffer | undefined, max = 160) => {
  if (text === undefined) return ''
  const s = (Buffer.isBuffer(text) ? text.subarray(0, max * 4).toString('latin1') : text).slice(
    0,
    max,
  )
  return (
    JSON.stringify(s) + (Buffer.byteLength(text) > max ? `…(${Buffer.byteLength(text)} B)` : '')
  )
}

function describe(probe: Probe): string {
  const headers = Object.entries(probe.headers ?? {})
    .map(([name, value]) => `${name}: ${excerpt(value, 60)}`)
    .join('; ')
  return `${probe.method} ${probe.path.length > 200 ? `${probe.path.slice(0, 200)}…(${probe.path.length} chars)` : probe.path}${headers ? ` [${headers}]` : ''}${probe.body !== undefined ? ` body ${excerpt(probe.body, 1_500)}` : ''}${probe.raw ? ' (raw)' : ''}`
}

/** What is wrong with this answer (nothing: an empty list). */
function problemsOf(probe: Probe, answer: Answer): string[] {
  const problems: string[] = []
  const { status } = answer
  if (status >= 500) problems.push(`status ${status}`)
  else if (probe.expect === 'refused' && (status < 400 || status >= 500))
    problems.push(`status ${status}, expected a refusal (4xx)`)
  else if (typeof probe.expect === 'number' && status !== probe.expect)
    problems.push(`status ${status}, expected ${probe.expect}`)
  const html = /text\/html|xhtml|image\/svg/i.test(answer.contentType)
  const echoed = RAW_MARKERS.filter((marker) => answer.body.includes(marker))
  if (html) {
    for (const marker of echoed) problems.push(`HTML reflects ${marker} unescaped`)
    if (JAVASCRIPT_HREF.test(answer.body)) problems.push('HTML has an href="javascript:…"')
  } else if (echoed.length || answer.body.includes('<script')) {
    if (!answer.contentType) problems.push('echoes markup without a Content-Type')
    else if (!answer.nosniff)
      problems.push(`echoes markup as ${answer.contentType} without nosniff`)
  }
  return problems
}

/**
 * `send`, and once more for a GET or HEAD whose kept-alive connection the server closed as the
 * request went out (its idle timeout, `IDLE_TIMEOUT_SECONDS`, met the client's reuse: ECONNRESET
 * on a busy machine). Browsers retry such a request on a new connection (RFC 9112, 9.3.1); a
 * server that is down or crashed fails the second attempt too.
 */
async function sendIdempotentAgain(request: APIRequestContext, base: URL, probe: Probe) {
  try {
    return await send(request, base, probe)
  } catch (error) {
    const reset = /ECONNRESET|socket hang up/.test((error as Error).message)
    if (!reset || !['GET', 'HEAD'].includes(probe.method)) throw error
    return send(request, base, probe)
  }
}

/** Runs the probes, at most IN_FLIGHT at a time; resolves with the failures and status counts. */
async function runProbes(request: APIRequestContext, base: URL, probes: Probe[]) {
  const failures: string[] = []
  const statuses = new Map<number | string, number>()
  let next = 0
  const worker = async () => {
    while (next < probes.length) {
      const probe = probes[next++]!
      if (TRACE) console.log(`[hostile] ${describe(probe)}`)
      let answer: Answer
      try {
        answer = await sendIdempotentAgain(request, base, probe)
      } catch (error) {
        // A server may close the connection on a body it refuses unread (a crash shows anyway:
        // every later request, and the counts after, go unanswered).
        if (probe.mayDrop || (probe.body?.length ?? 0) > 64 * 1024) {
          statuses.set('dropped', (statuses.get('dropped') ?? 0) + 1)
          continue
        }
        statuses.set('no answer', (statuses.get('no answer') ?? 0) + 1)
        failures.push(
          `${describe(probe)}\n    → no answer: ${(error as Error).message.split('\n')[0]}`,
        )
        continue
      }
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
      const problems = problemsOf(probe, answer)
      if (problems.length)
        failures.push(
          `${describe(probe)}\n    → ${problems.join('; ')}\n    → ${answer.status} ${answer.contentType} ${excerpt(answer.body, 300)}`,
        )
    }
  }
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker))
  return { failures, statuses }
}

const KINDS = ['leads', 'applications', 'downloads'] as const

async function storedCounts(request: APIRequestContext): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const kind of KINDS) {
    const response = await request.get(`/cms/admin/${kind}`, {
      headers: { authorization: `Bearer ${ADMIN}` },
    })
    expect(response.status(), `GET /cms/admin/${kind}`).toBe(200)
    counts[kind] = ((await response.json()) as { data: { total: number } }).data.total
  }
  return counts
}

/** The whole check of one source: counts before, the probes, counts after, a summary line. */
async function assertHostileProbes(
  name: string,
  request: APIRequestContext,
  baseURL: string | undefined,
  probes: Probe[],
) {
  const base = new URL(baseURL!)
  expect(['127.0.0.1', 'localhost', '[::1]'], 'loopback only').toContain(base.hostname)
  const before = await storedCounts(request)
  const started = Date.now()
  const { failures, statuses } = await runProbes(request, base, probes)
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const after = await storedCounts(request)
  const summary = [...statuses.entries()]
    .sort(([a], [b]) => String(a).localeCompare(String(b)))
    .map(([status, count]) => `${status}×${count}`)
    .join(' ')
  console.log(
    `[hostile seed ${SEED}] ${name}: ${probes.length} requests in ${seconds} s: ${summary}`,
  )
  expect
    .soft(failures, `${failures.length} of ${probes.length} failed:\n${failures.join('\n')}`)
    .toEqual([])
  expect(after, 'nothing stored (admin API counts before → after)').toEqual(before)
}

// ---------------------------------------------------------------------------------------------
// Bodies

/** A multipart body written by hand, so that names, boundaries and bytes are exactly hostile. */
function multipart(
  parts: Array<{ name: string; value: string | Buffer; filename?: string; type?: string }>,
  boundary = '----hostile7MA4YWxkTrZu0gW',
): { body: Buffer; contentType: string } {
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
        'utf8',
      ),
      Buffer.from(part.value),
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(512, 1)])
const SIX_MB = Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024, 0x20)])

/** Hostile CV uploads: each is refused by something other than its file name alone. */
function hostileUploads(
  rng: Rng,
): Array<{ label: string; parts: Parameters<typeof multipart>[0] }> {
  const fields = (overrides: Record<string, string> = {}) =>
    Object.entries({
      jobId: '1',
      name: 'Anna Berg',
      phone: '+4930123456',
      email: 'anna@example.com',
      ...overrides,
    }).map(([name, value]) => ({ name, value }))
  const file = (value: Buffer, filename: string, type = 'application/pdf') => ({
    name: 'file',
    value,
    filename,
    type,
  })
  const hostileNames = [
    '../../../../etc/passwd',
    '..\\..\\windows\\win.ini',
    'cv\u0000.pdf',
    `${'n'.repeat(1_000)}.pdf`,
    `${MARK.script}.pdf`,
    'cv".pdf; name="jobId',
    '',
  ]
  return [
    { label: 'empty file', parts: [...fields(), file(Buffer.alloc(0), 'cv.pdf')] },
    { label: 'wrong magic', parts: [...fields(), file(EXE, 'cv.pdf')] },
    { label: 'six megabytes', parts: [...fields(), file(SIX_MB, 'cv.pdf')] },
    { label: 'no file', parts: fields() },
    {
      label: 'file as text',
      parts: [...fields(), { name: 'file', value: PDF.toString('latin1') }],
    },
    // Hostile names with a wrong file, a missing job, or a field the schema refuses.
    ...hostileNames.map((filename) => ({
      label: `name ${excerpt(filename, 30)}`,
      parts: [
        ...fields(
          rng.pick<Record<string, string>>([
            { jobId: '99999999' },
            { email: 'not-an-email' },
            { name: '\u0000' },
            { phone: rng.pick(REFUSED_TEXT) },
          ]),
        ),
        file(rng.pick([PDF, EXE]), filename),
      ],
    })),
    {
      label: 'hostile fields',
      parts: [
        ...fields({ jobId: rng.pick(['0', '-1', '2147483648', '1e309', 'abc']) }),
        file(PDF, 'cv.pdf'),
      ],
    },
    { label: 'honeypot', parts: [...fields({ website: MARK.img }), file(PDF, 'cv.pdf')] },
  ]
}

// ---------------------------------------------------------------------------------------------
// Source 1: the content service

interface OpenApi {
  paths: Record<
    string,
    Record<string, { parameters?: Array<{ $ref?: string; name?: string; in?: string }> }>
  >
  components: { parameters: Record<string, { name: string; in: string }> }
}

async function formToken(request: APIRequestContext): Promise<string> {
  const response = await request.get(`${API}/formToken`)
  expect(response.status()).toBe(200)
  const token = ((await response.json()) as { data: { token: string } }).data.token
  await new Promise((resolve) => setTimeout(resolve, 400)) // older than CMS_MIN_FILL_MS (300)
  return token
}

function contentServiceProbes(rng: Rng, token: string, origin: string): Probe[] {
  const spec = parseYaml(readFileSync('api-spec/cms-open-api.yaml', 'utf8')) as OpenApi
  const probes: Probe[] = []
  const writeHeaders = { origin, 'x-form-token': token, 'content-type': 'application/json' }
  const methods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH']

  for (const [template, operations] of Object.entries(spec.paths)) {
    const params = (operation: (typeof operations)[string]) =>
      (operation.parameters ?? []).map((p) =>
        p.$ref
          ? spec.components.parameters[p.$ref.split('/').pop()!]!
          : (p as { name: string; in: string }),
      )
    const concrete = template.replace(/\{[^}]+\}/g, '1')
    // Methods the path does not have: refused.
    for (const method of methods.filter((m) => !(m.toLowerCase() in operations)))
      probes.push({ method, path: `${API}${concrete}`, expect: 'refused' })

    for (const [method, operation] of Object.entries(operations)) {
      const queryNames = params(operation)
        .filter((p) => p.in === 'query')
        .map((p) => p.name)
      if (method === 'get') {
        // Path parameters: every hostile id.
        if (template.includes('{'))
          for (const id of HOSTILE_IDS)
            probes.push({
              method: 'GET',
              path: `${API}${template.replace(/\{[^}]+\}/g, id)}?language=en`,
            })
        // Each query parameter with hostile values, the others valid.
        for (const name of queryNames) {
          for (const value of rng.sample(ALL_QUERY_VALUES, 4)) {
            const query = queryNames
              .map(
                (other) => `${other}=${other === name ? value : other === 'language' ? 'en' : '1'}`,
              )
              .join('&')
            probes.push({ method: 'GET', path: `${API}${concrete}?${query}` })
          }
        }
        for (const shape of rng.sample(HOSTILE_QUERY_SHAPES, 3))
          probes.push({ method: 'GET', path: `${API}${concrete}?${shape}` })
        probes.push({ method: 'GET', path: `${API}${concrete}` }) // required parameters missing
        probes.push({
          method: 'GET',
          path: `${API}${concrete}?language=en`,
          headers: { 'accept-language': rng.pick([MARK.script, 'x'.repeat(5_000), '*;q=NaN']) },
        })
        continue
      }

      // Writes.
      const path = `${API}${template}`
      if (path.endsWith('/job/resume/add')) {
        for (const { parts } of hostileUploads(rng)) {
          const { body, contentType } = multipart(parts)
          probes.push({
            method: 'POST',
            path,
            headers: { ...writeHeaders, 'content-type': contentType },
            body,
            expect: 'refused',
          })
        }
        const { body } = multipart([{ name: 'file', value: PDF, filename: 'cv.pdf' }])
        for (const contentType of [
          'multipart/form-data',
          'multipart/form-data; boundary=',
          'text/plain',
          'application/json',
        ])
          probes.push({
            method: 'POST',
            path,
            headers: { ...writeHeaders, 'content-type': contentType },
            body,
            expect: 'refused',
          })
        continue
      }
      const valid: Record<string, unknown> = path.endsWith('/potentialCustomers/add')
        ? {
            customersName: 'Anna',
            customersPhone: '+4930123456',
            customersAddress: 'Outside mainland China/Germany',
            companyName: 'Hostile GmbH',
            demand: 'Line-side feeding',
            industry: 'Automotive',
          }
        : {
            name: 'Anna Berg',
            phone: '+4930123456',
            company: 'Hostile GmbH',
            email: 'anna@example.com',
            downloadId: 1,
          }
      const json = (value: unknown) => JSON.stringify(value)
      const bodies: string[] = []
      // One field refused (bad text or wrong type), maybe a marker in another.
      for (const field of Object.keys(valid)) {
        for (const bad of [rng.pick(REFUSED_TEXT), rng.pick(WRONG_TYPES), undefined]) {
          const other = rng.pick(Object.keys(valid).filter((f) => f !== field))
          bodies.push(
            json({
              ...valid,
              [other]: rng.pick([valid[other], MARK.img, MARK.script, MARK.svg]),
              [field]: bad,
            }),
          )
        }
      }
      bodies.push(
        json({ ...valid, extra: 1 }),
        `${json(valid).slice(0, -1)},"__proto__":{"polluted":true}}`,
        json({ ...valid, constructor: { prototype: { polluted: true } } }),
        json({ ...valid, website: MARK.href }), // the honeypot
        json({ ...valid, [MARK.script]: 1 }),
        json([valid]),
        json('valid'),
        'null',
        '',
        '{',
        `${json(valid).slice(0, 40)}`,
        deepJson(5_000),
        `[${'['.repeat(5_000)}${']'.repeat(5_000)}]`,
        json({ ...valid, demand: 'd'.repeat(200_000) }),
        `\ufeff${json({ ...valid, customersName: 1, name: 1 })}`,
      )
      for (const body of bodies)
        probes.push({ method: 'POST', path, headers: writeHeaders, body, expect: 'refused' })
      const someBad = json({ ...valid, [Object.keys(valid)[0]!]: '\u0000' })
      for (const contentType of [
        'application/jsonp',
        'text/plain',
        'application/json; charset=utf-16',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'application/json-patch+json',
      ])
        probes.push({
          method: 'POST',
          path,
          headers: { ...writeHeaders, 'content-type': contentType },
          body: json(valid),
          expect: 'refused',
        })
      // The guards themselves: no token, a forged one, another origin.
      probes.push(
        {
          method: 'POST',
          path,
          headers: { origin, 'content-type': 'application/json' },
          body: someBad,
          expect: 'refused',
        },
        {
          method: 'POST',
          path,
          headers: { ...writeHeaders, 'x-form-token': `${token.slice(0, -4)}AAAA` },
          body: someBad,
          expect: 'refused',
        },
        {
          method: 'POST',
          path,
          headers: { ...writeHeaders, 'x-form-token': MARK.script },
          body: someBad,
          expect: 'refused',
        },
        {
          method: 'POST',
          path,
          headers: { ...writeHeaders, origin: 'https://evil.example' },
          body: json(valid),
          expect: 'refused',
        },
        {
          method: 'POST',
          path,
          headers: { ...writeHeaders, 'sec-fetch-site': 'cross-site' },
          body: json(valid),
          expect: 'refused',
        },
        {
          method: 'POST',
          path,
          headers: { ...writeHeaders, 'content-type': 'application/json' },
          raw: true,
          expect: 'refused',
        },
      )
    }
  }

  // Beside the spec: the signed download link, the files, the admin API without its token.
  for (const id of rng.sample(HOSTILE_IDS, 5))
    probes.push({
      method: 'GET',
      path: `${API}/download/file/${id}?expires=${rng.pick(ALL_QUERY_VALUES)}&sig=${rng.pick(ALL_QUERY_VALUES)}`,
    })
  probes.push(
    {
      method: 'GET',
      path: `${API}/download/file/1?expires=9999999999999&sig=${'A'.repeat(43)}`,
      expect: 403,
    },
    { method: 'GET', path: `${API}/download/file/1` },
    { method: 'GET', path: '/cms/files/videos/..%2f..%2f..%2fetc%2fpasswd' },
    { method: 'GET', path: '/cms/files/videos/%2e%2e%2fpackage.json' },
    { method: 'GET', path: '/cms/files/../../package.json', raw: true },
    { method: 'GET', path: `/cms/files/videos/${enc(MARK.script)}.mp4` },
    { method: 'GET', path: '/cms/files/videos/x.mp4', headers: { range: 'bytes=99999999999-' } },
    { method: 'GET', path: `/cms/nothing/${LONG}` },
    { method: 'GET', path: `${API}/${enc(MARK.script)}` },
  )
  for (const kind of KINDS)
    for (const authorization of [
      '',
      'Bearer ',
      `Bearer ${ADMIN.slice(0, -1)}`,
      `Basic ${ADMIN}`,
      `Bearer ${LONG}`,
    ])
      probes.push({
        method: 'GET',
        path: `/cms/admin/${kind}`,
        headers: { authorization },
        expect: 401,
      })
  probes.push({
    method: 'GET',
    path: '/cms/admin/leads.csv?since=<script>',
    headers: { authorization: `Bearer ${ADMIN}` },
    expect: 400,
  })
  return probes
}

test('content service: every endpoint of the open API refuses hostile input without a 5xx or a stored write', async ({
  playwright,
}) => {
  test.setTimeout(120_000)
  await onHostileServer(playwright, async (request, baseURL) => {
    const rng = prng(SEED)
    const token = await formToken(request)
    const probes = contentServiceProbes(rng, token, new URL(baseURL).origin)
    await assertHostileProbes('content service', request, baseURL, probes)
  })
})

// ---------------------------------------------------------------------------------------------
// Source 2: server functions

interface ServerFnCall {
  id: string
  method: string
  /** GET: the `payload` query parameter; POST: the body. */
  payload: string
}

/**
 * The server functions pages call, learnt in a browser: the consultation dialog (region tree,
 * form token, and its submit, recorded and aborted so that nothing is stored), the download
 * center's form, and pages reached by client-side navigation.
 */
async function discoverServerFns(page: Page): Promise<ServerFnCall[]> {
  const calls = new Map<string, ServerFnCall>()
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (!url.pathname.startsWith('/_serverFn/')) return
    const id = url.pathname.slice('/_serverFn/'.length)
    const payload =
      r.method() === 'GET' ? (url.searchParams.get('payload') ?? '') : (r.postData() ?? '')
    if (!calls.has(`${r.method()} ${id}`))
      calls.set(`${r.method()} ${id}`, { id, method: r.method(), payload })
  })
  const posts = () => [...calls.values()].filter((c) => c.method === 'POST').length
  await page.route('**/_serverFn/**', (route) =>
    route.request().method() === 'POST' ? route.abort('blockedbyclient') : route.continue(),
  )

  await gotoHydrated(page, '/en')
  await page.getByTestId('consult-button').click()
  const dialog = page.getByTestId('consult-dialog')
  await dialog.locator('[name="customersName"]').fill('Anna')
  await dialog.locator('[name="customersPhone"]').fill('+4930123456')
  await dialog.locator('[name="companyName"]').fill('Hostile GmbH')
  await dialog.locator('[name="industry"]').fill('Automotive')
  await dialog.locator('[name="demand"]').fill('Line-side feeding')
  await page.getByTestId('region-trigger').click()
  for (const name of ['Outside', 'Germany']) {
    await page.getByTestId('region-filter').fill(name)
    await expect(page.getByRole('option').first()).toContainText(name, { timeout: 15_000 })
    await page.getByTestId('region-filter').press('Enter')
  }
  await page.getByTestId('consult-submit').click()
  await expect.poll(posts, { message: 'the consultation submit was recorded' }).toBe(1)

  await gotoHydrated(page, '/en/aboutUs/downloadCenter')
  await page.getByTestId('download-button').first().click()
  const download = page.getByTestId('download-dialog')
  await download.getByLabel('Contact name').fill('Anna Berg')
  await download.getByLabel('Company').fill('Hostile GmbH')
  await download.getByLabel('Phone').fill('+4930123456')
  await download.getByLabel('Email').fill('anna@example.com')
  await download.getByTestId('download-submit').click()
  await expect.poll(posts, { message: 'the download request was recorded' }).toBe(2)

  // Client-side navigation runs the loaders of the pages in the browser: their functions.
  await gotoHydrated(page, '/en/joinUs')
  for (const path of [
    'succeedCase/AllCase',
    'aboutUs/journalism',
    'investor-news',
    'aboutUs/videoDetails',
    'AGVDetails',
    'aboutUs/downloadCenter',
    '',
  ]) {
    const link = page.locator(`footer a[href="/en${path ? `/${path}` : ''}"]`).first()
    if (!(await link.count())) continue
    // By keyboard: the floating side box moves as the page scrolls, and a click aimed at a footer
    // link once landed on its back-to-top button on a busy machine (the page stayed where it was).
    await link.press('Enter')
    // A client navigation waits for the next page's loader (its server functions): on a busy
    // machine that can take longer than the default 5 s.
    await expect(page).toHaveURL(new RegExp(`/en${path ? `/${path}` : ''}$`), { timeout: 20_000 })
  }
  await gotoHydrated(page, '/en/joinUs')
  const job = page.locator('a[href*="join-details"]').first()
  if (await job.count()) {
    await job.click()
    await expect(page).toHaveURL(/join-details/)
  }
  await page.waitForLoadState('networkidle')
  return [...calls.values()].sort((a, b) =>
    `${a.method} ${a.id}`.localeCompare(`${b.method} ${b.id}`),
  )
}

/** Hostile values for the fields of a function's input. */
const HOSTILE_DATA: unknown[] = [
  ...REFUSED_TEXT,
  ...WRONG_TYPES,
  MARK.script,
  MARK.img,
  -0,
  Number.MAX_SAFE_INTEGER + 2,
  2147483648,
  NaN,
  Infinity,
  'zz-ZZ',
  '__proto__',
]

/** The captured call's input (`{ data }`), or nothing when it is not seroval's JSON. */
function decodePayload(payload: string): { data?: unknown } {
  try {
    return payload ? (fromJSON(JSON.parse(payload)) as { data?: unknown }) : {}
  } catch {
    return {}
  }
}

/** Values every form field refuses (no blanks: an optional remark may be blank). */
const REFUSED_VALUES: unknown[] = [
  ...REFUSED_TEXT.filter((text) => /[^\s\u200b\u2800\u3164]/.test(text)),
  ...WRONG_TYPES,
]

/** The call's input with one form value refused (when it has form values). */
function spoil(data: Record<string, unknown>): Record<string, unknown> {
  const values = data.values
  if (!values || typeof values !== 'object') return data
  const [first] = Object.keys(values)
  return first ? { ...data, values: { ...values, [first]: '\u0000' } } : data
}

async function serverFnProbes(
  seed: number,
  calls: ServerFnCall[],
  origin: string,
): Promise<Probe[]> {
  const probes: Probe[] = []
  const headers = { 'x-tsr-serverFn': 'true', origin, referer: `${origin}/en/AGVDetails` }
  const post = { ...headers, 'content-type': 'application/json' }
  const serialize = async (value: unknown) => JSON.stringify(await toJSONAsync(value))

  for (const call of calls) {
    // Each call its own stream of choices: the same id gets the same requests in every run.
    const rng = prng(seed ^ hash(`${call.method} ${call.id}`))
    const path = `/_serverFn/${call.id}`
    // The captured input, its fields replaced one by one with hostile values.
    const captured = decodePayload(call.payload)
    const data = (captured.data ?? {}) as Record<string, unknown>
    // Extra keys and a client context do not make a call invalid: these carry a refused value too.
    const spoiled = spoil(data)
    const variants: unknown[] = [
      { data: MARK.script },
      { data: [] },
      { data: null },
      { data: { ...spoiled, extra: MARK.img } },
      { data: spoiled, context: { [MARK.script]: 1, user: { admin: true } } },
      { data: JSON.parse(`{"__proto__":{"polluted":true},"constructor":{"prototype":{"p":1}}}`) },
    ]
    for (const field of Object.keys(data)) {
      for (const value of rng.sample(HOSTILE_DATA, 3))
        variants.push({ data: { ...data, [field]: value } })
      const nested = data[field]
      if (nested && typeof nested === 'object' && !Array.isArray(nested)) {
        // The form's values: each refused in turn; then an unknown field, and a prototype key.
        for (const inner of Object.keys(nested))
          variants.push({
            data: { ...data, [field]: { ...nested, [inner]: rng.pick(REFUSED_VALUES) } },
          })
        variants.push(
          { data: { ...data, [field]: { ...nested, [MARK.svg]: 'x' } } },
          { data: { ...data, [field]: { ...nested, ...JSON.parse('{"__proto__":{"x":1}}') } } },
          { data: { ...data, [field]: JSON.parse(`{"__proto__":${JSON.stringify(nested)}}`) } },
        )
      }
    }
    const payloads = [
      ...(await Promise.all(variants.map(serialize))),
      '',
      '{"t":',
      '[1,2]',
      'null',
      JSON.stringify({ data: { variant: MARK.script } }), // plain JSON, not the serialization format
      JSON.stringify({
        t: { t: 10, i: 0, p: { k: ['data'], v: [{ t: 99, s: MARK.script }] }, o: 0 },
        f: 127,
        m: [],
      }),
      `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
      deepJson(70),
      `"${'a'.repeat(200_000)}"`,
    ]
    for (const payload of payloads) {
      if (call.method === 'GET')
        probes.push({ method: 'GET', path: `${path}?payload=${enc(payload)}`, headers })
      else probes.push({ method: 'POST', path, headers: post, body: payload, expect: 'refused' })
    }
    if (call.method === 'GET') {
      for (const raw of RAW_QUERY_VALUES)
        probes.push({ method: 'GET', path: `${path}?payload=${raw}`, headers })
      probes.push(
        {
          method: 'GET',
          path: `${path}?payload=${enc(call.payload)}&payload=${enc(MARK.script)}`,
          headers,
        },
        { method: 'GET', path: `${path}?payload[]=1`, headers },
      )
    } else {
      for (const contentType of [
        'application/jsonp',
        'text/plain',
        'application/json; charset=utf-16',
        'multipart/form-data',
      ])
        probes.push({
          method: 'POST',
          path,
          headers: { ...post, 'content-type': contentType },
          body: call.payload,
          expect: 'refused',
        })
      probes.push(
        {
          method: 'POST',
          path,
          headers: { ...post, origin: 'https://evil.example' },
          body: call.payload,
          expect: 'refused',
        },
        {
          method: 'POST',
          path,
          headers: { ...post, 'content-length': '999999999' },
          body: '{}',
          raw: true,
          mayDrop: true,
          expect: 'refused',
        },
      )
    }
    for (const method of ['PUT', 'DELETE', 'PATCH'])
      probes.push({ method, path, headers: post, body: call.payload, expect: 405 })
  }
  for (const id of [
    'not-a-function',
    '..%2f..%2fetc%2fpasswd',
    'x'.repeat(300),
    '%00',
    enc(MARK.script),
    `${calls[0]?.id}x`,
  ])
    probes.push({
      method: 'POST',
      path: `/_serverFn/${id}`,
      headers: post,
      body: '{}',
      expect: 'refused',
    })
  probes.push(
    { method: 'GET', path: '/_serverFn/', headers },
    { method: 'GET', path: '/_serverFn', headers },
  )
  return probes
}

test('server functions: hostile payloads, bodies, methods and ids are refused without a 5xx or a stored write', async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000)
  const calls = await discoverServerFns(page)
  const found = (method: string) => calls.filter((c) => c.method === method).length
  console.log(
    `[hostile] server functions found in the browser: ${found('GET')} GET, ${found('POST')} POST`,
  )
  expect(found('GET'), 'GET functions found').toBeGreaterThanOrEqual(2)
  expect(found('POST'), 'POST functions found').toBe(2)
  await onHostileServer(playwright, async (request, baseURL) => {
    const probes = await serverFnProbes(SEED + 1, calls, new URL(baseURL).origin)
    await assertHostileProbes('server functions', request, baseURL, probes)
  })
})

// ---------------------------------------------------------------------------------------------
// Source 3: pages and the site's own routes

function pageProbes(rng: Rng, origin: string): Probe[] {
  const probes: Probe[] = []
  const sampleLocales = [
    'en',
    'zh-CN',
    rng.pick(locales.filter((l) => l !== 'en' && l !== 'zh-CN')),
  ]
  const url = (locale: string, path: string) => (path ? `/${locale}/${path}` : `/${locale}`)
  const withQuery = (path: string, query: string) =>
    `${path}${path.includes('?') ? '&' : '?'}${query}`
  const fixedQueries = [`id=${enc(MARK.script)}`, 'page=-1', 'id=99999999999', 'keyword=%00']
  const queryNames = ['id', 'page', 'keyword', 'category', 'place', 'anchor', 'type', 'tag', 'lang']

  for (const path of samplePaths) {
    for (const query of fixedQueries)
      probes.push({ method: 'GET', path: withQuery(url('en', path), query) })
    for (const locale of sampleLocales) {
      const name = rng.pick(queryNames)
      probes.push({
        method: 'GET',
        path: withQuery(url(locale, path), `${name}=${rng.pick(ALL_QUERY_VALUES)}`),
      })
    }
    // Markup unencoded in the query, as a hand-written request sends it.
    probes.push({
      method: 'GET',
      path: withQuery(
        url(rng.pick(sampleLocales), path),
        `${rng.pick(queryNames)}=<script>x1</script>`,
      ),
      raw: true,
    })
  }
  const suffixes = [
    '/en/caseDetails/..%2f',
    '/en/caseDetails/..%2f..%2f..%2fetc%2fpasswd',
    '/en/succeedCase/..%2f..%2fpackage.json',
    `/en/succeedCase/${enc(MARK.script)}`,
    `/en/succeedCase/${LONG}`,
    '/en/succeedCase/%00',
    '/en/aboutUs/%ff',
    '/en%00',
    '/EN',
    '/xx-YY',
    `/${enc('🔥')}`,
    '/en/joinUs;jsessionid=1',
    `/en/${enc(MARK.img)}`,
    '/en/AGVDetails.php',
    '/.env',
    '/.git/config',
    '/sitemap-99999.xml',
    `/sitemap.xml?x=${enc(MARK.script)}`,
    `/robots.txt?${enc(MARK.script)}`,
    `/secretaries?x=${enc(MARK.script)}`,
    '/blocks',
    // Traditional captions made by the site (ADR 055): odd locales, ids and names.
    '/captions/zh-TW/..%2f..%2fpackage.json',
    `/captions/zh-TW/${enc(MARK.script)}.vtt`,
    '/captions/zh-TW/99999999999999999999.vtt',
    '/captions/zh-TW/-1.vtt',
    '/captions/zh-TW/1.vtt%00',
    '/captions/xx-YY/1.vtt',
    `/captions/zh-TW/${LONG}.vtt`,
    `/captions/zh-TW/1.vtt?x=${enc(MARK.script)}`,
  ]
  for (const path of suffixes) probes.push({ method: 'GET', path })
  for (const path of [
    '//evil.example',
    '//evil.example/%2e%2e',
    '/en/../../etc/passwd',
    '/en//AGVDetails?x=<script>x1</script>',
    '/\\evil.example',
  ])
    probes.push({ method: 'GET', path, raw: true })

  for (const path of rng.sample(samplePaths, 8))
    for (const method of ['PUT', 'DELETE', 'TRACE', 'PATCH', 'POST'])
      // A page with a form takes its POST: one without a form's body is refused as such (415).
      probes.push({
        method,
        path: url('en', path),
        expect: method === 'POST' && postedPageLocale(url('en', path)) ? 415 : 405,
      })

  const hostileHeaders: Array<Record<string, string>> = [
    { 'accept-language': `${'x'.repeat(5_000)};q=1` },
    { 'accept-language': 'zz-ZZ;q=NaN,en;q=-1,*;q=2,<script>x1</script>' },
    { cookie: `i18n_redirected=${'de'.repeat(3_000)}; =; ;;; a=%ff; __proto__=1` },
    { cookie: `i18n_redirected=${enc(MARK.script)}` },
    { 'x-forwarded-for': '999.1.1.1, <script>x1</script>, ::ffff:evil, ' + 'x'.repeat(2_000) },
    { 'x-forwarded-proto': 'javascript', 'x-forwarded-host': 'evil.example' },
    { referer: `javascript:alert(1)//${MARK.script}` },
    { 'user-agent': MARK.img },
  ]
  for (const headers of hostileHeaders)
    for (const path of [...rng.sample(samplePaths, 2), ''])
      probes.push({ method: 'GET', path: path ? url('en', path) : '/', headers })
  for (const host of ['evil.example', 'evil.example:80"><script>x1</script>', '127.0.0.1:1', ''])
    for (const path of ['/', '/en', '/en/aboutUs/contactUs', '/sitemap.xml', '/secretaries'])
      probes.push({ method: 'GET', path, headers: { host }, raw: true })

  // The site's upload endpoint of job applications: refused like the content service's.
  const sameOrigin = { origin }
  for (const { parts } of hostileUploads(rng)) {
    const { body, contentType } = multipart([...parts, { name: 'formToken', value: 'v1.0.x.y' }])
    probes.push({
      method: 'POST',
      path: `/api/job-application?lang=${rng.pick(['en', 'zh-CN', enc(MARK.script)])}`,
      headers: { ...sameOrigin, 'content-type': contentType },
      body,
      expect: 'refused',
    })
  }
  probes.push(
    {
      method: 'POST',
      path: '/api/job-application',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'multipart/form-data; boundary=x',
      },
      body: '--x--',
      expect: 403,
    },
    {
      method: 'POST',
      path: '/api/job-application',
      headers: { ...sameOrigin, 'content-type': 'text/plain' },
      body: 'x',
      expect: 415,
    },
    {
      method: 'POST',
      path: '/api/job-application',
      headers: { ...sameOrigin, 'content-type': 'multipart/form-data' },
      body: 'x',
      expect: 'refused',
    },
    { method: 'GET', path: '/api/job-application', expect: 405 },
    // Other methods: 405 like the pages (found answering 200 with a page on PUT).
    { method: 'PUT', path: '/api/job-application', expect: 405 },
    { method: 'DELETE', path: '/api/job-application', expect: 405 },
  )
  return probes
}

test('pages: hostile queries, paths, methods and headers get no 5xx and no unescaped reflection', async ({
  playwright,
}) => {
  test.setTimeout(120_000)
  await onHostileServer(playwright, async (request, baseURL) => {
    const probes = pageProbes(prng(SEED + 2), new URL(baseURL).origin)
    await assertHostileProbes('pages', request, baseURL, probes)
  })
})
