/**
 * The consultation form's one schema, used by the form (TanStack Form), the site's server function
 * and the content service. Rules (docs/product-spec.md, section 5): name 1-8 (its message says
 * 2 to 8); company, industry, demand required; demand and remark at most 100; phone a mainland
 * mobile (plus E.164 where international numbers are accepted); address required. Text is
 * trimmed and refused with control characters or nothing visible (contract/text.ts); it is not
 * escaped: whoever shows it escapes it.
 */
import { z } from 'zod'
import type { Translate } from './errors'
import { E164, MAINLAND_MOBILE, phoneNumber } from './phone'
import { visitorText } from './text'

export const consultationFields = [
  'customersName',
  'customersPhone',
  'customersAddress',
  'remark',
  'companyName',
  'demand',
  'industry',
] as const
export type ConsultationField = (typeof consultationFields)[number]

export const CONSULTATION_LIMITS = {
  nameMax: 8,
  demandMax: 100,
  remarkMax: 100,
  companyMax: 100,
  industryMax: 50,
  addressMax: 120,
} as const

export interface ConsultationRules {
  /** Chinese-language visitors keep the spec's mainland-only phone rule. */
  internationalPhone: boolean
}

export function consultationSchema(t: Translate, { internationalPhone }: ConsultationRules) {
  return z.strictObject({
    customersName: visitorText({
      invalid: t('name_required'),
      max: CONSULTATION_LIMITS.nameMax,
      maxMessage: t('name_length'),
    }),
    customersPhone: phoneNumber(
      t('phone_required'),
      internationalPhone ? t('phone_invalid_intl') : t('phone_invalid'),
      (v) => MAINLAND_MOBILE.test(v) || (internationalPhone && E164.test(v)),
    ),
    customersAddress: visitorText({
      invalid: t('address_required'),
      max: CONSULTATION_LIMITS.addressMax,
      maxMessage: t('too_long'),
    }),
    remark: visitorText({
      invalid: t('text_invalid'),
      max: CONSULTATION_LIMITS.remarkMax,
      maxMessage: t('remark_max'),
      multiline: true,
      blankAllowed: true,
    }).optional(),
    companyName: visitorText({
      invalid: t('company_required'),
      max: CONSULTATION_LIMITS.companyMax,
      maxMessage: t('too_long'),
    }),
    demand: visitorText({
      invalid: t('demand_required'),
      max: CONSULTATION_LIMITS.demandMax,
      maxMessage: t('demand_max'),
      multiline: true,
    }),
    industry: visitorText({
      invalid: t('industry_required'),
      max: CONSULTATION_LIMITS.industryMax,
      maxMessage: t('too_long'),
    }),
  })
}

export type ConsultationInput = z.infer<ReturnType<typeof consultationSchema>>
