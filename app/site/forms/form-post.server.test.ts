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
process.env.CMS_WRITE_RATE_LIMIT = '1000'
process.env.CMS_MIN_FILL_MS = '300'
process.env.CMS_SIGNING_SECRET = 'plain-forms-test-secret-0123456789'

const { decidePost, resetPostLimiter } = await import('./form-post.server')
const { issueStamp } = await import('./form-stamp.server')
const { consultationPost } = await import('../consultation/consultation-post.server')
const { applicationPost } = await import('../../domains/careers/job-application-post.server')
const { downloadPost } = await import('../../domains/downloads/download-post.server')
const { inProcessCms } = await import('../../content/cms.server')
const { submissions } = await import('../../../cms/export')

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

  it('limits posts per client, more strictly than the server functions (429)', async () => {
    const request = () =>
      new Request('http://site.test/en/consultation', {
        method: 'POST',
        headers: {
          host: 'site.test',
          origin: 'http://site.test',
          'x-starbridge-client-ip': '203.0.113.77',
        },
        body: form({ ...lead, customersPhone: '1', stamp: issueStamp('consultation') }),
      })
    const codes = []
    for (let i = 0; i < 5; i++) {
      const outcome = await decidePost(consultationPost, request())
      codes.push('answer' in outcome ? outcome.answer.code : 303)
    }
    // CONSULT_RATE_LIMIT (4 here) per five minutes, all three forms together.
    expect(codes).toEqual([400, 400, 400, 400, 429])
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
