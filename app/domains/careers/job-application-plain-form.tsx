/**
 * The application form as server-rendered HTML (ADR 030): the same fields as the enhanced form
 * (job-application-form.tsx), posted to the job page itself as multipart with the CV. It is what
 * the page shows before its JavaScript runs, and all it shows without JavaScript.
 */
import { cn } from '../../lib/cn'
import { FieldShell, inputClass } from '../../lib/field-shell'
import type { PlainFormData } from '../../forms/form-answer'
import { PlainField, PlainForm } from '../../forms/plain-form'
// Not the schema module: the page's own chunk stays free of zod.
import { MESSAGE_MAX } from './application-limits'

export function JobApplicationPlainForm({
  jobId,
  action,
  data,
}: {
  jobId: number
  action: string
  data: PlainFormData
}) {
  const labels = data.labels
  const fileError = data.answer?.errors.file
  const hintId = 'job-file-hint'
  return (
    <PlainForm kind="application" data={data} action={action} multipart className="grid gap-y-1">
      <input type="hidden" name="jobId" value={jobId} />
      <PlainField data={data} idPrefix="job" name="name" required autoComplete="name" />
      <PlainField
        data={data}
        idPrefix="job"
        name="phone"
        required
        type="tel"
        autoComplete="tel"
        placeholder="13800138000 / +49301234567"
      />
      <PlainField
        data={data}
        idPrefix="job"
        name="email"
        required
        type="email"
        autoComplete="email"
      />
      <PlainField data={data} idPrefix="job" name="message" rows={4} maxLength={MESSAGE_MAX} />
      <FieldShell
        id="job-file"
        label={labels.file ?? ''}
        optional={labels.optional ?? ''}
        required
        error={fileError}
      >
        <p id={hintId} className="mb-2 text-xs text-slate-600">
          {labels.fileHint}
          {/* A browser never fills a file input again: after a refusal, the CV is chosen anew. */}
          {data.answer && ` ${labels.fileAgain}`}
        </p>
        <input
          id="job-file"
          name="file"
          type="file"
          accept={labels.fileAccept}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={`job-file-error ${hintId}`}
          aria-required
          className={cn(
            inputClass(!!fileError),
            'py-2 file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-brand-800',
          )}
        />
      </FieldShell>
    </PlainForm>
  )
}
