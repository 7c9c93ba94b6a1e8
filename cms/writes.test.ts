/** Bad input never stores anything and never answers 5xx; good input is answered after it is stored. */
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import * as t from './db/schema'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import {
  buildZip,
  DOCX_PARTS,
  formTokenHeader,
  sampleLead,
  startTestCms,
  type ZipEntry,
} from './test-support'

let cms: Awaited<ReturnType<typeof startTestCms>>
beforeAll(async () => {
  cms = await startTestCms('pglite', inject('databaseUrl'), { CMS_WRITE_RATE_LIMIT: '1000' })
}, 120_000)
afterAll(() => cms?.stop())

const valid = sampleLead

async function leads() {
  const [row] = await cms.database.db.select({ n: count() }).from(t.potentialCustomer)
  return row?.n ?? 0
}

async function send(body: BodyInit, headers: Record<string, string> = {}) {
  const response = await cms.app.fetch(
    new Request('http://cms.test/cms/open/api/potentialCustomers/add', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'zh-CN',
        ...formTokenHeader(),
        ...headers,
      },
      body,
    }),
  )
  return {
    status: response.status,
    body: (await response.json()) as { code: number; msg: string; errors?: Record<string, string> },
  }
}

describe('potentialCustomers/add rejects bad input and stores nothing', () => {
  const cases: Array<[string, BodyInit, Record<string, string>?, string?]> = [
    [
      'wrong types',
      JSON.stringify({ ...valid, customersName: 42, demand: ['x'] }),
      undefined,
      'customersName',
    ],
    ['missing fields', JSON.stringify({ customersName: '王' }), undefined, 'customersPhone'],
    [
      'a 9-character name',
      JSON.stringify({ ...valid, customersName: '王小明王小明王小明' }),
      undefined,
      'customersName',
    ],
    [
      'phone 12345',
      JSON.stringify({ ...valid, customersPhone: '12345' }),
      undefined,
      'customersPhone',
    ],
    [
      'a 101-character demand',
      JSON.stringify({ ...valid, demand: '需'.repeat(101) }),
      undefined,
      'demand',
    ],
    [
      'a 101-character remark',
      JSON.stringify({ ...valid, remark: 'r'.repeat(101) }),
      undefined,
      'remark',
    ],
    [
      'an empty address',
      JSON.stringify({ ...valid, customersAddress: '  ' }),
      undefined,
      'customersAddress',
    ],
    [
      'an international phone in zh-CN',
      JSON.stringify({ ...valid, customersPhone: '+4930123456' }),
      undefined,
      'customersPhone',
    ],
    ['unknown fields', JSON.stringify({ ...valid, isAdmin: true })],
    ['non-JSON', '{"customersName": ', undefined],
    ['JSON null', 'null'],
    ['a JSON array', '[]'],
  ]
  it.each(cases)('%s: 400 with a clear message', async (_label, body, headers, field) => {
    const before = await leads()
    const { status, body: answer } = await send(body, headers)
    expect(status).toBe(400)
    expect(answer.code).toBe(400)
    expect(answer.msg).toBe('提交的信息有误，请检查后重试。')
    if (field) expect(answer.errors?.[field]).toBeTruthy()
    expect(await leads()).toBe(before)
  })

  it('uses the spec messages in zh-CN and real translations elsewhere', async () => {
    const zh = await send(
      JSON.stringify({ ...valid, customersName: '', customersPhone: '12345', industry: '' }),
    )
    expect(zh.body.errors).toMatchObject({
      customersName: '请输入联系人',
      customersPhone: '手机号格式不正确',
      industry: '请输入行业',
    })
    const en = await send(JSON.stringify({ ...valid, customersName: '' }), {
      'accept-language': 'en',
    })
    expect(en.body.msg).toBe('Some fields are invalid. Please check them and try again.')
    expect(en.body.errors?.customersName).toBe('Please enter a contact name')
  })

  it('accepts an E.164 phone outside the Chinese locales', async () => {
    const { status, body } = await send(
      JSON.stringify({ ...valid, customersPhone: '+4930123456' }),
      { 'accept-language': 'de' },
    )
    expect(status).toBe(200)
    expect(body.code).toBe(0)
  })

  it('a 2 MB body answers 413', async () => {
    const before = await leads()
    const { status, body } = await send(
      JSON.stringify({ ...valid, remark: 'x'.repeat(2 * 1024 * 1024) }),
    )
    expect(status).toBe(413)
    expect(body.code).toBe(413)
    expect(await leads()).toBe(before)
  })

  it('a non-JSON content type answers 415', async () => {
    const { status } = await send('customersName=x', {
      'content-type': 'application/x-www-form-urlencoded',
    })
    expect(status).toBe(415)
  })

  it('a cross-origin browser post without the token answers 403; with the token it passes', async () => {
    const before = await leads()
    const evil = await send(JSON.stringify(valid), { origin: 'https://evil.example' })
    expect(evil.status).toBe(403)
    const crossSite = await send(JSON.stringify(valid), { 'sec-fetch-site': 'cross-site' })
    expect(crossSite.status).toBe(403)
    const wrongToken = await send(JSON.stringify(valid), {
      origin: 'https://evil.example',
      cookie: 'XSRF-TOKEN=aaa',
      'x-xsrf-token': 'bbb',
    })
    expect(wrongToken.status).toBe(403)
    expect(await leads()).toBe(before)
    const sameOrigin = await send(JSON.stringify(valid), { origin: 'http://cms.test' })
    expect(sameOrigin.status).toBe(200)
    const token = await send(JSON.stringify(valid), {
      origin: 'https://other.example',
      cookie: 'XSRF-TOKEN=tok123',
      'x-xsrf-token': 'tok123',
    })
    expect(token.status).toBe(200)
  })

  it('stores text exactly as given (no HTML rendering or escaping)', async () => {
    const markup = '<b>A&B</b>'
    const { body } = await send(JSON.stringify({ ...valid, companyName: markup }))
    expect(body.code).toBe(0)
    const rows = await cms.database.db.select().from(t.potentialCustomer)
    expect(rows.some((r) => r.companyName === markup)).toBe(true)
  })
})

describe('rate limit', () => {
  it('answers 429 with Retry-After once a client exceeds its writes per minute', async () => {
    const limited = await startTestCms('pglite', inject('databaseUrl'), {
      CMS_WRITE_RATE_LIMIT: '3',
    })
    try {
      const statuses: number[] = []
      let retryAfter: string | null = null
      for (let i = 0; i < 5; i++) {
        const response = await limited.app.fetch(
          new Request('http://cms.test/cms/open/api/potentialCustomers/add', {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-cms-client-ip': '203.0.113.9',
              ...formTokenHeader(),
            },
            body: JSON.stringify(valid),
          }),
        )
        statuses.push(response.status)
        retryAfter ??= response.headers.get('retry-after')
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429])
      expect(Number(retryAfter)).toBeGreaterThan(0)
    } finally {
      await limited.stop()
    }
  }, 60_000)
})

describe('job/resume/add', () => {
  async function apply(fields: Record<string, string>, file?: File) {
    const form = new FormData()
    for (const [k, v] of Object.entries(fields)) form.set(k, v)
    if (file) form.set('file', file)
    const response = await cms.app.fetch(
      new Request('http://cms.test/cms/open/api/job/resume/add', {
        method: 'POST',
        headers: { 'accept-language': 'en', ...formTokenHeader() },
        body: form,
      }),
    )
    return {
      status: response.status,
      body: (await response.json()) as { code: number; errors?: Record<string, string> },
    }
  }
  const fields = { jobId: '1', name: 'Li Na', phone: '13812345678', email: 'li@example.com' }

  it('rejects a file whose content is not PDF/DOC/DOCX, whatever its name', async () => {
    const fake = new File(['MZ\x90\x00 not a pdf'], 'cv.pdf', { type: 'application/pdf' })
    const { status, body } = await apply(fields, fake)
    expect(status).toBe(400)
    expect(body.errors?.file).toBe('The CV must be a PDF, DOC or DOCX file.')
  })

  describe('DOCX files that unpack to far more than they weigh (issue 25)', () => {
    const WORD = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
    async function stored() {
      const [row] = await cms.database.db.select({ n: count() }).from(t.resume)
      let files = 0
      try {
        files = readdirSync(join(cms.filesDir, 'resumes')).length
      } catch {
        // none yet
      }
      return { rows: row?.n ?? 0, files }
    }
    async function refused(entries: ZipEntry[]) {
      const bytes = await buildZip([...DOCX_PARTS, ...entries])
      const before = await stored()
      const { status, body } = await apply(fields, new File([bytes], 'cv.docx', { type: WORD }))
      expect(status).toBe(400)
      expect(body.errors).toEqual({ file: 'The CV must be a PDF, DOC or DOCX file.' })
      expect(await stored()).toEqual(before)
      return bytes
    }

    it('a Word document of a few parts is stored', async () => {
      const bytes = await buildZip([...DOCX_PARTS, { name: 'word/media/image1.png', zeros: 1e6 }])
      const { status } = await apply(fields, new File([bytes], 'cv.docx', { type: WORD }))
      expect(status).toBe(200)
    })

    it('1 MB that unpacks to 1 GiB: 400, nothing stored', async () => {
      const bytes = await refused([{ name: 'word/media/image1.png', zeros: 2 ** 30 }])
      expect(bytes.length).toBeLessThan(1.1e6)
    }, 60_000)

    it('past 50 MB unpacked over many parts', async () => {
      await refused(
        Array.from({ length: 6 }, (_, i) => ({ name: `word/media/image${i}.png`, zeros: 9e6 })),
      )
    })

    it('a part whose header claims less than it unpacks to', async () => {
      await refused([{ name: 'word/media/image1.png', zeros: 60e6, claimedSize: 1000 }])
    })

    it('an OpenDocument text is no CV type here, bomb or not', async () => {
      const odt = await buildZip([
        { name: 'mimetype', data: 'application/vnd.oasis.opendocument.text' },
        { name: 'content.xml', data: '<office:document-content/>' },
      ])
      const { status, body } = await apply(fields, new File([odt], 'cv.odt'))
      expect(status).toBe(400)
      expect(body.errors).toEqual({ file: 'The CV must be a PDF, DOC or DOCX file.' })
    })

    it('more than 2,000 entries', async () => {
      await refused(
        Array.from({ length: 2_000 }, (_, i) => ({ name: `word/media/p${i}.xml`, data: '<p/>' })),
      )
    })
  })

  it('requires the file and valid fields', async () => {
    const { status, body } = await apply({ ...fields, email: 'nope' })
    expect(status).toBe(400)
    expect(body.errors).toMatchObject({
      email: 'Please enter a valid email address',
      file: expect.any(String),
    })
  })
})
