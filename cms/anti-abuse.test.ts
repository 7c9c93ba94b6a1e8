/**
 * The protections of the three writes against scripts, each against the real service on PGlite:
 * the form token (genuine, old enough, not expired), the honeypot field, and, for a standalone
 * service, the signed visitor address that rate limits count (per IPv4 address, per IPv6 /64).
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { count } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import {
  FORM_TOKEN_HEADER,
  FORM_TOKEN_TTL_MS,
  formTokenIssuedAt,
  issueFormToken,
  MIN_FILL_MS,
  signClientAddress,
} from '../contract/form-token'
import * as t from './db/schema'
import { parseCmsEnv } from './env'
import { cmsLogger, startCms } from './instance'
import {
  TEST_SIGNING_SECRET,
  contractValidator,
  formTokenHeader,
  postApplication,
  sampleApplication,
  sampleDownloadRequest,
  sampleLead,
  startTestCms,
} from './test-support'

const validate = contractValidator()

type Cms = Pick<Awaited<ReturnType<typeof startTestCms>>, 'app' | 'database' | 'filesDir'>

let cms: Awaited<ReturnType<typeof startTestCms>>
beforeAll(async () => {
  cms = await startTestCms('pglite', inject('databaseUrl'))
}, 120_000)
afterAll(() => cms?.stop())
afterEach(() => vi.restoreAllMocks())

const MESSAGES = {
  invalid: {
    zh: '提交的信息有误，请检查后重试。',
    en: 'Some fields are invalid. Please check them and try again.',
  },
  formExpired: {
    zh: '表单已打开过久，请刷新页面后重新提交。',
    en: 'This form was open too long. Please reload the page and send it again.',
  },
  formUsed: {
    zh: '此表单已提交过。如需再次提交，请重新打开表单。',
    en: 'This form has already been sent. To send another, please open the form again.',
  },
}

const lead = sampleLead
const downloadRequest = sampleDownloadRequest
const application = sampleApplication
const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

type Endpoint = '/potentialCustomers/add' | '/customersDownload/add' | '/job/resume/add'
const ENDPOINTS: Endpoint[] = [
  '/potentialCustomers/add',
  '/customersDownload/add',
  '/job/resume/add',
]

interface Answer {
  status: number
  body: { code: number; msg: string; data: unknown; errors?: Record<string, string> }
}

/** A valid write to `path` (plus `extra` fields), with `headers` (a form token among them, or not). */
async function write(
  path: Endpoint,
  headers: Record<string, string>,
  { on = cms, extra = {} }: { on?: Cms; extra?: Record<string, string> } = {},
): Promise<Answer> {
  let body: BodyInit
  const sent: Record<string, string> = { 'accept-language': 'zh-CN', ...headers }
  if (path === '/job/resume/add') {
    const form = new FormData()
    for (const [key, value] of Object.entries({ ...application, ...extra })) form.set(key, value)
    form.set('file', new File([PDF], 'cv.pdf', { type: 'application/pdf' }))
    body = form
  } else {
    sent['content-type'] = 'application/json'
    body = JSON.stringify({
      ...(path === '/potentialCustomers/add' ? lead : downloadRequest),
      ...extra,
    })
  }
  const response = await on.app.fetch(
    new Request(`http://cms.test/cms/open/api${path}`, { method: 'POST', headers: sent, body }),
  )
  const answer = { status: response.status, body: (await response.json()) as Answer['body'] }
  validate(path, 'post', answer.status, answer.body)
  return answer
}

/** What the writes have stored so far: rows of each table and CV files on disk. */
async function stored(on: Cms = cms) {
  const rows = async (
    table: typeof t.potentialCustomer | typeof t.customerDownload | typeof t.resume,
  ) => (await on.database.db.select({ n: count() }).from(table))[0]?.n ?? 0
  let resumeFiles = 0
  try {
    resumeFiles = readdirSync(join(on.filesDir, 'resumes')).length
  } catch {
    // no CV stored yet
  }
  return {
    leads: await rows(t.potentialCustomer),
    downloads: await rows(t.customerDownload),
    resumes: await rows(t.resume),
    resumeFiles,
  }
}

/** The refusal every failed token check but expiry gets: the generic 400, naming no field. */
function expectRefused(answer: Answer, language: 'zh' | 'en' = 'zh') {
  expect(answer.status).toBe(400)
  expect(answer.body).toEqual({ code: 400, msg: MESSAGES.invalid[language], data: null })
}

async function getFormToken(on: Cms = cms) {
  const response = await on.app.fetch(new Request('http://cms.test/cms/open/api/formToken'))
  const body = (await response.json()) as {
    code: number
    msg: string
    data: { token: string; notBefore: string; expiresAt: string }
  }
  return { response, body }
}

describe('GET /formToken', () => {
  it('answers the contract shape, not to be cached, with a token valid from notBefore to expiresAt', async () => {
    const before = Date.now()
    const { response, body } = await getFormToken()
    const after = Date.now()
    expect(response.status).toBe(200)
    validate('/formToken', 'get', 200, body)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(body.code).toBe(0)
    const issuedAt = formTokenIssuedAt(body.data.token)
    expect(issuedAt).toBeGreaterThanOrEqual(before)
    expect(issuedAt).toBeLessThanOrEqual(after)
    expect(Date.parse(body.data.notBefore)).toBe(issuedAt! + MIN_FILL_MS)
    expect(Date.parse(body.data.expiresAt)).toBe(issuedAt! + FORM_TOKEN_TTL_MS)
    const second = await getFormToken()
    expect(second.body.data.token).not.toBe(body.data.token)
  })

  it.each(ENDPOINTS)('%s: a token used at once is refused and nothing is stored', async (path) => {
    const before = await stored()
    const { body } = await getFormToken()
    expectRefused(await write(path, { [FORM_TOKEN_HEADER]: body.data.token }))
    expect(await stored()).toEqual(before)
    // The same write with a token from a form opened a minute ago goes in.
    expect((await write(path, formTokenHeader())).status).toBe(200)
  })

  it('the same token is accepted once the minimum fill time has passed', async () => {
    const quick = await startTestCms('pglite', inject('databaseUrl'), { CMS_MIN_FILL_MS: '200' })
    try {
      const { body } = await getFormToken(quick)
      const issuedAt = formTokenIssuedAt(body.data.token)!
      expect(Date.parse(body.data.notBefore)).toBe(issuedAt + 200)
      const before = await stored(quick)
      const refusals: Answer[] = []
      const deadline = Date.now() + 10_000
      let accepted: Answer | undefined
      while (!accepted) {
        if (Date.now() > deadline) throw new Error('the token was never accepted')
        const answer = await write(
          '/potentialCustomers/add',
          { [FORM_TOKEN_HEADER]: body.data.token },
          { on: quick },
        )
        if (answer.status === 200) {
          // Never before the minimum fill time.
          expect(Date.now()).toBeGreaterThanOrEqual(issuedAt + 200)
          accepted = answer
        } else {
          refusals.push(answer)
          expect(await stored(quick)).toEqual(before)
          await new Promise((resolve) => setTimeout(resolve, 20))
        }
      }
      for (const refusal of refusals) expectRefused(refusal)
      expect(accepted.body.code).toBe(0)
      expect(await stored(quick)).toEqual({ ...before, leads: before.leads + 1 })
    } finally {
      await quick.stop()
    }
  }, 120_000)
})

describe('writes without a genuine, current form token are refused and store nothing', () => {
  /** A token's parts: `v1.<issued ms>.<nonce>.<signature>`. */
  const parts = (token: string) => token.split('.') as [string, string, string, string]
  const otherChar = (c: string) => (c === 'A' ? 'B' : 'A')

  const refusals: Array<[string, () => Record<string, string>]> = [
    ['no token', () => ({})],
    ['an empty token', () => ({ [FORM_TOKEN_HEADER]: '' })],
    ['a token that is not one', () => ({ [FORM_TOKEN_HEADER]: 'v1.not-a-token' })],
    [
      'a token whose signature was changed',
      () => {
        const [v, at, nonce, sig] = parts(issueFormToken(TEST_SIGNING_SECRET, Date.now() - 60_000))
        return { [FORM_TOKEN_HEADER]: `${v}.${at}.${nonce}.${otherChar(sig[0]!)}${sig.slice(1)}` }
      },
    ],
    [
      'a fresh token backdated by a minute (signature kept)',
      () => {
        const [v, at, nonce, sig] = parts(issueFormToken(TEST_SIGNING_SECRET))
        return { [FORM_TOKEN_HEADER]: `${v}.${Number(at) - 60_000}.${nonce}.${sig}` }
      },
    ],
    [
      'a token signed with another secret',
      () => ({
        [FORM_TOKEN_HEADER]: issueFormToken(
          'another-signing-secret-0123456789',
          Date.now() - 60_000,
        ),
      }),
    ],
    ['a token issued in the future', () => formTokenHeader(Date.now() + 60_000)],
  ]

  describe.each(ENDPOINTS)('%s', (path) => {
    it.each(refusals)('%s: 400 "invalid"', async (_label, headers) => {
      const before = await stored()
      expectRefused(await write(path, headers()))
      expectRefused(await write(path, { ...headers(), 'accept-language': 'en' }), 'en')
      expect(await stored()).toEqual(before)
    })

    it('a token issued 7 hours ago: 400 with its own message, in zh and en', async () => {
      const before = await stored()
      const expired = () => formTokenHeader(Date.now() - 7 * 60 * 60 * 1000)
      for (const language of ['zh', 'en'] as const) {
        const answer = await write(path, { ...expired(), 'accept-language': language })
        expect(answer.status).toBe(400)
        expect(answer.body).toEqual({
          code: 400,
          msg: MESSAGES.formExpired[language],
          data: null,
        })
      }
      expect(await stored()).toEqual(before)
    })

    it('the same write with a valid token is stored', async () => {
      const before = await stored()
      const answer = await write(path, formTokenHeader(Date.now() - FORM_TOKEN_TTL_MS + 60_000))
      expect(answer.status).toBe(200)
      expect(answer.body.code).toBe(0)
      expect(await stored()).not.toEqual(before)
    })
  })
})

describe('the honeypot field', () => {
  it.each(ENDPOINTS)('%s: any value in "website" is refused and nothing stored', async (path) => {
    const logged = vi.spyOn(cmsLogger, 'info')
    const before = await stored()
    for (const website of ['x', 'https://spam.example', ' ']) {
      expectRefused(await write(path, formTokenHeader(), { extra: { website } }))
    }
    expect(await stored()).toEqual(before)
    expect(logged.mock.calls.map(([event]) => event)).toContainEqual({
      event: 'write.honeypot_refused',
      path: `/cms/open/api${path}`,
    })
  })

  it('a JSON honeypot that is not a string is refused too', async () => {
    const before = await stored()
    for (const website of [0, null, false, {}]) {
      const response = await cms.app.fetch(
        new Request('http://cms.test/cms/open/api/potentialCustomers/add', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...formTokenHeader() },
          body: JSON.stringify({ ...lead, website }),
        }),
      )
      expectRefused({ status: response.status, body: (await response.json()) as Answer['body'] })
    }
    expect(await stored()).toEqual(before)
  })

  it.each(ENDPOINTS)('%s: an empty "website" is accepted and stored', async (path) => {
    const before = await stored()
    const answer = await write(path, formTokenHeader(), { extra: { website: '' } })
    expect(answer.status).toBe(200)
    expect(answer.body.code).toBe(0)
    expect(await stored()).not.toEqual(before)
  })
})

describe('a standalone service believes a forwarded visitor address only when signed', () => {
  let standalone: Awaited<ReturnType<typeof startCms>>
  let dataDir: string
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'starbridge-cms-'))
    const env = parseCmsEnv({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      CMS_WRITE_RATE_LIMIT: '2',
      CMS_ADMIN_TOKEN: 'test-admin-token-0123456789abcdef',
      CMS_SIGNING_SECRET: TEST_SIGNING_SECRET,
    })
    standalone = await startCms(env, { trustClientIpHeader: false })
  }, 120_000)
  afterAll(async () => {
    await standalone?.close().catch(() => {})
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  const signed = (ip: string, at = Date.now(), secret = TEST_SIGNING_SECRET) => ({
    'x-cms-client-ip': ip,
    'x-cms-client-ip-signature': signClientAddress(secret, ip, at),
  })
  /** The statuses of one write per header set, in order (each with a valid form token). */
  async function statuses(path: Endpoint, requests: Array<Record<string, string>>) {
    const result: number[] = []
    for (const headers of requests) {
      const answer = await write(path, { ...formTokenHeader(), ...headers }, { on: standalone })
      if (answer.status === 429) expect(answer.body.code).toBe(429)
      result.push(answer.status)
    }
    return result
  }

  it('without a signature the forwarded address is ignored: all count as one client', async () => {
    const unsigned = ['198.51.100.1', '198.51.100.2', '198.51.100.3'].map((ip) => ({
      'x-cms-client-ip': ip,
    }))
    expect(await statuses('/potentialCustomers/add', unsigned)).toEqual([200, 200, 429])
  })

  it('with a valid signature each address gets its own limit', async () => {
    const a = '203.0.113.10'
    const b = '203.0.113.11'
    expect(
      await statuses('/potentialCustomers/add', [signed(a), signed(a), signed(a), signed(b)]),
    ).toEqual([200, 200, 429, 200])
    expect(await statuses('/potentialCustomers/add', [signed(b), signed(b)])).toEqual([200, 429])
  })

  it('a signature for another address, too old, from the future or by another secret is ignored', async () => {
    const minutes = (n: number) => Date.now() + n * 60_000
    const ignored = [
      { ...signed('203.0.113.20'), 'x-cms-client-ip': '203.0.113.21' },
      signed('203.0.113.22', minutes(-6)),
      signed('203.0.113.23', minutes(6)),
      signed('203.0.113.24', Date.now(), 'another-signing-secret-0123456789'),
      { 'x-cms-client-ip': '203.0.113.25', 'x-cms-client-ip-signature': 'garbage' },
    ]
    // All of them one client (the service's own peer): two go in, the rest wait.
    expect(await statuses('/customersDownload/add', ignored)).toEqual([200, 200, 429, 429, 429])
    // A signature four minutes old still counts, and so does the address it vouches for.
    expect(await statuses('/customersDownload/add', [signed('203.0.113.26', minutes(-4))])).toEqual(
      [200],
    )
  })

  it('IPv6 addresses count per /64', async () => {
    const sameNetwork = [
      '2001:db8:aa:1::1',
      '2001:db8:aa:1:ffff:ffff:ffff:fffe',
      '2001:db8:aa:1::2',
    ]
    expect(
      await statuses(
        '/potentialCustomers/add',
        sameNetwork.map((ip) => signed(ip)),
      ),
    ).toEqual([200, 200, 429])
    const otherNetworks = ['2001:db8:aa:2::1', '2001:db8:aa:2::2', '2001:db8:ab:1::1']
    expect(
      await statuses(
        '/potentialCustomers/add',
        otherNetworks.map((ip) => signed(ip)),
      ),
    ).toEqual([200, 200, 200])
  })
})

describe('rate limits count per route, however its path is spelled (issue 25)', () => {
  let limited: Awaited<ReturnType<typeof startTestCms>>
  beforeAll(async () => {
    limited = await startTestCms('pglite', inject('databaseUrl'), {
      CMS_WRITE_RATE_LIMIT: '3',
      CMS_FORM_TOKEN_RATE_LIMIT: '4',
    })
  }, 120_000)
  afterAll(() => limited?.stop())

  /** The same route as Hono's router sees it: percent-encoded letters are decoded before routing. */
  const spellings = (path: string) => {
    const [first, ...rest] = path.slice(1)
    return [
      `/cms/open/api${path}`,
      `/cms/open/api/%${first!.charCodeAt(0).toString(16)}${rest.join('')}`,
      `/cms/open/api${path.slice(0, -1)}%${path.at(-1)!.charCodeAt(0).toString(16).toUpperCase()}`,
      `/cms/open/%61pi${path}`,
      `/cms/%6Fpen/api${path}`,
    ]
  }

  async function post(url: string, ip: string, language = 'zh') {
    const response = await limited.app.fetch(
      new Request(`http://cms.test${url}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-language': language,
          'x-cms-client-ip': ip,
          ...formTokenHeader(),
        },
        body: JSON.stringify(lead),
      }),
    )
    return { response, body: (await response.json()) as Answer['body'] }
  }

  it('writes: every spelling of a route shares one allowance', async () => {
    const urls = spellings('/potentialCustomers/add')
    const answers = []
    for (const url of urls) answers.push(await post(url, '198.51.100.40', 'en'))
    expect(answers.map(({ response }) => response.status)).toEqual([200, 200, 200, 429, 429])
    const refused = answers[3]!
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.body).toEqual({
      code: 429,
      msg: 'Too many requests. Please wait a minute and try again.',
      data: null,
    })
    // Each route keeps its own allowance, and so does each client.
    const download = await limited.app.fetch(
      new Request('http://cms.test/cms/open/api/customersDownload/add', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-cms-client-ip': '198.51.100.40',
          ...formTokenHeader(),
        },
        body: JSON.stringify(downloadRequest),
      }),
    )
    expect(download.status).toBe(200)
    expect((await post(urls[1]!, '198.51.100.41')).response.status).toBe(200)
  })

  it('GET /formToken: a per-client allowance of its own, whatever the spelling', async () => {
    const get = (url: string, ip: string) =>
      limited.app.fetch(
        new Request(`http://cms.test${url}`, {
          headers: { 'x-cms-client-ip': ip, 'accept-language': 'zh-CN' },
        }),
      )
    const answers: Response[] = []
    for (const url of [...spellings('/formToken'), '/cms/open/api/formToken'])
      answers.push(await get(url, '198.51.100.50'))
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 429, 429])
    const refused = answers[4]!
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const body = await refused.json()
    validate('/formToken', 'get', 429, body)
    expect(body).toEqual({ code: 429, msg: '请求过于频繁，请稍候一分钟再试。', data: null })
    // Another visitor still gets tokens; fetching tokens spends none of the writes' allowance.
    expect((await get('/cms/open/api/formToken', '198.51.100.51')).status).toBe(200)
    expect(
      (await post('/cms/open/api/potentialCustomers/add', '198.51.100.50')).response.status,
    ).toBe(200)
  })
})

describe('a form token is accepted once (issue 25)', () => {
  /** A write of `path` refused because its token was used: 400 with its own message. */
  function expectUsed(answer: Answer, language: 'zh' | 'en' = 'zh') {
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ code: 400, msg: MESSAGES.formUsed[language], data: null })
  }

  it.each(ENDPOINTS)('%s: the same token again is refused and stores nothing', async (path) => {
    const token = formTokenHeader()
    expect((await write(path, token)).status).toBe(200)
    const before = await stored()
    expectUsed(await write(path, token))
    expectUsed(await write(path, { ...token, 'accept-language': 'en' }), 'en')
    expect(await stored()).toEqual(before)
    // A token is spent on every route: a lead's token does not send a download request either.
    if (path !== '/customersDownload/add') expectUsed(await write('/customersDownload/add', token))
  })

  it.each(ENDPOINTS)(
    '%s: a write refused for its fields leaves the token unspent',
    async (path) => {
      const token = formTokenHeader()
      const bad: Record<string, string> =
        path === '/potentialCustomers/add' ? { customersPhone: '12345' } : { email: 'x' }
      const refused = await write(path, token, { extra: bad })
      expect(refused.status).toBe(400)
      expect(Object.keys(refused.body.errors ?? {})).toEqual(Object.keys(bad))
      if (path === '/customersDownload/add') {
        // A document that does not exist: 404, and the token still good.
        const response = await cms.app.fetch(
          new Request('http://cms.test/cms/open/api/customersDownload/add', {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...token },
            body: JSON.stringify({ ...downloadRequest, downloadId: 999_999 }),
          }),
        )
        expect(response.status).toBe(404)
      }
      if (path === '/job/resume/add') {
        // A CV that is no PDF, DOC or DOCX: 400, and the token still good.
        const notACv = new File(['MZ not a CV'], 'cv.pdf', { type: 'application/pdf' })
        expect((await postApplication(cms, notACv, token)).status).toBe(400)
      }
      const before = await stored()
      expect((await write(path, token)).status).toBe(200)
      expect(await stored()).not.toEqual(before)
    },
  )

  it.each(ENDPOINTS)('%s: ten concurrent writes with one token store one row', async (path) => {
    const token = formTokenHeader()
    const before = await stored()
    const answers = await Promise.all(Array.from({ length: 10 }, () => write(path, token)))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    for (const answer of answers.filter((a) => a.status !== 200)) expectUsed(answer)
    const after = await stored()
    const grew = Object.entries(after).filter(
      ([key, n]) => n !== before[key as keyof typeof before],
    )
    expect(grew.map(([key, n]) => [key, n - before[key as keyof typeof before]])).toEqual(
      path === '/potentialCustomers/add'
        ? [['leads', 1]]
        : path === '/customersDownload/add'
          ? [['downloads', 1]]
          : [
              ['resumes', 1],
              ['resumeFiles', 1],
            ],
    )
  })

  it('uses past their expiry are purged when a later write goes in', async () => {
    const fresh = await startTestCms('pglite', inject('databaseUrl'))
    try {
      const db = fresh.database.db
      const hour = 60 * 60 * 1000
      await db.insert(t.formTokenUse).values([
        { id: 'expired-a-day-ago', expiresAt: new Date(Date.now() - 24 * hour) },
        { id: 'expired-two-hours-ago', expiresAt: new Date(Date.now() - 2 * hour) },
        { id: 'valid-for-an-hour', expiresAt: new Date(Date.now() + hour) },
      ])
      expect(
        (await write('/potentialCustomers/add', formTokenHeader(), { on: fresh })).status,
      ).toBe(200)
      const ids = (await db.select({ id: t.formTokenUse.id }).from(t.formTokenUse)).map((r) => r.id)
      expect(ids).toContain('valid-for-an-hour')
      expect(ids).not.toContain('expired-a-day-ago')
      expect(ids).not.toContain('expired-two-hours-ago')
      expect(ids).toHaveLength(2)
    } finally {
      await fresh.stop()
    }
  }, 120_000)

  describe('two service processes on one PostgreSQL', () => {
    const services: Array<Awaited<ReturnType<typeof startTestCms>>> = []
    let admin: pg.Client
    const database = `starbridge_tokens_${process.pid}`
    beforeAll(async () => {
      const url = new URL(inject('databaseUrl'))
      admin = new pg.Client({ connectionString: url.href })
      await admin.connect()
      await admin.query(`CREATE DATABASE ${database}`)
      url.pathname = `/${database}`
      // One after the other: the first migrates and seeds, the second finds it done.
      for (let i = 0; i < 2; i++) services.push(await startTestCms('postgres', url.href))
    }, 120_000)
    afterAll(async () => {
      for (const service of services) await service.stop()
      await admin?.query(`DROP DATABASE IF EXISTS ${database}`)
      await admin?.end()
    })

    it.each(ENDPOINTS)('%s: one token sent to both at once stores one row', async (path) => {
      const token = formTokenHeader()
      const [a, b] = [services[0]!, services[1]!]
      const before = await stored(a)
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => write(path, token, { on: i % 2 ? a : b })),
      )
      expect(answers.map((x) => x.status).sort()).toEqual([200, ...Array(9).fill(400)])
      for (const answer of answers.filter((x) => x.status !== 200)) expectUsed(answer)
      const after = await stored(a)
      const rows = (n: typeof after) => n.leads + n.downloads + n.resumes
      expect(rows(after) - rows(before)).toBe(1)
    })
  })
})
