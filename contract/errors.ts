/**
 * Validation error codes. Contract schemas put a code where a message would go; each side turns
 * codes into words in its own languages (the site: Paraglide messages in 13 locales; the service:
 * its own zh/en catalogue), so the contract carries no translations.
 */
import type { ZodError } from 'zod'

export const errorCodes = [
  'required',
  'too_long',
  'email_invalid',
  'name_required',
  'name_length',
  'name_max',
  'name_chars',
  'company_required',
  'industry_required',
  'demand_required',
  'demand_max',
  'remark_max',
  'phone_required',
  'phone_invalid',
  'phone_invalid_intl',
  'address_required',
  'text_invalid',
  'locale_invalid',
] as const

export type ErrorCode = (typeof errorCodes)[number]

/** What a message says besides its words: the limit it names (demand_max, remark_max, name_max). */
export interface MessageValues {
  max?: number
}

/** Words for a code, in the caller's language; `values.max` written as the language writes numbers. */
export type Translate = (code: ErrorCode, values?: MessageValues) => string

/** zod issues as one message per field (the first one), as the content service answers them. */
export function fieldErrors(error: ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_')
    out[key] ??= issue.message
  }
  return out
}
