/**
 * Forms posted without JavaScript (ADR 030), decided without a browser against the real
 * in-process content service: what the rules refuse (origin, media type, declared size, the
 * page stamp, the honeypot, the schema, the rate limit) answers in the page's language with the
 * values sent and stores nothing; what passes waits out the service's minimum fill time with a
 * token the site fetched, is stored, and redirects to its confirmation.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

const dataDir = mkdtempSync(join(tmpdir(), 'starbridge-plain-forms-'))
process.env.DATA_DIR = dataDir
process.env.DATABASE_URL = ''
process.env.CMS_BASE_URL = ''
process.env.CONSULT_RATE_LIMIT = '4'
process.env.FORM_REFUSED_RATE_LIMIT = '8'
process.env.CMS_WRITE_RATE_LIMIT = '1000'
process.env.CMS_MIN_FILL_MS = '300'
process.env.CMS_SIGNING_SECRET = 'plain-forms-test-secret-0123456789'

const { decidePost, resetPostLimiter } = await import('../forms/form-post.server')
const { issueStamp } = await import('../forms/form-stamp.server')
const { consultationPost } = await import('../domains/consultation/consultation-post.server')
const { applicationPost } = await import('../domains/careers/job-application-post.server')
const { downloadPost } = await import('../domains/downloads/download-post.server')
const { inProcessCms } = await import('../content/cms.server')
const { submissions } = await import('../../cms/export')
const { submitConsultationLead } = await import('../domains/consultation/consultation.server')
const { issueFormToken } = await import('../../contract/form-token')

const lead = {
  customersName: '王工',
  customersPhone: '13800138000',
  customersAddress: '上海市',
  companyName: 'Plain Forms Ltd',
  industry: 'Logistics',
  demand: 'A stacker crane for a cold store',
  remark: '',
}

let address = 0
/** A post as a browser sends a plain form, from its own client address. */
function post(
  path: string,
  body: FormData | URLSearchParams,
  headers: Record<string, string> = {},
): Request {
  address += 1
  return new Request(`http://site.test${path}`, {
    method: 'POST',
    headers: {
      host: 'site.test',
      origin: 'http://site.test',
      'x-starbridge-client-ip': `198.51.100.${address}`,
      ...headers,
    },
    body,
  })
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields)

async function count(kind: 'leads' | 'downloads' | 'applications') {
  return (await submissions((await inProcessCms()).database.db, kind)).length
}

beforeAll(async () => {
  await inProcessCms()
}, 120_000)
beforeEach(() => resetPostLimiter())
afterAll(async () => {
  await (await inProcessCms()).close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('a consultation posted without JavaScript', () => {
  it('is stored after the minimum fill time and redirects to the confirmation', async () => {
    const before = await count('leads')
    const started = performance.now()
    const outcome = await decidePost(
      consultationPost,
      post('/en/consultation', form({ ...lead, stamp: issueStamp('consultation') })),
    )
    expect(outcome).toEqual({ redirect: '/en/consultation?sent=1#consultation' })
    // The site fetched a token and waited until the service accepted it (CMS_MIN_FILL_MS).
    expect(performance.now() - started).toBeGreaterThanOrEqual(300)
    expect(await count('leads')).toBe(before + 1)
  })

  it('answers the errors per field in the page language, with the values sent', async () => {
    const before = await count('leads')
    const outcome = await decidePost(
      consultationPost,
      post(
        '/de/consultation',
        form({ ...lead, customersPhone: '123', industry: '', stamp: issueStamp('consultation') }),
      ),
    )
    if (!('answer' in outcome)) throw new Error('stored an invalid lead')
    expect(outcome.answer.code).toBe(400)
    expect(outcome.answer.msg).toMatch(/Bitte|prüfen/)
    expect(Object.keys(outcome.answer.errors).sort()).toEqual(['customersPhone', 'industry'])
    expect(outcome.answer.values).toMatchObject({
      customersPhone: '123',
      companyName: lead.companyName,
    })
    expect(await count('leads')).toBe(before)
  })

  it.each([
    ['forged', `${issueStamp('consultation').slice(0, -2)}xx`, /could not be verified/],
    ['of another form', issueStamp('application'), /could not be verified/],
    ['malformed', 'not-a-stamp', /could not be verified/],
    ['missing', undefined, /could not be verified/],
    ['over a day old', issueStamp('consultation', Date.now() - 25 * 3600_000), /open too long/],
    ['from the future', issueStamp('consultation', Date.now() + 3600_000), /open too long/],
  ])('refuses a stamp that is %s (400), storing nothing', async (_case, stamp, message) => {
    const before = await count('leads')
    const fields: Record<string, string> = { ...lead }
    if (stamp !== undefined) fields.stamp = stamp
    const outcome = await decidePost(consultationPost, post('/en/consultation', form(fields)))
    if (!('answer' in outcome)) throw new Error('stored with a bad stamp')
    expect(outcome.answer.code).toBe(400)
    expect(outcome.answer.msg).toMatch(message)
    expect(outcome.answer.values.companyName).toBe(lead.companyName)
    expect(await count('leads')).toBe(before)
  })

  it('refuses another origin, another media type, a body over the limit and the honeypot', async () => {
    const before = await count('leads')
    const body = () => form({ ...lead, stamp: issueStamp('consultation') })
    const decide = async (request: Request) => {
      const outcome = await decidePost(consultationPost, request)
      if (!('answer' in outcome)) throw new Error('stored a refused post')
      return outcome.answer.code
    }
    expect(await decide(post('/en/consultation', body(), { origin: 'https://evil.example' }))).toBe(
      403,
    )
    expect(
      await decide(
        new Request('http://site.test/en/consultation', {
          method: 'POST',
          headers: {
            host: 'site.test',
            origin: 'http://site.test',
            'content-type': 'application/json',
          },
          body: JSON.stringify(lead),
        }),
      ),
    ).toBe(415)
    expect(await decide(post('/en/consultation', body(), { 'content-length': '999999' }))).toBe(413)
    const bot = form({ ...lead, website: 'http://spam.example', stamp: issueStamp('consultation') })
    expect(await decide(post('/en/consultation', bot))).toBe(400)
    expect(await count('leads')).toBe(before)
  })

  /** Posts of the consultation from one address: each one's status (303 when stored). */
  async function postsFrom(ip: string, fields: Record<string, string>, times: number) {
    const codes = []
    for (let i = 0; i < times; i++) {
      const request = post(
        '/en/consultation',
        form({ ...fields, stamp: issueStamp('consultation') }),
        { 'x-starbridge-client-ip': ip },
      )
      const outcome = await decidePost(consultationPost, request)
      codes.push('answer' in outcome ? outcome.answer.code : 303)
    }
    return codes
  }

  it('never refuses a corrected form for the refused posts before it (issue 33, finding 6)', async () => {
    const before = await count('leads')
    // Five posts with a phone in the wrong format, more than CONSULT_RATE_LIMIT (4 here).
    expect(await postsFrom('203.0.113.77', { ...lead, customersPhone: '1' }, 5)).toEqual([
      400, 400, 400, 400, 400,
    ])
    expect(await postsFrom('203.0.113.77', lead, 1)).toEqual([303])
    expect(await count('leads')).toBe(before + 1)
  })

  it('limits stored posts (CONSULT_RATE_LIMIT) and refused ones (FORM_REFUSED_RATE_LIMIT) per client (429)', async () => {
    // A bot that only posts garbage: 8 refused (FORM_REFUSED_RATE_LIMIT here), then 429, for a
    // good post too.
    expect(await postsFrom('203.0.113.78', { ...lead, customersPhone: '1' }, 10)).toEqual([
      400, 400, 400, 400, 400, 400, 400, 400, 429, 429,
    ])
    expect(await postsFrom('203.0.113.78', lead, 1)).toEqual([429])
    // Posts that go through: CONSULT_RATE_LIMIT per five minutes, all three forms together.
    expect(await postsFrom('203.0.113.79', lead, 5)).toEqual([303, 303, 303, 303, 429])
  })
})

describe('a consultation sent by the JavaScript path (server function)', () => {
  const lead = (customersPhone: string) => ({
    customersName: '赵敏',
    customersPhone,
    customersAddress: '湖北省/武汉市/洪山区',
    remark: '',
    companyName: '服务端测试有限公司',
    demand: '四向穿梭车系统',
    industry: '新能源',
  })
  const send = async (ip: string, phone: string, times: number, formToken?: string) => {
    const statuses = []
    for (let i = 0; i < times; i++) {
      const result = await submitConsultationLead({
        locale: 'en',
        values: lead(phone),
        honeypot: '',
        formToken: formToken ?? issueFormToken(process.env.CMS_SIGNING_SECRET!, Date.now() - 2_000),
        request: post('/_serverFn/x', new URLSearchParams(), { 'x-starbridge-client-ip': ip }),
      })
      statuses.push(result.status === 'rejected' ? result.code : result.status)
    }
    return statuses
  }

  it('accepts the corrected lead after more refused ones than CONSULT_RATE_LIMIT', async () => {
    expect(await send('192.0.2.10', '12', 6)).toEqual([400, 400, 400, 400, 400, 400])
    expect(await send('192.0.2.10', '13512345678', 1)).toEqual(['ok'])
  })

  it('answers 429 to garbage beyond FORM_REFUSED_RATE_LIMIT, a bad token included', async () => {
    expect(await send('192.0.2.11', '13512345678', 10, 'not-a-token')).toEqual([
      400, 400, 400, 400, 400, 400, 400, 400, 429, 429,
    ])
  })
})

describe('a download request and a job application posted without JavaScript', () => {
  it('a download request is stored and goes to the document', async () => {
    const before = await count('downloads')
    const cms = await inProcessCms()
    const list = await cms.app.fetch(
      new Request('http://cms.test/cms/open/api/download/list?language=en&pageSize=1'),
    )
    const id = ((await list.json()) as { data: { list: Array<{ id: number }> } }).data.list[0]!.id
    const outcome = await decidePost(
      downloadPost,
      post(
        `/en/aboutUs/downloadCenter?id=${id}`,
        form({
          name: 'Ana Silva',
          company: 'Plain Forms Ltd',
          phone: '+49301234567',
          email: 'ana@example.com',
          downloadId: String(id),
          stamp: issueStamp('download'),
        }),
      ),
    )
    if (!('redirect' in outcome)) throw new Error(outcome.answer.msg)
    expect(outcome.redirect).toMatch(/\/cms\/open\/api\//)
    expect(await count('downloads')).toBe(before + 1)
  })

  it('an application with its CV (multipart only) is stored and goes to the confirmation', async () => {
    const before = await count('applications')
    const cms = await inProcessCms()
    const list = await cms.app.fetch(
      new Request('http://cms.test/cms/open/api/job/list?language=en&pageSize=1'),
    )
    const jobId = ((await list.json()) as { data: { list: Array<{ id: number }> } }).data.list[0]!
      .id
    const fields = {
      jobId: String(jobId),
      name: 'Lena Park',
      phone: '+49301234567',
      email: 'lena@example.com',
      message: '',
      stamp: issueStamp('application'),
    }
    const urlencoded = await decidePost(
      applicationPost,
      post(`/en/join-details?id=${jobId}`, form(fields)),
    )
    expect('answer' in urlencoded && urlencoded.answer.code).toBe(415)
    const body = new FormData()
    for (const [name, value] of Object.entries(fields)) body.set(name, value)
    body.set('file', new File(['%PDF-1.4\n%%EOF\n'], 'cv.pdf', { type: 'application/pdf' }))
    const outcome = await decidePost(applicationPost, post(`/en/join-details?id=${jobId}`, body))
    if (!('redirect' in outcome)) throw new Error(outcome.answer.msg)
    expect(outcome.redirect).toBe(`/en/join-details?id=${jobId}&sent=1#job-apply`)
    expect(await count('applications')).toBe(before + 1)
  })
})
