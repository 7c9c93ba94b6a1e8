/**
 * The consultation form's one schema, used by the form (TanStack Form), the site's server function
 * and the content service. Rules (docs/product-spec.md, section 5): name 1-8 (its message says
 * 2 to 8); company, industry, demand required; demand and remark at most 100; phone a mainland
 * mobile (plus E.164 where international numbers are accepted); address required. Values are
 * validated as given and stored as given.
 */
import { z } from 'zod'
import type { Translate } from './errors'
import { E164, HAS_TEXT, MAINLAND_MOBILE } from './phone'

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
  const required = (message: string, max: number, maxMessage: string) =>
    z.string({ error: message }).regex(HAS_TEXT, message).max(max, maxMessage)
  return z.strictObject({
    customersName: z
      .string({ error: t('name_required') })
      .regex(HAS_TEXT, t('name_required'))
      .max(CONSULTATION_LIMITS.nameMax, t('name_length')),
    customersPhone: z
      .string({ error: t('phone_required') })
      .regex(HAS_TEXT, t('phone_required'))
      .refine(
        (v) => MAINLAND_MOBILE.test(v) || (internationalPhone && E164.test(v)),
        internationalPhone ? t('phone_invalid_intl') : t('phone_invalid'),
      ),
    customersAddress: required(
      t('address_required'),
      CONSULTATION_LIMITS.addressMax,
      t('too_long'),
    ),
    remark: z
      .string({ error: t('too_long') })
      .max(CONSULTATION_LIMITS.remarkMax, t('remark_max'))
      .optional(),
    companyName: required(t('company_required'), CONSULTATION_LIMITS.companyMax, t('too_long')),
    demand: required(t('demand_required'), CONSULTATION_LIMITS.demandMax, t('demand_max')),
    industry: required(t('industry_required'), CONSULTATION_LIMITS.industryMax, t('too_long')),
  })
}

export type ConsultationInput = z.infer<ReturnType<typeof consultationSchema>>
