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
] as const

export type ErrorCode = (typeof errorCodes)[number]

/** Words for a code, in the caller's language. */
export type Translate = (code: ErrorCode) => string

/** zod issues as one message per field (the first one), as the content service answers them. */
export function fieldErrors(error: ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_')
    out[key] ??= issue.message
  }
  return out
}
