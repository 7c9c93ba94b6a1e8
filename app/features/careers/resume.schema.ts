/** A job application's text fields (the CV file is checked by content on the server). */
import { z } from 'zod'
import type { Locale } from '../../i18n/locales'
import { perLocale } from '../../lib/per-locale'
import { E164, HAS_TEXT, MAINLAND_MOBILE } from '../../lib/phone'
import * as m from '../../paraglide/messages.js'

export const RESUME_MAX_BYTES = 5 * 1024 * 1024
export const RESUME_MIME_TYPES = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
} as const

export const resumeSchema = perLocale((locale: Locale) => {
  const o = { locale }
  return z.object({
    jobId: z.coerce
      .number({ error: m.field_required({}, o) })
      .int()
      .positive(m.field_required({}, o)),
    name: z
      .string({ error: m.field_required({}, o) })
      .regex(HAS_TEXT, m.field_required({}, o))
      .max(30, m.field_too_long({}, o)),
    phone: z
      .string({ error: m.consult_phone_required({}, o) })
      .refine((v) => MAINLAND_MOBILE.test(v) || E164.test(v), m.consult_phone_invalid_intl({}, o)),
    email: z.email({ error: m.field_email_invalid({}, o) }).max(254, m.field_too_long({}, o)),
    message: z.string().max(1000, m.field_too_long({}, o)).optional(),
  })
})
