/**
 * The application form of a job (loaded on the detail page only, in its own chunk): name, phone,
 * email, an optional message and the CV, with the contract's rules (TanStack Form + zod), inline
 * errors, focus on the first error, and a live region for what is happening. A CV of the wrong
 * type or over 5 MB is refused before anything is sent. The upload shows its progress; after it,
 * a confirmation with the job's title replaces the form and takes the focus. What the server
 * refuses comes back field by field; a network failure keeps every entry for another try.
 */
import { useForm } from '@tanstack/react-form'
import { useEffect, useMemo, useRef, useState } from 'react'
import { CV_ACCEPT, RESUME_MAX_BYTES } from '../../../contract/cv-file'
import { formatQuantity } from '../../i18n/formatters'
import type { Locale } from '../../i18n/locales'
import { useLocale } from '../../i18n/use-locale'
import { cn } from '../../lib/cn'
import {
  errorText,
  FieldShell,
  fieldBinding,
  Honeypot,
  inputClass,
  SubmitButton,
  TextField,
  type TextFieldConfig,
} from '../../lib/form-fields'
import * as m from '../../paraglide/messages.js'
import {
  applicationSchema,
  cvProblem,
  megabytes,
  MESSAGE_MAX,
  type ApplicationField,
} from './job-application.schema'
import { useFormToken } from '../../lib/use-form-token'
import type { FormAnswer } from '../../forms/form-answer'
import { typedIntoPlainForm } from '../../forms/plain-form'
import { APPLICATION_ENDPOINT, sendApplication } from './send-application'

const fieldId = (name: ApplicationField) => `job-${name}`

/** The upload's progress: a labelled `<progress>` and the percentage as text. */
function UploadProgress({ percent, locale }: { percent: number; locale: Locale }) {
  return (
    <div className="mb-2" data-testid="job-upload">
      <div className="mb-1 flex justify-between gap-3 text-sm text-ink">
        <label htmlFor="job-upload-progress">{m.job_upload_label()}</label>
        <span data-testid="job-upload-percent" className="tabular-nums">
          {formatQuantity(locale, percent, 'percent')}
        </span>
      </div>
      <progress
        id="job-upload-progress"
        max={100}
        value={percent}
        className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-700"
      />
    </div>
  )
}

export default function JobApplicationForm({
  jobId,
  jobTitle,
  titleLang,
  answer,
}: {
  jobId: number
  jobTitle: string
  /** The title's language, when it differs from the page's. */
  titleLang?: string
  /** The answer to a post without JavaScript this page shows (ADR 030). */
  answer?: FormAnswer | null
}) {
  const locale = useLocale()
  // The form always holds a message string (maybe empty); the service also accepts none.
  const schema = useMemo(() => {
    const shared = applicationSchema(locale).omit({ jobId: true })
    return shared.extend({ message: shared.shape.message.unwrap() })
  }, [locale])
  // The signed, time-stamped token of this form (the service's minimum fill time).
  const takeFormToken = useFormToken(true)
  const [honeypot, setHoneypot] = useState('')
  /** Per-field messages of the server's last answer, until the field changes. */
  const [serverErrors, setServerErrors] = useState<Record<string, string>>(answer?.errors ?? {})
  /** Upload progress in percent while sending; null otherwise. */
  const [progress, setProgress] = useState<number | null>(null)
  /** What the live region says. */
  const [status, setStatus] = useState(answer?.msg ?? '')
  const [done, setDone] = useState(false)
  const formElement = useRef<HTMLFormElement>(null)
  const confirmation = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (done) confirmation.current?.focus()
  }, [done])

  /** After the messages render: focus the first invalid field, in the form's order. */
  const focusFirstError = () =>
    window.requestAnimationFrame(() => {
      formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    })

  // What the server form showed or the visitor typed into it before this form took its place.
  const [initial] = useState(() => ({ ...answer?.values, ...typedIntoPlainForm('application') }))
  const form = useForm({
    defaultValues: {
      name: initial.name ?? '',
      phone: initial.phone ?? '',
      email: initial.email ?? '',
      message: initial.message ?? '',
      file: null as File | null,
    },
    canSubmitWhenInvalid: true,
    onSubmitInvalid: () => {
      setStatus(m.job_form_invalid())
      focusFirstError()
    },
    onSubmit: async ({ value }) => {
      const body = new FormData()
      body.set('jobId', String(jobId))
      body.set('name', value.name)
      body.set('phone', value.phone)
      body.set('email', value.email)
      if (value.message.trim()) body.set('message', value.message)
      body.set('file', value.file!)
      body.set('website', honeypot)
      let formToken: string
      try {
        formToken = await takeFormToken()
      } catch {
        setStatus(m.consult_network_error())
        return
      }
      setServerErrors({})
      setStatus(m.job_uploading())
      setProgress(0)
      try {
        const { answer } = await sendApplication(
          `${APPLICATION_ENDPOINT}?lang=${locale}`,
          body,
          formToken,
          (fraction) => {
            const percent = Math.round(fraction * 100)
            setProgress(percent)
            if (percent === 100) setStatus(m.job_upload_saving())
          },
        )
        if (answer?.status === 'ok') {
          setDone(true)
          return
        }
        const errors = answer?.status === 'rejected' ? (answer.errors ?? {}) : {}
        setServerErrors(errors)
        setStatus(answer?.msg ?? m.consult_network_error())
        if (Object.keys(errors).length > 0) focusFirstError()
      } catch {
        setStatus(m.consult_network_error())
      } finally {
        setProgress(null)
      }
    },
  })

  if (done) {
    return (
      <div
        ref={confirmation}
        tabIndex={-1}
        className="rounded-md border border-emerald-300 bg-emerald-50 p-5 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        data-testid="job-application-done"
      >
        <h3 className="text-lg font-semibold text-brand-900">{m.job_success_heading()}</h3>
        <p className="mt-2 text-sm text-ink">{m.job_success_text()}</p>
        <p className="mt-1 text-sm font-semibold text-ink" lang={titleLang}>
          {jobTitle}
        </p>
      </div>
    )
  }

  const clearServerError = (name: ApplicationField) =>
    setServerErrors((errors) => {
      if (!(name in errors)) return errors
      const { [name]: _cleared, ...rest } = errors
      return rest
    })

  /** One text input or text area, validated on blur and on submit. */
  const textField = (config: TextFieldConfig & { name: Exclude<ApplicationField, 'file'> }) => {
    // Every text field is a string: one type for TanStack Form's validator slot.
    const rule = schema.shape[config.name] as typeof schema.shape.name
    return (
      <form.Field name={config.name} validators={{ onBlur: rule, onSubmit: rule }}>
        {(field) => (
          <TextField
            {...fieldBinding(field, {
              error: serverErrors[config.name],
              onEdit: () => clearServerError(config.name),
            })}
            {...config}
            id={fieldId(config.name)}
            optional={m.consult_optional()}
            locale={locale}
            counter={config.rows ? m.consult_counter : undefined}
          />
        )}
      </form.Field>
    )
  }

  const hintId = `${fieldId('file')}-hint`
  return (
    <form
      ref={formElement}
      noValidate
      className="grid gap-y-1"
      data-testid="job-application-form"
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      {textField({
        name: 'name',
        label: m.job_label_name(),
        required: true,
        autoComplete: 'name',
      })}
      {textField({
        name: 'phone',
        label: m.consult_label_phone(),
        required: true,
        type: 'tel',
        autoComplete: 'tel',
        placeholder: '13800138000 / +49301234567',
      })}
      {textField({
        name: 'email',
        label: m.download_label_email(),
        required: true,
        type: 'email',
        autoComplete: 'email',
      })}
      {textField({
        name: 'message',
        label: m.job_label_message(),
        rows: 4,
        maxLength: MESSAGE_MAX,
      })}
      <form.Field
        name="file"
        validators={{
          onChangeAsync: ({ value }) => cvProblem(value, locale),
          onSubmitAsync: ({ value }) => cvProblem(value, locale),
        }}
      >
        {(field) => {
          const id = fieldId('file')
          const error = errorText(field.state.meta.errors) ?? serverErrors.file
          return (
            <FieldShell
              id={id}
              label={m.job_label_cv()}
              optional={m.consult_optional()}
              required
              error={error}
            >
              <p id={hintId} className="mb-2 text-xs text-slate-600">
                {m.job_cv_hint({ limit: megabytes(RESUME_MAX_BYTES, locale) })}
              </p>
              <input
                id={id}
                name="file"
                type="file"
                accept={CV_ACCEPT}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${fieldId('file')}-error ${hintId}`}
                aria-required
                onChange={(e) => {
                  clearServerError('file')
                  field.handleChange(e.target.files?.[0] ?? null)
                }}
                className={cn(
                  inputClass(!!error),
                  'py-2 file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-brand-800',
                )}
              />
            </FieldShell>
          )
        }}
      </form.Field>
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <p
        role="status"
        aria-live="polite"
        className="min-h-5 text-sm text-ink"
        data-testid="job-form-status"
      >
        {status}
      </p>
      {progress !== null && <UploadProgress percent={progress} locale={locale} />}
      <SubmitButton
        form={form}
        label={m.job_submit()}
        busyLabel={m.job_submitting()}
        testId="job-submit"
        className="mt-2 sm:justify-self-start"
      />
    </form>
  )
}
