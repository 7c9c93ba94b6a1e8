/** A download request: who asks for which document. */
import { z } from 'zod'
import type { Locale } from '../../i18n/locales'
import { perLocale } from '../../lib/per-locale'
import { E164, HAS_TEXT, MAINLAND_MOBILE } from '../../lib/phone'
import * as m from '../../paraglide/messages.js'

export const downloadRequestSchema = perLocale((locale: Locale) => {
  const o = { locale }
  const text = (max: number) =>
    z
      .string({ error: m.field_required({}, o) })
      .regex(HAS_TEXT, m.field_required({}, o))
      .max(max, m.field_too_long({}, o))
  return z.strictObject({
    name: text(30),
    phone: z
      .string({ error: m.consult_phone_required({}, o) })
      .refine((v) => MAINLAND_MOBILE.test(v) || E164.test(v), m.consult_phone_invalid_intl({}, o)),
    company: text(100),
    email: z.email({ error: m.field_email_invalid({}, o) }).max(254, m.field_too_long({}, o)),
    downloadId: z
      .number({ error: m.field_required({}, o) })
      .int()
      .positive(m.field_required({}, o)),
  })
})
