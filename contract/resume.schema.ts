/** A job application's text fields (job/resume/add; the CV file is checked by content on the server). */
import { z } from 'zod'
import type { Translate } from './errors'
import { E164, HAS_TEXT, MAINLAND_MOBILE } from './phone'

export const RESUME_MAX_BYTES = 5 * 1024 * 1024
export const RESUME_MIME_TYPES = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
} as const

export function resumeSchema(t: Translate) {
  return z.object({
    jobId: z.coerce
      .number({ error: t('required') })
      .int()
      .positive(t('required')),
    name: z
      .string({ error: t('required') })
      .regex(HAS_TEXT, t('required'))
      .max(30, t('too_long')),
    phone: z
      .string({ error: t('phone_required') })
      .refine((v) => MAINLAND_MOBILE.test(v) || E164.test(v), t('phone_invalid_intl')),
    email: z.email({ error: t('email_invalid') }).max(254, t('too_long')),
    message: z.string().max(1000, t('too_long')).optional(),
  })
}
