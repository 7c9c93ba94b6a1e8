/** A download request: who asks for which document (customersDownload/add). */
import { z } from 'zod'
import type { Translate } from './errors'
import { E164, MAINLAND_MOBILE, phoneNumber } from './phone'
import { emailAddress, rowId, visitorText } from './text'

export function downloadRequestSchema(t: Translate) {
  const text = (max: number) =>
    visitorText({ invalid: t('required'), max, maxMessage: t('too_long') })
  return z.strictObject({
    name: text(30),
    phone: phoneNumber(
      t('phone_required'),
      t('phone_invalid_intl'),
      (v) => MAINLAND_MOBILE.test(v) || E164.test(v),
    ),
    company: text(100),
    email: emailAddress(t('email_invalid'), t('too_long')),
    downloadId: rowId(t('required')),
  })
}

export type DownloadRequestInput = z.infer<ReturnType<typeof downloadRequestSchema>>
