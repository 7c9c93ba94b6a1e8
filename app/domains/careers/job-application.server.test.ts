/**
 * The upload endpoint of job applications without a browser, against the real in-process content
 * service: what it refuses (origin, honeypot, form token, missing fields, a CV of the wrong type by
 * content whatever its name, a CV over 5 MB, a body over the limit) is never stored; a PDF, DOCX
 * or DOC CV is stored and appears in the service's export with its file name.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { crc32 } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

const dataDir = mkdtempSync(join(tmpdir(), 'starbridge-careers-'))
process.env.DATA_DIR = dataDir
process.env.DATABASE_URL = ''
process.env.CMS_BASE_URL = ''
process.env.CONSULT_RATE_LIMIT = '1000'
process.env.FORM_REFUSED_RATE_LIMIT = '1000'
process.env.CMS_WRITE_RATE_LIMIT = '1000'
const SECRET = 'careers-test-secret-0123456789abcdef'
process.env.CMS_SIGNING_SECRET = SECRET

const { handleJobApplication, APPLICATION_BODY_LIMIT } = await import('./job-application.server')
const { inProcessCms } = await import('../../content/cms.server')
const { submissions } = await import('../../../cms/export')
const { issueFormToken } = await import('../../../contract/form-token')
/** A token from a form opened `ago` milliseconds before now. */
const tokenFrom = (ago: number) => issueFormToken(SECRET, Date.now() - ago)
const { RESUME_MAX_BYTES } = await import('../../../contract/cv-file')

const bytes = (text: string) => new TextEncoder().encode(text)

/** A tiny but valid PDF. */
const pdf = bytes(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

/** A little-endian record: [offset, width in bytes, value] per field. */
function record(size: number, fields: Array<[at: number, width: 2 | 4, value: number]>): Buffer {
  const out = Buffer.alloc(size)
  for (const [at, width, value] of fields)
    if (width === 2) out.writeUInt16LE(value, at)
    else out.writeUInt32LE(value, at)
  return out
}

/** A zip of stored (uncompressed) entries: local headers and data, the directory, its end. */
function zip(entries: Array<[name: string, text: string]>): Uint8Array {
  const parts: Buffer[] = []
  const directory: Buffer[] = []
  let offset = 0
  for (const [name, text] of entries) {
    const data = Buffer.from(text)
    const fileName = Buffer.from(name)
    const local = record(30, [
      [0, 4, 0x04034b50],
      [4, 2, 20],
      [14, 4, crc32(data)],
      [18, 4, data.length],
      [22, 4, data.length],
      [26, 2, fileName.length],
    ])
    parts.push(local, fileName, data)
    // A directory entry repeats the local header's fields (version to extra length) between
    // its own signature and version, and the offset of the local header.
    const entry = [
      record(6, [
        [0, 4, 0x02014b50],
        [4, 2, 20],
      ]),
      local.subarray(4),
      record(14, [[10, 4, offset]]),
    ]
    directory.push(...entry, fileName)
    offset += local.length + fileName.length + data.length
  }
  const listing = Buffer.concat(directory)
  const end = record(22, [
    [0, 4, 0x06054b50],
    [8, 2, entries.length],
    [10, 2, entries.length],
    [12, 4, listing.length],
    [16, 4, offset],
  ])
  return new Uint8Array(Buffer.concat([...parts, listing, end]))
}

/** A minimal Word document: [Content_Types].xml naming the main part, and word/document.xml. */
const docx = zip([
  [
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  ],
  ['word/document.xml', '<w:document/>'],
])
/** A legacy .doc is an OLE compound file: its signature, then sectors. */
const doc = new Uint8Array(1536)
doc.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
const png = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48,
])

const file = (content: Uint8Array, name: string, type = 'application/octet-stream') =>
  new File([content.slice().buffer as ArrayBuffer], name, { type })

let jobId = 0
const valid = () => ({
  jobId: String(jobId),
  name: 'Lena Berg',
  phone: '+4930123456',
  email: 'lena.berg@example.com',
  message: 'Available from March.',
  website: '',
  formToken: tokenFrom(60_000),
})

function request(
  fields: Record<string, string>,
  cv?: File,
  init: { headers?: Record<string, string>; lang?: string } = {},
) {
  // The form token goes in its header, as the form sends it (read before the body).
  const { formToken, ...rest } = fields
  const form = new FormData()
  for (const [key, value] of Object.entries(rest)) form.set(key, value)
  if (cv) form.set('file', cv)
  return new Request(`http://site.test/api/job-application?lang=${init.lang ?? 'en'}`, {
    method: 'POST',
    headers: {
      host: 'site.test',
      origin: 'http://site.test',
      'x-starbridge-client-ip': '198.51.100.9',
      ...(formToken === undefined ? {} : { 'x-form-token': formToken }),
      ...init.headers,
    },
    body: form,
  })
}

/** A request whose body is `body`, with the headers of a valid application. */
function streamed(body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  return new Request('http://site.test/api/job-application?lang=en', {
    method: 'POST',
    headers: {
      host: 'site.test',
      origin: 'http://site.test',
      'content-type': 'multipart/form-data; boundary=----x',
      'x-form-token': tokenFrom(60_000),
      ...headers,
    },
    body,
    duplex: 'half',
  } as RequestInit)
}

/** A body that sends one part of a form, then `then` (stall, or break off as a client leaving). */
function partialBody(then: 'stall' | 'abort') {
  let pulled = false
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes('------x\r\nContent-Disposition: form-data; name="name"\r\n\r\nLe'))
      if (then === 'abort') controller.error(new Error('aborted'))
    },
    pull() {
      pulled = true
    },
  })
  return { stream, pulled: () => pulled }
}

async function send(req: Request) {
  const response = await handleJobApplication(req)
  return {
    status: response.status,
    body: (await response.json()) as {
      status: string
      msg: string
      errors?: Record<string, string>
    },
  }
}

async function applications() {
  const cms = await inProcessCms()
  return submissions(cms.database.db, 'applications') as Promise<
    Array<{ fileName: string; mimeType: string; jobId: number; fileSize: number }>
  >
}

beforeAll(async () => {
  const cms = await inProcessCms()
  const response = await cms.app.fetch(
    new Request('http://cms.test/cms/open/api/job/list?language=en&pageSize=1'),
  )
  jobId = ((await response.json()) as { data: { list: Array<{ id: number }> } }).data.list[0]!.id
}, 120_000)
afterAll(async () => {
  await (await inProcessCms()).close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('POST /api/job-application: refused, and nothing stored', () => {
  const cases: Array<[string, () => Request, number, string | null]> = [
    [
      'a post from another origin',
      () => request(valid(), file(pdf, 'cv.pdf'), { headers: { origin: 'https://evil.example' } }),
      403,
      null,
    ],
    [
      'the honeypot filled',
      () => request({ ...valid(), website: 'http://spam' }, file(pdf, 'cv.pdf')),
      400,
      null,
    ],
    [
      'a form sent faster than a person could',
      () => request({ ...valid(), formToken: tokenFrom(0) }, file(pdf, 'cv.pdf')),
      400,
      null,
    ],
    [
      'a text file named .pdf',
      () =>
        request(valid(), file(bytes('Dear recruiter, I am great.'), 'cv.pdf', 'application/pdf')),
      400,
      'file',
    ],
    ['a PNG image', () => request(valid(), file(png, 'photo.png', 'image/png')), 400, 'file'],
    ['a PNG renamed .docx', () => request(valid(), file(png, 'cv.docx')), 400, 'file'],
    [
      'a zip without word/ named .docx',
      () => request(valid(), file(zip([['a.txt', 'hi']]), 'cv.docx')),
      400,
      'file',
    ],
    ['no CV at all', () => request(valid()), 400, 'file'],
    ['an empty CV', () => request(valid(), file(new Uint8Array(), 'cv.pdf')), 400, 'file'],
    [
      'an email that is none',
      () => request({ ...valid(), email: 'lena@' }, file(pdf, 'cv.pdf')),
      400,
      'email',
    ],
    [
      'a phone number that is none',
      () => request({ ...valid(), phone: '12345' }, file(pdf, 'cv.pdf')),
      400,
      'phone',
    ],
    [
      'a job that does not exist',
      () => request({ ...valid(), jobId: '999999' }, file(pdf, 'cv.pdf')),
      404,
      null,
    ],
  ]

  it.each(cases)('refuses %s', async (_label, make, status, field) => {
    const before = (await applications()).length
    const { status: code, body } = await send(make())
    expect(code).toBe(status)
    expect(body.status).toBe('rejected')
    expect(body.msg).toBeTruthy()
    if (field) expect(body.errors?.[field]).toBeTruthy()
    expect((await applications()).length).toBe(before)
  })

  it('names every missing field, and the allowed types for a CV of the wrong type', async () => {
    const missing = await send(request({ jobId: String(jobId), formToken: tokenFrom(60_000) }))
    expect(missing.status).toBe(400)
    expect(Object.keys(missing.body.errors ?? {}).sort()).toEqual([
      'email',
      'file',
      'name',
      'phone',
    ])
    expect(missing.body.errors?.file).toBe(
      'Please attach your CV (PDF, DOC or DOCX, at most 5 MB).',
    )

    const wrong = await send(request(valid(), file(bytes('just text'), 'lebenslauf.pdf')))
    expect(wrong.body.errors?.file).toBe(
      '“lebenslauf.pdf” is not a PDF, DOC or DOCX file. Please choose your CV in one of these formats.',
    )
    const zh = await send(request(valid(), file(png, 'cv.pdf'), { lang: 'zh-CN' }))
    expect(zh.body.errors?.file).toContain('不是 PDF、DOC 或 DOCX 文件')
  })

  it('refuses a CV over 5 MB with 413, naming the limit and the file’s size', async () => {
    const before = (await applications()).length
    const big = new Uint8Array(RESUME_MAX_BYTES + 10 * 1024)
    big.set(pdf)
    const { status, body } = await send(request(valid(), file(big, 'big.pdf')))
    expect(status).toBe(413)
    expect(body.errors?.file).toBe(
      'This file is 5.01 MB; a CV may be at most 5 MB. Please choose a smaller file.',
    )
    expect((await applications()).length).toBe(before)
  })

  it('refuses a body over the limit with 413: by its Content-Length, or while reading it', async () => {
    const declared = request(valid(), file(pdf, 'cv.pdf'), {
      headers: { 'content-length': String(APPLICATION_BODY_LIMIT + 1) },
    })
    expect((await send(declared)).status).toBe(413)
    const huge = new Uint8Array(APPLICATION_BODY_LIMIT + 1)
    huge.set(pdf)
    const streamed = await send(request(valid(), file(huge, 'huge.pdf')))
    expect(streamed.status).toBe(413)
    expect(streamed.body.errors).toBeUndefined()
  })

  it('refuses a body that is not multipart with 415', async () => {
    const json = new Request('http://site.test/api/job-application?lang=en', {
      method: 'POST',
      headers: {
        host: 'site.test',
        origin: 'http://site.test',
        'content-type': 'application/json',
      },
      body: JSON.stringify(valid()),
    })
    expect((await send(json)).status).toBe(415)
  })
})

describe('POST /api/job-application: what is decided before the body is read', () => {
  it.each([
    ['without a form token', { 'x-form-token': '' }, 400],
    ['from another site', { origin: 'https://evil.example' }, 403],
    [
      'with a forged X-Forwarded-Host (no trusted proxy)',
      {
        origin: 'https://evil.example',
        'x-forwarded-host': 'evil.example',
      },
      403,
    ],
    ['that is not multipart', { 'content-type': 'multipart/form-data;;;' }, 415],
    ['that says it is too large', { 'content-length': String(APPLICATION_BODY_LIMIT + 1) }, 413],
  ])('refuses a post %s without reading a byte of it', async (_label, headers, status) => {
    const body = partialBody('stall')
    const { status: code, body: answer } = await send(streamed(body.stream, headers))
    expect(code).toBe(status)
    expect(answer.status).toBe('rejected')
    expect(body.pulled()).toBe(false)
  })

  it('answers 408 to a body that stalls, and 400 to one that breaks off, logging no error', async () => {
    const { guardBody } = await import('../../lib/body-guard.server')
    const { logger } = await import('../../lib/logger.server')
    const errors = vi.spyOn(logger, 'error')
    const infos = vi.spyOn(logger, 'info')
    const stalled = guardBody(partialBody('stall').stream, { idleMs: 50, deadlineMs: 5_000 })
    const timedOut = await send(streamed(stalled.stream))
    expect(timedOut.status).toBe(408)
    expect(timedOut.body.msg).toBe(
      'The upload stalled or took too long. Please check your connection and send it again.',
    )
    const aborted = await send(streamed(partialBody('abort').stream))
    expect(aborted.status).toBe(400)
    expect(errors).not.toHaveBeenCalled()
    const lines = infos.mock.calls.map(([line]) => line as { event?: string; reason?: string })
    expect(lines.filter((line) => line.event === 'application.body_unread')).toEqual([
      expect.objectContaining({ reason: 'idle' }),
      expect.objectContaining({ reason: 'aborted' }),
    ])
    errors.mockRestore()
    infos.mockRestore()
  })
})

describe('POST /api/job-application: stored', () => {
  it.each([
    ['a PDF', pdf, 'Lena Berg CV.pdf', 'application/pdf'],
    [
      'a DOCX',
      docx,
      'lebenslauf.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['a DOC', doc, 'resume.doc', 'application/msword'],
  ])(
    'stores %s, which then appears in the export with its file name',
    async (_l, content, name, mime) => {
      const { status, body } = await send(request(valid(), file(content, name)))
      expect(status).toBe(200)
      expect(body).toEqual({ status: 'ok', msg: 'Your application has been received.' })
      const stored = (await applications()).at(-1)!
      expect(stored).toMatchObject({
        fileName: name,
        mimeType: mime,
        jobId,
        fileSize: content.length,
      })
    },
  )

  it('answers in the visitor’s language', async () => {
    const { body } = await send(request(valid(), file(pdf, '简历.pdf'), { lang: 'zh-CN' }))
    expect(body).toEqual({ status: 'ok', msg: '您的申请已收到。' })
  })
})
