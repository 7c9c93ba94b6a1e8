/** The download-request schema of the contract, bound to the visitor's locale (built once each). */
import { downloadRequestSchema } from '../../../contract/download-request.schema'
import type { Locale } from '../../i18n/locales'
import { errorMessages } from '../../lib/error-messages'
import { perLocale } from '../../lib/per-locale'

export const downloadSchema = perLocale((locale: Locale) =>
  downloadRequestSchema(errorMessages(locale)),
)
