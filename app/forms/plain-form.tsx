/**
 * A form that works without JavaScript (ADR 030): server-rendered, `method="post"` to its page's
 * own URL (multipart where a file goes), its fields uncontrolled and filled again from the answer
 * to a refused post, their errors beside them (FieldShell, as the enhanced forms show them), the
 * answer's message in an alert above, the page stamp and the honeypot hidden. Words come in the
 * loader data (form-answer.ts), resolved on the server.
 */
import type { ReactNode } from 'react'
import { buttonClasses } from '../components/ui/button'
import { cn } from '../lib/cn'
import { FieldShell, inputClass } from '../lib/field-shell'
import type { PlainFormData } from './form-answer'
import type { FormKind } from './form-kinds'

export function PlainForm({
  kind,
  data,
  action,
  multipart,
  className,
  children,
}: {
  kind: FormKind
  data: PlainFormData
  /** The page's own address (and the fragment the answer scrolls to). */
  action: string
  multipart?: boolean
  className?: string
  children: ReactNode
}) {
  const answer = data.answer
  return (
    <form
      method="post"
      action={action}
      encType={multipart ? 'multipart/form-data' : 'application/x-www-form-urlencoded'}
      // The server checks every field and answers in the page's language.
      noValidate
      className={className}
      data-plain-form={kind}
      data-testid={`plain-form-${kind}`}
    >
      {answer && (
        <p
          role="alert"
          className="mb-4 rounded-md bg-red-50 p-3 text-sm text-red-800 sm:col-span-2"
          data-testid="plain-form-message"
        >
          {answer.msg}
        </p>
      )}
      <input type="hidden" name="stamp" value={data.stamp} />
      {children}
      {/* The honeypot: people and assistive technology never see it; bots fill it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input tabIndex={-1} autoComplete="off" name="website" defaultValue="" />
        </label>
      </div>
      <button
        type="submit"
        className={buttonClasses({}, 'mt-2 px-8 sm:justify-self-start')}
        data-testid={`plain-submit-${kind}`}
      >
        {data.labels.submit}
      </button>
    </form>
  )
}

/** One text field of a plain form: its value and error from the answer to a refused post. */
export function PlainField({
  data,
  idPrefix,
  name,
  required,
  type,
  rows,
  autoComplete,
  maxLength,
  placeholder,
  className,
}: {
  data: PlainFormData
  idPrefix: string
  name: string
  required?: boolean
  type?: 'text' | 'tel' | 'email'
  rows?: number
  autoComplete?: string
  maxLength?: number
  placeholder?: string
  className?: string
}) {
  const id = `${idPrefix}-${name}`
  const error = data.answer?.errors[name]
  const common = {
    id,
    name,
    defaultValue: data.answer?.values[name] ?? '',
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': `${id}-error`,
    'aria-required': required ? true : undefined,
  } as const
  return (
    <FieldShell
      id={id}
      label={data.labels[name] ?? name}
      optional={data.labels.optional ?? ''}
      required={required}
      error={error}
      className={className}
    >
      {rows ? (
        <textarea {...common} rows={rows} className={cn(inputClass(!!error), 'py-2')} />
      ) : (
        <input
          {...common}
          type={type ?? 'text'}
          inputMode={type === 'tel' ? 'tel' : undefined}
          autoComplete={autoComplete}
          placeholder={placeholder}
          className={cn(inputClass(!!error), 'h-11')}
        />
      )}
    </FieldShell>
  )
}

/**
 * What a visitor typed into a plain form before its enhanced form took its place (the page's
 * JavaScript arrives after the first frame): read from the page while the plain form is still
 * there, so that nothing typed is lost.
 */
export function typedIntoPlainForm(kind: FormKind): Record<string, string> {
  if (typeof document === 'undefined') return {}
  const form = document.querySelector<HTMLFormElement>(`form[data-plain-form="${kind}"]`)
  if (!form) return {}
  const values: Record<string, string> = {}
  for (const [name, value] of new FormData(form))
    if (typeof value === 'string' && name !== 'stamp' && name !== 'website') values[name] = value
  return values
}
