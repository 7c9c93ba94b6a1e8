/** The site's words for the contract's validation codes, in the visitor's locale. */
import type { ErrorCode, Translate } from '../../contract/errors'
import type { Locale } from '../i18n/locales'
import * as m from '../paraglide/messages.js'

const byCode: Record<ErrorCode, (inputs: Record<string, never>, o: { locale: Locale }) => string> =
  {
    required: m.field_required,
    too_long: m.field_too_long,
    email_invalid: m.field_email_invalid,
    name_required: m.consult_name_required,
    name_length: m.consult_name_length,
    company_required: m.consult_company_required,
    industry_required: m.consult_industry_required,
    demand_required: m.consult_demand_required,
    demand_max: m.consult_demand_max,
    remark_max: m.consult_remark_max,
    phone_required: m.consult_phone_required,
    phone_invalid: m.consult_phone_invalid,
    phone_invalid_intl: m.consult_phone_invalid_intl,
    address_required: m.consult_address_required,
    // The form-wide "some fields are invalid" words: no field-specific message fits.
    text_invalid: m.cms_msg_invalid,
  }

export function errorMessages(locale: Locale): Translate {
  return (code) => byCode[code]({}, { locale })
}
