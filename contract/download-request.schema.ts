/** A download request: who asks for which document (customersDownload/add). */
import { z } from 'zod'
import type { Translate } from './errors'
import { E164, HAS_TEXT, MAINLAND_MOBILE } from './phone'

export function downloadRequestSchema(t: Translate) {
  const text = (max: number) =>
    z
      .string({ error: t('required') })
      .regex(HAS_TEXT, t('required'))
      .max(max, t('too_long'))
  return z.strictObject({
    name: text(30),
    phone: z
      .string({ error: t('phone_required') })
      .refine((v) => MAINLAND_MOBILE.test(v) || E164.test(v), t('phone_invalid_intl')),
    company: text(100),
    email: z.email({ error: t('email_invalid') }).max(254, t('too_long')),
    downloadId: z
      .number({ error: t('required') })
      .int()
      .positive(t('required')),
  })
}

export type DownloadRequestInput = z.infer<ReturnType<typeof downloadRequestSchema>>
