/** The download request as the dialog and the server check it: what passes, and each refusal's words in the visitor's language. */
import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../../../contract/errors'
import { downloadSchema } from './download.schema'

const request = {
  name: 'Lena Vogel',
  phone: '+49301234567',
  company: 'Kühlhaus Nord GmbH',
  email: 'lena.vogel@example.de',
  downloadId: 4,
}

/** Each refused field with its message. */
function problems(locale: 'en' | 'zh-CN' | 'de', input: Record<string, unknown>) {
  const result = downloadSchema(locale).safeParse(input)
  if (result.success) return {}
  return fieldErrors(result.error)
}

describe('download request', () => {
  it('accepts a complete request with a mainland mobile or an international number', () => {
    expect(downloadSchema('en').safeParse(request).success).toBe(true)
    expect(downloadSchema('zh-CN').safeParse({ ...request, phone: '13812345678' }).success).toBe(
      true,
    )
  })

  it('refuses empty fields with a message for each, in the visitor’s language', () => {
    const empty = { name: '', phone: '', company: '', email: '', downloadId: 4 }
    expect(problems('en', empty)).toEqual({
      name: 'This field is required',
      phone: 'Please enter a phone number',
      company: 'This field is required',
      email: 'Please enter a valid email address',
    })
    expect(problems('zh-CN', empty)).toEqual({
      name: '此项为必填项',
      phone: '请输入联系电话',
      company: '此项为必填项',
      email: '请输入正确的邮箱地址',
    })
  })

  it('refuses a wrong phone number, a wrong address and too long a name', () => {
    expect(problems('de', { ...request, phone: '12345' })).toEqual({
      phone:
        'Geben Sie eine Mobilfunknummer aus Festlandchina oder eine internationale Nummer wie +49301234567 ein',
    })
    expect(problems('en', { ...request, email: 'lena.vogel@' })).toEqual({
      email: 'Please enter a valid email address',
    })
    expect(problems('en', { ...request, name: 'x'.repeat(31) })).toEqual({
      name: 'This text is too long',
    })
  })

  it('refuses a request without a document or with fields it does not know', () => {
    expect(problems('en', { ...request, downloadId: 0 })).toHaveProperty('downloadId')
    expect(downloadSchema('en').safeParse({ ...request, admin: true }).success).toBe(false)
  })
})
