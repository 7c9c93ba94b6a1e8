/**
 * The consultation schema of the contract (contract/consultation.schema.ts), bound to the
 * visitor's locale: Paraglide messages and the locale's rules (phone, name, needs and remark
 * lengths, ADR 038). Built once per locale.
 */
import {
  consultationSchema as contractSchema,
  localeRules,
} from '../../../contract/consultation.schema'
import type { Locale } from '../../i18n/locales'
import { errorMessages } from '../../lib/error-messages'
import { perLocale } from '../../lib/per-locale'

export {
  CONSULTATION_LIMITS,
  consultationFields,
  type ConsultationField,
  type ConsultationInput,
} from '../../../contract/consultation.schema'
export { fieldErrors } from '../../../contract/errors'
export { acceptsInternationalPhone, consultationLimits } from './consultation-limits'

export const consultationSchema = perLocale((locale: Locale) =>
  contractSchema(errorMessages(locale), localeRules(locale)),
)
