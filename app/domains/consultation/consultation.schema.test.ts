/**
 * The consultation form's messages say the real limits of each locale (issue 34, ADR 038): 1,000
 * characters of needs and remark outside zh-CN and zh-TW, written as the language writes numbers,
 * 100 on the Chinese site; 60 characters of a name in another script than Chinese characters.
 */
import { describe, expect, it } from 'vitest'
import { locales, type Locale } from '../../i18n/locales'
import { consultationLimits, consultationSchema } from './consultation.schema'

const valid = {
  customersName: 'Lena Hoffmann',
  customersPhone: '13800138000',
  customersAddress: 'Outside mainland China/Germany',
  remark: '',
  companyName: 'ACME',
  demand: 'AGV',
  industry: 'Automotive',
}

function errorsOf(locale: Locale, values: Record<string, string>) {
  const result = consultationSchema(locale).safeParse({ ...valid, ...values })
  return Object.fromEntries(result.error?.issues.map((i) => [i.path[0], i.message]) ?? [])
}

/** The limit as the message of each locale writes it. */
const thousand: Record<Locale, string> = {
  'zh-CN': '100',
  'zh-TW': '100',
  en: '1,000',
  de: '1.000',
  ja: '1,000',
  ko: '1,000',
  th: '1,000',
  it: '1000',
  hu: '1000',
  ru: '1\u00a0000',
  kk: '1\u00a0000',
  ms: '1,000',
  vi: '1.000',
}

describe.each(locales)('%s', (locale) => {
  const { demandMax, remarkMax, nameMax } = consultationLimits(locale)
  const chinese = locale === 'zh-CN' || locale === 'zh-TW'

  it('needs and remark: the limit the locale has, and a message that names it', () => {
    expect(demandMax).toBe(chinese ? 100 : 1000)
    expect(remarkMax).toBe(demandMax)
    expect(
      errorsOf(locale, { demand: 'd'.repeat(demandMax), remark: 'r'.repeat(remarkMax) }),
    ).toEqual({})
    const errors = errorsOf(locale, {
      demand: 'd'.repeat(demandMax + 1),
      remark: 'r'.repeat(remarkMax + 1),
    })
    expect(errors.demand).toContain(thousand[locale])
    expect(errors.remark).toContain(thousand[locale])
    expect(errors.demand).not.toContain('{max}')
  })

  it('a name in another script up to 60 characters; longer, a message that says 60', () => {
    expect(nameMax).toBe(60)
    expect(errorsOf(locale, { customersName: 'L'.repeat(60) })).toEqual({})
    expect(errorsOf(locale, { customersName: 'L'.repeat(61) }).customersName).toContain('60')
    expect(errorsOf(locale, { customersName: 'Lena 2' }).customersName).toBeTruthy()
  })

  it('a name in Chinese characters: 8 at most, and the message says 8', () => {
    expect(errorsOf(locale, { customersName: '欧阳诸葛司马上官' })).toEqual({})
    expect(errorsOf(locale, { customersName: '欧阳诸葛司马上官慕' }).customersName).toContain('8')
  })
})
