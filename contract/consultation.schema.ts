/**
 * The consultation form's one schema, used by the form (TanStack Form), the site's server function
 * and the content service. The specification's rules (docs/product-spec.md, section 5) describe
 * the Chinese site: name 1-8 (its message says 2 to 8); demand and remark at most 100; phone a
 * mainland mobile. They hold for names in Chinese characters everywhere, for zh-CN and zh-TW, and
 * for a submission that names no locale (another client of the open API). A visitor of another
 * locale (the `locale` the site sends) may give a name of up to 60 letters in any script and up to
 * 1,000 characters of needs and remark, and an E.164 phone number (ADR 038). Company, industry,
 * demand and address are required. Text is trimmed and refused with control characters or nothing
 * visible (contract/text.ts); it is not escaped: whoever shows it escapes it.
 */
import { z } from 'zod'
import {
  CONSULTATION_LIMITS,
  type ConsultationRules,
  isChineseName,
  localeRules,
  PERSON_NAME,
  specRules,
} from './consultation-rules'
import { siteLocales } from './content-language'
import type { Translate } from './errors'
import { E164, MAINLAND_MOBILE, phoneNumber } from './phone'
import { visitorText } from './text'

export {
  CONSULTATION_LIMITS,
  type ConsultationRules,
  isChineseName,
  localeRules,
  specRules,
} from './consultation-rules'

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

/** The contact name: the spec's 8 for Chinese characters (and for all names without a locale). */
function contactName(t: Translate, { internationalNames }: ConsultationRules) {
  const { nameMax, internationalNameMax } = CONSULTATION_LIMITS
  const name = (max: number, maxMessage: string) =>
    visitorText({ invalid: t('name_required'), max, maxMessage })
  if (!internationalNames) return name(nameMax, t('name_length'))
  return name(internationalNameMax, t('name_max', { max: internationalNameMax }))
    .refine((v) => !isChineseName(v) || v.length <= nameMax, t('name_length'))
    .refine((v) => isChineseName(v) || PERSON_NAME.test(v), t('name_chars'))
}

export function consultationSchema(t: Translate, rules: ConsultationRules) {
  const { textMax } = rules
  return z.strictObject({
    customersName: contactName(t, rules),
    customersPhone: phoneNumber(
      t('phone_required'),
      rules.internationalPhone ? t('phone_invalid_intl') : t('phone_invalid'),
      (v) => MAINLAND_MOBILE.test(v) || (rules.internationalPhone && E164.test(v)),
    ),
    customersAddress: visitorText({
      invalid: t('address_required'),
      max: CONSULTATION_LIMITS.addressMax,
      maxMessage: t('too_long'),
    }),
    remark: visitorText({
      invalid: t('text_invalid'),
      max: textMax,
      maxMessage: t('remark_max', { max: textMax }),
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
      max: textMax,
      maxMessage: t('demand_max', { max: textMax }),
      multiline: true,
    }),
    industry: visitorText({
      invalid: t('industry_required'),
      max: CONSULTATION_LIMITS.industryMax,
      maxMessage: t('too_long'),
    }),
    /** The visitor's site locale; the rules above are chosen by it (`localeRules`). */
    locale: z.enum(siteLocales, { error: t('locale_invalid') }).optional(),
  })
}

/**
 * The rules a submission asks for: its own `locale` when it names one of the site's, else the
 * spec's (with the phone rule the caller's language gives). A locale that is not one of the
 * site's is refused by the schema's `locale` field.
 */
export function submissionRules(body: unknown, internationalPhone: boolean): ConsultationRules {
  const locale = z.object({ locale: z.enum(siteLocales) }).safeParse(body)
  return locale.success ? localeRules(locale.data.locale) : specRules({ internationalPhone })
}

export type ConsultationInput = z.infer<ReturnType<typeof consultationSchema>>
