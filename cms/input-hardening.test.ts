/**
 * Input that once reached PostgreSQL and came back as a 500 (NUL, ids past int4), control and
 * invisible characters, content types read as JSON by prefix, failed queries logged with their
 * parameters, and spreadsheet formulas in the CSV export: each against the real service.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { count, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { signDownload } from './app'
import * as t from './db/schema'
import { cmsLogger } from './instance'
import {
  TEST_SIGNING_SECRET,
  formTokenHeader,
  sampleApplication,
  sampleDownloadRequest,
  sampleLead,
  startTestCms,
} from './test-support'

let cms: Awaited<ReturnType<typeof startTestCms>>
beforeAll(async () => {
  cms = await startTestCms('pglite', inject('databaseUrl'))
}, 120_000)
afterAll(() => cms?.stop())
afterEach(() => vi.restoreAllMocks())

const INVALID = {
  zh: '提交的信息有误，请检查后重试。',
  en: 'Some fields are invalid. Please check them and try again.',
}
type Language = keyof typeof INVALID

interface Answer {
  status: number
  body: { code: number; msg: string; data: unknown; errors?: Record<string, string> }
}

async function answer(response: Response): Promise<Answer> {
  return { status: response.status, body: (await response.json()) as Answer['body'] }
}

async function postJson(path: string, payload: unknown, headers: Record<string, string> = {}) {
  return answer(
    await cms.app.fetch(
      new Request(`http://cms.test/cms/open/api${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-language': 'zh-CN',
          ...formTokenHeader(),
          ...headers,
        },
        body: typeof payload === 'string' ? payload : JSON.stringify(payload),
      }),
    ),
  )
}

const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

async function postResume(
  fields: Record<string, string>,
  { language = 'zh-CN', fileName = 'cv.pdf' }: { language?: string; fileName?: string } = {},
) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.set(key, value)
  form.set('file', new File([PDF], fileName, { type: 'application/pdf' }))
  return answer(
    await cms.app.fetch(
      new Request('http://cms.test/cms/open/api/job/resume/add', {
        method: 'POST',
        headers: { 'accept-language': language, ...formTokenHeader() },
        body: form,
      }),
    ),
  )
}

const lead = sampleLead
const downloadRequest = sampleDownloadRequest
const application = sampleApplication

async function stored() {
  const rows = async (
    table: typeof t.potentialCustomer | typeof t.customerDownload | typeof t.resume,
  ) => (await cms.database.db.select({ n: count() }).from(table))[0]?.n ?? 0
  return {
    leads: await rows(t.potentialCustomer),
    downloads: await rows(t.customerDownload),
    resumes: await rows(t.resume),
    resumeFiles: readdirSafe(join(cms.filesDir, 'resumes')).length,
  }
}

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir)
  } catch {
    return []
  }
}

function expectInvalid(result: Answer, language: Language, field?: string) {
  expect(result.status).toBe(400)
  expect(result.body).toMatchObject({ code: 400, msg: INVALID[language], data: null })
  if (field) expect(result.body.errors?.[field]).toBeTruthy()
}

describe('NUL and ids past int4 answer 400 and store nothing', () => {
  const nul = (value: string) => `${value.slice(0, 1)}\u0000${value.slice(1)}`

  it.each(
    Object.keys(lead)
      .filter((k) => k !== 'remark')
      .concat('remark'),
  )('consultation: NUL in %s', async (field) => {
    const before = await stored()
    const value = field === 'remark' ? 'ok' : lead[field as keyof typeof lead]
    for (const language of ['zh', 'en'] as const) {
      const result = await postJson(
        '/potentialCustomers/add',
        { ...lead, [field]: nul(value) },
        { 'accept-language': language },
      )
      expectInvalid(result, language, field)
    }
    expect(await stored()).toEqual(before)
  })

  it.each(['name', 'phone', 'company', 'email'])('download request: NUL in %s', async (field) => {
    const before = await stored()
    const value = downloadRequest[field as 'name']
    const result = await postJson('/customersDownload/add', {
      ...downloadRequest,
      [field]: nul(value),
    })
    expectInvalid(result, 'zh', field)
    expect(await stored()).toEqual(before)
  })

  it.each(['name', 'phone', 'email', 'message'])('job application: NUL in %s', async (field) => {
    const before = await stored()
    const value = application[field as 'name']
    const result = await postResume({ ...application, [field]: nul(value) }, { language: 'en' })
    expectInvalid(result, 'en', field)
    expect(await stored()).toEqual(before)
  })

  it('downloadId and jobId past the int4 range', async () => {
    const before = await stored()
    for (const downloadId of [2147483648, 1e20, 0, -1, 1.5]) {
      const result = await postJson('/customersDownload/add', { ...downloadRequest, downloadId })
      expectInvalid(result, 'zh', 'downloadId')
    }
    for (const jobId of ['2147483648', '99999999999999999999', '0']) {
      expectInvalid(await postResume({ ...application, jobId }, { language: 'en' }), 'en', 'jobId')
    }
    expect(await stored()).toEqual(before)
  })

  it.each(['/article/list', '/job/list', '/media/list', '/download/list'])(
    'a NUL in the search keyword of %s',
    async (path) => {
      const response = await cms.app.fetch(
        new Request(`http://cms.test/cms/open/api${path}?language=zh&keyword=a%00b`, {
          headers: { 'accept-language': 'en' },
        }),
      )
      expectInvalid(await answer(response), 'zh', 'keyword')
    },
  )

  it('a NUL in the CV file name is dropped, the application kept', async () => {
    const result = await postResume(application, { fileName: 'cv\u0000\u001b.pdf' })
    expect(result.status).toBe(200)
    const rows = await cms.database.db.select({ fileName: t.resume.fileName }).from(t.resume)
    expect(rows.at(-1)?.fileName).toBe('cv.pdf')
  })
})

describe('control and invisible characters', () => {
  it.each([
    ['ESC', 'customersName', '王\u001b小明'],
    ['BEL', 'companyName', '北方\u0007物流'],
    ['C1 (NEL)', 'industry', '冷\u0085链'],
    ['DEL', 'customersAddress', '北京市\u007f'],
    ['TAB in a one-line field', 'customersName', '王\t小明'],
    ['LF in a one-line field', 'companyName', '北方\n物流'],
    ['ESC in a multi-line field', 'demand', '冷库\u001b[31m'],
    ['a lone surrogate', 'demand', '冷库\ud800'],
  ])('%s is refused', async (_label, field, value) => {
    const before = await stored()
    expectInvalid(
      await postJson('/potentialCustomers/add', { ...lead, [field]: value }),
      'zh',
      field,
    )
    expect(await stored()).toEqual(before)
  })

  it.each([
    ['zero-width spaces', '\u200b\u200c\u200d'],
    ['a word joiner and a BOM', '\u2060\ufeff'],
    ['NBSP and ideographic spaces', '\u00a0\u3000\u2003'],
    ['a Hangul filler', '\u3164'],
  ])('a required field of only %s gets its "required" message', async (_label, blank) => {
    const zh = await postJson('/potentialCustomers/add', {
      ...lead,
      customersName: blank,
      industry: blank,
    })
    expectInvalid(zh, 'zh')
    expect(zh.body.errors).toMatchObject({ customersName: '请输入联系人', industry: '请输入行业' })
    const en = await postResume({ ...application, name: blank }, { language: 'en' })
    expect(en.body.errors?.name).toBe('This field is required')
  })

  it('multi-line fields keep tabs and line breaks; surrounding blanks are trimmed', async () => {
    const result = await postJson('/potentialCustomers/add', {
      ...lead,
      customersName: '\u00a0 赵六\u200b ',
      customersPhone: ' 13712345678\n',
      demand: '\n第一行\r\n\t第二行 ',
      remark: '\u200b\u3000',
    })
    expect(result.status).toBe(200)
    const rows = await cms.database.db.select().from(t.potentialCustomer)
    expect(rows.at(-1)).toMatchObject({
      customersName: '赵六',
      customersPhone: '13712345678',
      demand: '第一行\r\n\t第二行',
      remark: '',
    })
  })
})

describe('content types', () => {
  it.each([
    'application/jsonp',
    'application/json-patch+json',
    'application/json; charset=utf-16',
    'application/json; charset=iso-8859-1',
    'application/json; version=2',
    'application/jsonx',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    '',
    // Malformed parameter lists (issue 25): empty parameters, a name without a value, a repeated
    // name, an open quote.
    'application/json;;;',
    'application/json;',
    'application/json; ',
    'application/json; charset=utf-8;',
    'application/json;charset=utf-8;;',
    'application/json;;charset=utf-8',
    'application/json; charset',
    'application/json; charset=',
    'application/json;=utf-8',
    'application/json; charset=utf-8; charset=utf-8',
    'application/json; charset="utf-8',
    'application/json, text/plain',
    'application/json charset=utf-8',
  ])('%j is refused with 415', async (type) => {
    const before = await stored()
    for (const language of ['zh', 'en'] as const) {
      const result = await postJson('/potentialCustomers/add', lead, {
        'content-type': type,
        'accept-language': language,
      })
      expect(result.status).toBe(415)
      expect(result.body).toMatchObject({
        code: 415,
        msg: language === 'zh' ? '不支持该请求格式。' : 'This request format is not supported.',
        data: null,
      })
    }
    expect(await stored()).toEqual(before)
  })

  it.each([
    'multipart/form-data; boundary=x;;',
    'multipart/form-data;; boundary=x',
    'multipart/form-data; boundary=',
    'multipart/form-data; boundary=x; boundary=y',
  ])('a malformed multipart type, %j, is refused with 415 (issue 25)', async (type) => {
    const response = await cms.app.fetch(
      new Request('http://cms.test/cms/open/api/job/resume/add', {
        method: 'POST',
        headers: { 'content-type': type, ...formTokenHeader() },
        body: '--x--\r\n',
      }),
    )
    expect(response.status).toBe(415)
  })

  it.each([
    'application/json',
    'Application/JSON; Charset="UTF-8"',
    'application/json;charset=utf-8',
    'application/json ; charset=utf-8',
    'application/json;\tcharset=UTF-8',
  ])('%j is read as JSON', async (type) => {
    const result = await postJson('/potentialCustomers/add', lead, { 'content-type': type })
    expect(result.status).toBe(200)
  })

  it('the CV upload takes multipart/form-data only', async () => {
    const result = await postJson('/job/resume/add', application)
    expect(result.status).toBe(415)
    const urlEncoded = await cms.app.fetch(
      new Request('http://cms.test/cms/open/api/job/resume/add', {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data-x; boundary=a', ...formTokenHeader() },
        body: 'x',
      }),
    )
    expect(urlEncoded.status).toBe(415)
  })
})

describe('ids that are not plain decimal integers, or past int4 (issue 25)', () => {
  // Each of these once reached the row of id 10 (Number() reads hex, exponents, decimals, blanks).
  const spellings = [
    '0xa',
    '0XA',
    '10.0',
    '1e1',
    '1E1',
    ' 10',
    '10 ',
    '+10',
    '010',
    '１０',
    '0b1010',
  ]
  const outOfRange = ['2147483648', '99999999999999999999', '0', '-10']

  async function get(path: string) {
    return answer(
      await cms.app.fetch(
        new Request(`http://cms.test/cms/open/api${path}`, {
          headers: { 'accept-language': 'en' },
        }),
      ),
    )
  }
  const downloadUrl = (id: string) => {
    const expires = Date.now() + 60_000
    return `/download/file/${encodeURIComponent(id)}?expires=${expires}&sig=${signDownload(TEST_SIGNING_SECRET, 10, expires)}`
  }

  it.each([
    ['/articleDetails/', (id: string) => `/articleDetails/${encodeURIComponent(id)}`],
    ['/job/', (id: string) => `/job/${encodeURIComponent(id)}`],
    ['/download/file/', downloadUrl],
  ])('in the path of %s: 404', async (_label, url) => {
    const plain = await cms.app.fetch(new Request(`http://cms.test/cms/open/api${url('10')}`))
    expect(plain.status).toBe(200)
    for (const id of [...spellings, ...outOfRange]) {
      const result = await get(url(id))
      expect(result.status, JSON.stringify(id)).toBe(404)
      expect(result.body).toEqual({
        code: 404,
        msg: 'The requested item does not exist.',
        data: null,
      })
    }
  })

  it.each([
    ['/job/list?language=zh', 'categoryId'],
    ['/job/list?language=zh', 'workPlaceId'],
    ['/article/list?language=zh', 'classifyId'],
    ['/article/list?language=zh', 'tagId'],
    ['/article/list?language=zh', 'pageNum'],
    ['/media/list?language=zh', 'pageSize'],
    ['/download/list?language=zh', 'pageNum'],
  ])('in the query of %s, %s: 400', async (path, name) => {
    expect((await get(`${path}&${name}=1`)).status).toBe(200)
    for (const id of [...spellings, ...outOfRange]) {
      const result = await get(`${path}&${name}=${encodeURIComponent(id)}`)
      expect(result.status, JSON.stringify(id)).toBe(400)
      // In the language the query names.
      expect(result.body).toMatchObject({ code: 400, msg: INVALID.zh, data: null })
      expect(result.body.errors?.[name]).toBeTruthy()
    }
  })

  it('classifyType takes 0 or 1 as written', async () => {
    for (const type of ['0x1', '1.0', '1e0', ' 1', '01']) {
      const result = await get(
        `/classify/treeData?language=zh&classifyType=${encodeURIComponent(type)}`,
      )
      expect(result.status, JSON.stringify(type)).toBe(400)
    }
  })

  it('the jobId of an application: 400, nothing stored', async () => {
    const before = await stored()
    for (const jobId of ['0x1', '1.0', '1e0', ' 1', '1 ', '+1', '01', '１', '2147483648']) {
      expectInvalid(await postResume({ ...application, jobId }, { language: 'en' }), 'en', 'jobId')
    }
    expect(await stored()).toEqual(before)
  })
})

describe('failed queries: 400 or 409, and no personal data in the log', () => {
  // Constraints the schemas do not know of: the inserts pass validation and fail in PostgreSQL.
  beforeAll(async () => {
    const statements = [
      `ALTER TABLE customer_download ADD CONSTRAINT probe_check CHECK (company <> 'Check Probe Co')`,
      `CREATE UNIQUE INDEX probe_unique ON customer_download (email) WHERE email = 'twice@example.com'`,
      `CREATE FUNCTION probe_raise() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.company = 'Data Probe Co' THEN
            RAISE EXCEPTION 'bad value %', NEW.phone USING ERRCODE = '22023';
          END IF;
          RETURN NEW;
        END $$`,
      `CREATE TRIGGER probe_raise BEFORE INSERT ON customer_download
        FOR EACH ROW EXECUTE FUNCTION probe_raise()`,
    ]
    for (const statement of statements) await cms.database.db.execute(sql.raw(statement))
  })

  const secretPhone = '13987654321'
  const secretName = 'Zed Probe'
  const request = { ...downloadRequest, name: secretName, phone: secretPhone }

  it.each([
    ['a data exception (22023)', { company: 'Data Probe Co' }, 400, '22023'],
    ['a check violation (23514)', { company: 'Check Probe Co' }, 400, '23514'],
  ])('%s answers 400', async (_label, change, status, state) => {
    const logged = vi.spyOn(cmsLogger, 'info')
    const before = await stored()
    const result = await postJson(
      '/customersDownload/add',
      { ...request, ...change },
      { 'accept-language': 'en' },
    )
    expect(result.status).toBe(status)
    expect(result.body).toMatchObject({ code: status, msg: INVALID.en, data: null })
    expect(await stored()).toEqual(before)
    const lines = JSON.stringify(logged.mock.calls)
    expect(logged.mock.calls.map(([event]) => event)).toContainEqual(
      expect.objectContaining({
        event: 'cms.error',
        sqlState: state,
        path: '/cms/open/api/customersDownload/add',
      }),
    )
    for (const secret of [secretPhone, secretName, 'insert into', 'params'])
      expect(lines).not.toContain(secret)
  })

  it('a unique violation (23505) answers 409', async () => {
    const logged = vi.spyOn(cmsLogger, 'info')
    const twice = { ...request, email: 'twice@example.com' }
    expect((await postJson('/customersDownload/add', twice)).status).toBe(200)
    const again = await postJson('/customersDownload/add', twice, { 'accept-language': 'en' })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({
      code: 409,
      msg: 'The submission conflicts with data already stored.',
      data: null,
    })
    const lines = JSON.stringify(logged.mock.calls)
    expect(lines).toContain('"sqlState":"23505"')
    for (const secret of [secretPhone, secretName, 'twice@example.com'])
      expect(lines).not.toContain(secret)
  })
})

describe('CSV export defuses spreadsheet formulas', () => {
  const TOKEN = 'test-admin-token-0123456789abcdef'
  const formulas = [
    '=1+2',
    '+1+2',
    '-1+2',
    '@SUM(A1)',
    '\n=1+2',
    '\t=1+2',
    '\r=1+2',
    ' =1+2',
    '\u00a0=1+2',
    '\u200b=1+2',
    '\ufeff=1+2',
    '\u3000@SUM(A1)',
    '＝1+2',
    '＋1+2',
    '－1+2',
    '＠SUM(A1)',
    '\tplain',
  ]

  async function exported(): Promise<string> {
    const response = await cms.app.fetch(
      new Request('http://cms.test/cms/admin/leads.csv', {
        headers: { authorization: `Bearer ${TOKEN}` },
      }),
    )
    expect(response.status).toBe(200)
    // Keeping the byte order mark (Response.text() drops it).
    return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())
  }

  it('for values sent through the write endpoint', async () => {
    for (const [i, formula] of formulas.entries()) {
      const result = await postJson('/potentialCustomers/add', {
        ...lead,
        companyName: `${formula}`,
        demand: `${formula} ${i}`,
      })
      expect(result.status, JSON.stringify(formula)).toBe(200)
    }
    // Stored trimmed: what remains starts with the formula itself.
    const rows = (await cms.database.db.select().from(t.potentialCustomer)).slice(-formulas.length)
    expect(rows.map((r) => r.companyName)).toContain('＝1+2')
    const csv = await exported()
    for (const { companyName, demand } of rows) {
      if (companyName === 'plain') continue
      expect(csv, JSON.stringify(companyName)).toContain(`"'${companyName}"`)
      expect(csv, JSON.stringify(demand)).toContain(`"'${demand}"`)
    }
  })

  it('for values stored as they came (older rows, other writers)', async () => {
    await cms.database.db.insert(t.potentialCustomer).values(
      formulas.map((formula) => ({
        ...lead,
        companyName: formula,
        locale: 'en',
      })),
    )
    // As read back (PGlite's text decoding drops a leading U+FEFF).
    const rows = (await cms.database.db.select().from(t.potentialCustomer)).slice(-formulas.length)
    const csv = await exported()
    for (const { companyName } of rows)
      expect(csv, JSON.stringify(companyName)).toContain(`"'${companyName}"`)
    expect(csv).toContain('"北方物流"')
    expect(csv.startsWith('\ufeff"id",')).toBe(true)
  })
})

describe('methods a path does not take: 405 with Allow (issue 25)', () => {
  const GET = 'GET, HEAD, OPTIONS'
  const POST = 'POST, OPTIONS'
  const paths: Array<[string, string]> = [
    ['/potentialCustomers/add', POST],
    ['/customersDownload/add', POST],
    ['/job/resume/add', POST],
    ['/formToken', GET],
    ['/job/list?language=zh', GET],
    ['/job/10', GET],
    ['/articleDetails/10', GET],
    ['/download/file/10', GET],
    ['/localtion/list', GET],
    ['/classify/treeData?classifyType=0&language=zh', GET],
    // A spelling the router decodes is the same path.
    ['/%66ormToken', GET],
  ]

  const send = (method: string, path: string, headers: Record<string, string> = {}) =>
    cms.app.fetch(
      new Request(`http://cms.test/cms/open/api${path}`, {
        method,
        headers: { 'accept-language': 'en', origin: 'https://elsewhere.example', ...headers },
      }),
    )

  it.each(paths)('%s: 405 to other methods, with the methods it takes', async (path, allow) => {
    const others = ['PUT', 'DELETE', 'PATCH', allow === GET ? 'POST' : 'GET']
    for (const method of others) {
      const response = await send(method, path)
      expect(response.status, method).toBe(405)
      expect(response.headers.get('allow'), method).toBe(allow)
      expect(await response.json()).toEqual({
        code: 405,
        // In the language of the query's `language`, else of Accept-Language.
        msg: path.includes('language=zh')
          ? '此地址不支持该请求方法。'
          : 'This request method is not allowed here.',
        data: null,
      })
    }
  })

  it.each(paths)('%s: OPTIONS answers 204 with Allow and no CORS grant', async (path, allow) => {
    const response = await send('OPTIONS', path, { 'access-control-request-method': 'POST' })
    expect(response.status).toBe(204)
    expect(response.headers.get('allow')).toBe(allow)
    expect(await response.text()).toBe('')
    for (const [name] of response.headers) expect(name).not.toMatch(/^access-control-/)
  })

  it.each([
    '/nope',
    '/job/abc',
    '/job/list/',
    '/potentialCustomers',
    '/potentialCustomers/add/x',
    '/articleDetails',
  ])('%s: an unknown path stays 404 for every method', async (path) => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const response = await send(method, path)
      expect(response.status, method).toBe(404)
      expect(response.headers.get('allow'), method).toBeNull()
    }
  })
})
