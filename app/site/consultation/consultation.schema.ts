/**
 * The consultation schema of the contract (contract/consultation.schema.ts), bound to the
 * visitor's locale: Paraglide messages and the locale's phone rule. Built once per locale.
 */
import { consultationSchema as contractSchema } from '../../../contract/consultation.schema'
import { isChineseLocale, type Locale } from '../../i18n/locales'
import { errorMessages } from '../../lib/error-messages'
import { perLocale } from '../../lib/per-locale'

export {
  CONSULTATION_LIMITS,
  consultationFields,
  type ConsultationField,
  type ConsultationInput,
} from '../../../contract/consultation.schema'
export { fieldErrors } from '../../../contract/errors'

/** Chinese locales keep the spec's mainland-only phone rule; elsewhere E.164 is accepted too. */
export function acceptsInternationalPhone(locale: Locale): boolean {
  return !isChineseLocale(locale)
}

export const consultationSchema = perLocale((locale: Locale) =>
  contractSchema(errorMessages(locale), {
    internationalPhone: acceptsInternationalPhone(locale),
  }),
)
