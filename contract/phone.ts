/** Phone numbers as the forms and the content service accept them. */
import { z } from 'zod'
import { HAS_TEXT, trimInvisible } from './text'

/** Mainland China mobile numbers (the spec's rule): 11 digits, 1 then 3-9. */
export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/
/** International numbers in E.164 form: + and 8 to 15 digits (offered outside Chinese locales). */
export const E164 = /^\+[1-9]\d{7,14}$/

/** A phone number as typed (surrounding blanks trimmed), checked against `accepts`. */
export function phoneNumber(
  required: string,
  invalid: string,
  accepts: (phone: string) => boolean,
) {
  return z
    .string({ error: required })
    .overwrite(trimInvisible)
    .regex(HAS_TEXT, required)
    .refine(accepts, invalid)
}
