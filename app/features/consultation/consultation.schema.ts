/**
 * The consultation form's one schema, used by the form (TanStack Form), the site's server
 * function and the content service. Messages come from Paraglide in the visitor's locale.
 * Rules (spec section 5): name 1-8 (its message says 2 to 8); company, industry, demand required;
 * demand and remark at most 100; phone a mainland mobile (plus E.164 outside zh-CN/zh-TW);
 * address required. Values are validated as given and stored as given.
 */
import { z } from 'zod'
import type { Locale } from '../../i18n/locales'
import { perLocale } from '../../lib/per-locale'
import { E164, HAS_TEXT, MAINLAND_MOBILE } from '../../lib/phone'
import * as m from '../../paraglide/messages.js'

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

/** Chinese locales keep the spec's mainland-only phone rule. */
export function acceptsInternationalPhone(locale: Locale): boolean {
  return locale !== 'zh-CN' && locale !== 'zh-TW'
}

export const consultationSchema = perLocale((locale: Locale) => {
  const o = { locale }
  const required = (message: string, max: number, maxMessage: string) =>
    z.string({ error: message }).regex(HAS_TEXT, message).max(max, maxMessage)
  const intl = acceptsInternationalPhone(locale)
  return z.strictObject({
    customersName: z
      .string({ error: m.consult_name_required({}, o) })
      .regex(HAS_TEXT, m.consult_name_required({}, o))
      .max(CONSULTATION_LIMITS.nameMax, m.consult_name_length({}, o)),
    customersPhone: z
      .string({ error: m.consult_phone_required({}, o) })
      .regex(HAS_TEXT, m.consult_phone_required({}, o))
      .refine(
        (v) => MAINLAND_MOBILE.test(v) || (intl && E164.test(v)),
        intl ? m.consult_phone_invalid_intl({}, o) : m.consult_phone_invalid({}, o),
      ),
    customersAddress: required(
      m.consult_address_required({}, o),
      CONSULTATION_LIMITS.addressMax,
      m.field_too_long({}, o),
    ),
    remark: z
      .string({ error: m.field_too_long({}, o) })
      .max(CONSULTATION_LIMITS.remarkMax, m.consult_remark_max({}, o))
      .optional(),
    companyName: required(
      m.consult_company_required({}, o),
      CONSULTATION_LIMITS.companyMax,
      m.field_too_long({}, o),
    ),
    demand: required(
      m.consult_demand_required({}, o),
      CONSULTATION_LIMITS.demandMax,
      m.consult_demand_max({}, o),
    ),
    industry: required(
      m.consult_industry_required({}, o),
      CONSULTATION_LIMITS.industryMax,
      m.field_too_long({}, o),
    ),
  })
})

export type ConsultationInput = z.infer<ReturnType<typeof consultationSchema>>

/** zod issues as one message per field (the first one), as the content service answers them. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_')
    out[key] ??= issue.message
  }
  return out
}
