/** The site's words for the contract's validation codes, in the visitor's locale. */
import type { ErrorCode, Translate } from '../../contract/errors'
import { numberFormat } from '../i18n/formatters'
import type { Locale } from '../i18n/locales'
import * as m from '../paraglide/messages.js'

type Message = (inputs: { max: string }, o: { locale: Locale }) => string

const byCode: Record<ErrorCode, Message> = {
  required: m.field_required,
  too_long: m.field_too_long,
  email_invalid: m.field_email_invalid,
  name_required: m.consult_name_required,
  name_length: m.consult_name_length,
  name_max: m.consult_name_max,
  name_chars: m.consult_name_chars,
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
  // The site always sends one of its locales; only another client could send a wrong one.
  locale_invalid: m.cms_msg_invalid,
}

/** Words for a code; a limit it names is written as the locale writes numbers ("1,000", "1.000"). */
export function errorMessages(locale: Locale): Translate {
  return (code, values) =>
    byCode[code]({ max: numberFormat(locale).format(values?.max ?? 0) }, { locale })
}
