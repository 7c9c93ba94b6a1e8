/**
 * The words of the forms that work without JavaScript, resolved on the server in the page's
 * locale (ADR 008: the browser receives one language), with the page stamp of the form's kind.
 */
import { CV_ACCEPT, RESUME_MAX_BYTES } from '../../contract/cv-file'
import { formatFileSize } from '../i18n/formatters'
import type { Locale } from '../i18n/locales'
import * as m from '../paraglide/messages.js'
import { message } from '../site/message.server'
import type { MessageKey } from '../site/registry'
import type { FormKind } from './form-kinds'
import { issueStamp } from './form-stamp.server'

const keys = {
  consultation: {
    customersName: 'consult_label_name',
    customersPhone: 'consult_label_phone',
    customersAddress: 'consult_label_address',
    companyName: 'consult_label_company',
    industry: 'consult_label_industry',
    demand: 'consult_label_demand',
    remark: 'consult_label_remark',
    submit: 'consult_submit',
    sent: 'consult_sent_text',
  },
  download: {
    name: 'consult_label_name',
    company: 'consult_label_company',
    phone: 'consult_label_phone',
    email: 'download_label_email',
    submit: 'download_submit',
    title: 'download_dialog_title',
    intro: 'download_dialog_intro',
  },
  application: {
    name: 'job_label_name',
    phone: 'consult_label_phone',
    email: 'download_label_email',
    message: 'job_label_message',
    file: 'job_label_cv',
    fileAgain: 'job_cv_again',
    submit: 'job_submit',
    sentHeading: 'job_success_heading',
    sentText: 'job_success_text',
  },
} as const satisfies Record<FormKind, Record<string, MessageKey>>

export type PlainFormLabels<K extends FormKind = FormKind> = Record<
  keyof (typeof keys)[K] | 'optional' | 'fileHint' | 'fileAccept',
  string
>

/** A form's words in a locale, and the stamp its page carries now. */
export function plainFormCopy(kind: FormKind, locale: Locale) {
  const labels: Record<string, string> = {
    optional: message('consult_optional', locale),
    fileHint: m.job_cv_hint({ limit: formatFileSize(locale, RESUME_MAX_BYTES) }, { locale }),
    // The file input's `accept`, from the contract (whose module brings zod: not for the page).
    fileAccept: CV_ACCEPT,
  }
  for (const [name, key] of Object.entries(keys[kind])) labels[name] = message(key, locale)
  return { stamp: issueStamp(kind), labels }
}
