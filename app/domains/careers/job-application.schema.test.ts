/**
 * A job application as the form checks it before sending: the text fields with each refusal's
 * words in the applicant's language, and the CV: none chosen, a wrong type by name or by content,
 * too large (its size and the limit written as the locale writes them). And the job list's inputs.
 */
import { safeParse } from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { jobDetailInput, jobListInput } from './careers.schema'
import { applicationSchema, cvProblem, fieldErrors, megabytes } from './job-application.schema'

const application = {
  jobId: '12',
  name: 'Chen Jing',
  phone: '13812345678',
  email: 'chen.jing@example.cn',
  message: 'Five years of AGV commissioning.',
}

const refusals = (locale: 'en' | 'zh-CN', input: Record<string, unknown>) => {
  const result = applicationSchema(locale).safeParse(input)
  return result.success ? {} : fieldErrors(result.error)
}

const pdf = (size: number, name = 'cv.pdf') =>
  new File([new TextEncoder().encode('%PDF-1.4\n'), new Uint8Array(Math.max(0, size - 9))], name)

describe('job application fields', () => {
  it('accepts an application with or without a cover message', () => {
    expect(applicationSchema('en').safeParse(application).success).toBe(true)
    const { message: _, ...bare } = application
    expect(applicationSchema('en').safeParse(bare).success).toBe(true)
  })

  it('names each missing or wrong field in the applicant’s language', () => {
    const wrong = { ...application, name: ' ', phone: '555', email: 'chen@' }
    expect(refusals('en', wrong)).toEqual({
      name: 'This field is required',
      phone: 'Enter a mainland China mobile number or an international number such as +49301234567',
      email: 'Please enter a valid email address',
    })
    expect(refusals('zh-CN', wrong)).toEqual({
      name: '此项为必填项',
      phone: '请输入中国大陆手机号，或 +49301234567 这样的国际号码',
      email: '请输入正确的邮箱地址',
    })
    expect(refusals('en', { ...application, message: 'x'.repeat(1001) })).toEqual({
      message: 'This text is too long',
    })
  })
})

describe('the CV', () => {
  it('accepts a PDF of at most 5 MB', async () => {
    expect(await cvProblem(pdf(40_000), 'en')).toBeUndefined()
    expect(await cvProblem(pdf(5 * 1024 * 1024), 'en')).toBeUndefined()
  })

  it('asks for one when none is chosen', async () => {
    expect(await cvProblem(null, 'en')).toBe(
      'Please attach your CV (PDF, DOC or DOCX, at most 5 MB).',
    )
    expect(await cvProblem(new File([], 'cv.pdf'), 'zh-CN')).toBe(
      '请上传简历（PDF、DOC 或 DOCX，不超过 5 MB）。',
    )
  })

  it('refuses another type, by its name or by its content', async () => {
    expect(await cvProblem(pdf(1000, 'photo.png'), 'en')).toBe(
      '“photo.png” is not a PDF, DOC or DOCX file. Please choose your CV in one of these formats.',
    )
    const renamed = new File([new TextEncoder().encode('GIF89a not a document')], 'cv.pdf')
    expect(await cvProblem(renamed, 'de')).toBe(
      '„cv.pdf“ ist keine PDF-, DOC- oder DOCX-Datei. Bitte wählen Sie Ihren Lebenslauf in einem dieser Formate.',
    )
  })

  it('refuses a file over 5 MB, naming its size rounded up and the limit', async () => {
    expect(await cvProblem(pdf(5 * 1024 * 1024 + 1), 'en')).toBe(
      'This file is 5.01 MB; a CV may be at most 5 MB. Please choose a smaller file.',
    )
    expect(megabytes(6.3 * 1024 * 1024, 'de')).toBe('6,3 MB')
  })
})

describe('job list inputs', () => {
  it('accepts a locale, a category and a place or none, and a page', () => {
    expect(safeParse(jobListInput, { lang: 'en', category: 2, place: null, page: 1 }).success).toBe(
      true,
    )
    expect(safeParse(jobDetailInput, { lang: 'th', id: 5 }).success).toBe(true)
  })

  it('refuses a wrong locale, id or page', () => {
    const list = { lang: 'en', category: null, place: null, page: 1 }
    for (const change of [{ lang: 'EN' }, { category: 0 }, { place: 'Shenzhen' }, { page: 0 }])
      expect(safeParse(jobListInput, { ...list, ...change }).success).toBe(false)
    expect(safeParse(jobDetailInput, { lang: 'en', id: -3 }).success).toBe(false)
  })
})
