/** A job application's text fields (job/resume/add; the CV file is checked by content on the server). */
import { z } from 'zod'
import type { Translate } from './errors'
import { E164, MAINLAND_MOBILE, phoneNumber } from './phone'
import { emailAddress, rowId, visitorText } from './text'

export const RESUME_MAX_BYTES = 5 * 1024 * 1024
export const RESUME_MIME_TYPES = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
} as const

export function resumeSchema(t: Translate) {
  return z.object({
    jobId: rowId(t('required'), { coerce: true }),
    name: visitorText({ invalid: t('required'), max: 30, maxMessage: t('too_long') }),
    phone: phoneNumber(
      t('phone_required'),
      t('phone_invalid_intl'),
      (v) => MAINLAND_MOBILE.test(v) || E164.test(v),
    ),
    email: emailAddress(t('email_invalid'), t('too_long')),
    message: visitorText({
      invalid: t('text_invalid'),
      max: 1000,
      maxMessage: t('too_long'),
      multiline: true,
      blankAllowed: true,
    }).optional(),
  })
}
