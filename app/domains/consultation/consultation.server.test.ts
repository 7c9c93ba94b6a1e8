/**
 * The consultation server path without a browser: invalid payloads are rejected and nothing is
 * stored; a valid one is stored by the (in-process) content service and appears in its export.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const dataDir = mkdtempSync(join(tmpdir(), 'starbridge-consult-'))
process.env.DATA_DIR = dataDir
process.env.DATABASE_URL = ''
process.env.CMS_BASE_URL = ''
process.env.CONSULT_RATE_LIMIT = '1000'
process.env.FORM_REFUSED_RATE_LIMIT = '1000'
const SECRET = 'consultation-test-secret-0123456789'
process.env.CMS_SIGNING_SECRET = SECRET

const { submitConsultationLead } = await import('./consultation.server')
const { issueFormToken } = await import('../../../contract/form-token')
/** A token from a form opened `ago` milliseconds before now. */
const tokenFrom = (ago: number) => issueFormToken(SECRET, Date.now() - ago)
const { inProcessCms } = await import('../../content/cms.server')
const { submissions, toCsv } = await import('../../../cms/export')

const valid = {
  customersName: '赵敏',
  customersPhone: '13512345678',
  customersAddress: '湖北省/武汉市/洪山区',
  remark: '',
  companyName: '服务端测试有限公司',
  demand: '四向穿梭车系统',
  industry: '新能源',
}

function request(headers: Record<string, string> = {}) {
  return new Request('http://site.test/_serverFn/x', {
    method: 'POST',
    headers: {
      host: 'site.test',
      origin: 'http://site.test',
      'x-starbridge-client-ip': '198.51.100.7',
      ...headers,
    },
  })
}

async function leadCount() {
  const cms = await inProcessCms()
  return (await submissions(cms.database.db, 'leads')).length
}

beforeAll(async () => {
  await inProcessCms()
}, 120_000)
afterAll(async () => {
  await (await inProcessCms()).close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('submitConsultationLead', () => {
  const base = {
    locale: 'zh-CN' as const,
    honeypot: '',
    // A fresh token for each submission: the content service accepts a token once.
    get formToken() {
      return tokenFrom(60_000)
    },
  }
  const invalid: Array<[string, Partial<Parameters<typeof submitConsultationLead>[0]>, number]> = [
    ['missing fields', { values: { customersName: '赵' } }, 400],
    ['a 9-character name', { values: { ...valid, customersName: '一二三四五六七八九' } }, 400],
    ['phone 12345', { values: { ...valid, customersPhone: '12345' } }, 400],
    ['a 101-character demand', { values: { ...valid, demand: 'x'.repeat(101) } }, 400],
    ['wrong types', { values: { ...valid, industry: 7 } }, 400],
    [
      'an international phone in zh-CN',
      { values: { ...valid, customersPhone: '+4930123456' } },
      400,
    ],
    ['the honeypot filled', { values: valid, honeypot: 'http://spam.example' }, 400],
    ['without a form token', { values: valid, formToken: '' }, 400],
    [
      'with a forged token',
      { values: valid, formToken: `${tokenFrom(60_000).slice(0, -4)}AAAA` },
      400,
    ],
    ['with an expired token', { values: valid, formToken: tokenFrom(7 * 3_600_000) }, 400],
    [
      'a cross-origin post',
      { values: valid, request: request({ origin: 'https://evil.example' }) },
      403,
    ],
  ]

  it.each(invalid)('rejects %s and stores nothing', async (_label, overrides, code) => {
    const before = await leadCount()
    const result = await submitConsultationLead({
      ...base,
      values: valid,
      request: request(),
      ...overrides,
    })
    expect(result.status).toBe('rejected')
    expect(result.status === 'rejected' && result.code).toBe(code)
    expect(result.msg).toBeTruthy()
    expect(await leadCount()).toBe(before)
  })

  it('rejects a form sent faster than a person could and stores nothing', async () => {
    const before = await leadCount()
    const result = await submitConsultationLead({
      ...base,
      values: valid,
      formToken: tokenFrom(0),
      request: request(),
    })
    expect(result).toMatchObject({ status: 'rejected', code: 400 })
    expect(await leadCount()).toBe(before)
  })

  it('a form left open too long asks to reload, in the visitor language', async () => {
    const result = await submitConsultationLead({
      ...base,
      locale: 'de',
      values: valid,
      formToken: tokenFrom(7 * 3_600_000),
      request: request(),
    })
    expect(result).toMatchObject({ status: 'rejected', code: 400 })
    expect(result.msg).toBe(
      'Das Formular war zu lange geöffnet. Bitte laden Sie die Seite neu und senden Sie es erneut.',
    )
  })

  it('names the invalid fields in the visitor language', async () => {
    const result = await submitConsultationLead({
      ...base,
      values: { ...valid, customersName: '', customersPhone: '12345' },
      request: request(),
    })
    expect(result).toMatchObject({
      status: 'rejected',
      errors: { customersName: '请输入联系人', customersPhone: '手机号格式不正确' },
    })
    const en = await submitConsultationLead({
      ...base,
      locale: 'en',
      values: { ...valid, industry: '' },
      request: request(),
    })
    expect(en).toMatchObject({
      status: 'rejected',
      errors: { industry: 'Please enter your industry' },
    })
  })

  it('stores a valid lead, which then appears in the export', async () => {
    const result = await submitConsultationLead({ ...base, values: valid, request: request() })
    expect(result).toEqual({ status: 'ok', msg: '提交成功' })
    const cms = await inProcessCms()
    const csv = toCsv(
      (await submissions(cms.database.db, 'leads')) as Array<Record<string, unknown>>,
    )
    expect(csv).toContain('服务端测试有限公司')
    expect(csv).toContain('湖北省/武汉市/洪山区')
  })

  it('accepts an E.164 number outside the Chinese locales', async () => {
    const result = await submitConsultationLead({
      ...base,
      locale: 'de',
      values: { ...valid, customersPhone: '+4930123456' },
      request: request(),
    })
    expect(result.status).toBe('ok')
  })
})

describe('visitors outside China (issue 34)', () => {
  const base = {
    honeypot: '',
    get formToken() {
      return tokenFrom(60_000)
    },
  }
  async function storedLead(companyName: string) {
    const cms = await inProcessCms()
    return (await submissions(cms.database.db, 'leads')).find(
      (row) => 'companyName' in row && row.companyName === companyName,
    )
  }

  it.each([
    ['de', 'Lena Hoffmann', '+4930123456'],
    ['th', 'ณัฐวุฒิ ศรีสุข', '+66812345678'],
    ['ko', '김민준', '+821012345678'],
    ['ru', 'Анна Петрова-Иванова', '+74951234567'],
  ] as const)(
    '%s: %s with 600 characters of needs is stored with the locale',
    async (locale, name, phone) => {
      const companyName = `Site ${locale} ${Date.now()}`
      const demand = 'x'.repeat(600)
      const result = await submitConsultationLead({
        ...base,
        locale,
        values: { ...valid, customersName: name, customersPhone: phone, companyName, demand },
        request: request(),
      })
      expect(result.status).toBe('ok')
      expect(await storedLead(companyName)).toMatchObject({ customersName: name, demand, locale })
    },
  )

  it('zh-CN keeps 100 characters of needs, and says so', async () => {
    const result = await submitConsultationLead({
      ...base,
      locale: 'zh-CN',
      values: { ...valid, demand: 'x'.repeat(101) },
      request: request(),
    })
    expect(result).toMatchObject({
      status: 'rejected',
      errors: { demand: '需求描述不能超过100个字符' },
    })
  })
})
