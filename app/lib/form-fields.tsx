/**
 * What the site's forms (consultation, download request, job application) share around a field:
 * the first message of TanStack Form's errors, and a field's label, error line and hint. Words
 * come in as props, so each form keeps its messages in its own lazy chunk (ADR 008).
 */
import { useStore, type AnyFormApi } from '@tanstack/react-form'
import { numberFormat } from '../i18n/formatters'
import { FieldShell, inputClass } from './field-shell'
import { cn } from './cn'
import { buttonClasses } from '../components/ui/button'

/** The first message among TanStack Form's errors (strings or Standard Schema issues). */
export function errorText(errors: unknown[]): string | undefined {
  for (const e of errors) {
    if (typeof e === 'string' && e) return e
    if (e && typeof e === 'object' && 'message' in e && typeof e.message === 'string')
      return e.message
  }
  return undefined
}

export { FieldShell, inputClass } from './field-shell'

/** What a form says about one of its text fields. */
export interface TextFieldConfig {
  name: string
  label: string
  required?: boolean
  type?: 'text' | 'tel' | 'email'
  autoComplete?: string
  placeholder?: string
  maxLength?: number
  /** Rows of a text area (a single-line input when unset). */
  rows?: number
}

/** What a TanStack Form field gives a TextField (the value, its first error, its handlers). */
export interface BindableField {
  state: { value: string; meta: { errors: unknown[] } }
  handleChange: (value: string) => void
  handleBlur: () => void
}

/**
 * A TextField's value, error and handlers from a TanStack Form field; `extra.error` (say, the
 * server's message) shows when the field's own rules pass, `extra.onEdit` runs on each change.
 */
export function fieldBinding(
  field: BindableField,
  extra: { error?: string; onEdit?: () => void } = {},
) {
  return {
    value: field.state.value,
    error: errorText(field.state.meta.errors) ?? extra.error,
    onChange: (value: string) => {
      extra.onEdit?.()
      field.handleChange(value)
    },
    onBlur: field.handleBlur,
  }
}

/**
 * A text input (or a text area) in its FieldShell: invalid and described by its error (and its
 * character counter, when it has one), required when it must be filled.
 */
export function TextField({
  id,
  optional,
  value,
  error,
  onChange,
  onBlur,
  counter,
  counterTestId,
  locale,
  className,
  ...config
}: TextFieldConfig & {
  id: string
  /** The page's locale: the counter's numbers are written as it writes them ("1,000", "1.000"). */
  locale: string
  optional: string
  value: string
  error?: string
  onChange: (value: string) => void
  onBlur: () => void
  /** Words for "12 of 100 characters": a counter under the field, read with it. */
  counter?: (inputs: { count: string; max: string }) => string
  counterTestId?: string
  className?: string
}) {
  const counterId = counter === undefined ? undefined : `${id}-counter`
  const common = {
    id,
    name: config.name,
    value,
    maxLength: config.maxLength,
    onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [`${id}-error`, counterId].filter(Boolean).join(' '),
    'aria-required': config.required ? true : undefined,
  } as const
  return (
    <FieldShell
      id={id}
      label={config.label}
      optional={optional}
      required={config.required}
      error={error}
      className={className}
      hint={
        counterId && (
          <span id={counterId} className="shrink-0 text-slate-500" data-testid={counterTestId}>
            {counter?.({
              count: numberFormat(locale).format(value.length),
              max: numberFormat(locale).format(config.maxLength ?? 0),
            })}
          </span>
        )
      }
    >
      {config.rows ? (
        <textarea
          {...common}
          rows={config.rows}
          onChange={(e) => onChange(e.target.value)}
          className={cn(inputClass(!!error), 'py-2')}
        />
      ) : (
        <input
          {...common}
          type={config.type ?? 'text'}
          inputMode={config.type === 'tel' ? 'tel' : undefined}
          autoComplete={config.autoComplete}
          placeholder={config.placeholder}
          onChange={(e) => onChange(e.target.value)}
          className={cn(inputClass(!!error), 'h-11')}
        />
      )}
    </FieldShell>
  )
}

/**
 * The honeypot: a text field people and assistive technology never see, named like one bots
 * love to fill (`website`); the server refuses a form that has it filled.
 */
export function Honeypot({
  value,
  onChange,
}: {
  value: string
  onChange: (value: string) => void
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input
          tabIndex={-1}
          autoComplete="off"
          name="website"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
    </div>
  )
}

/** A form's submit button: disabled and marked busy while the form is being sent. */
export function SubmitButton({
  form,
  label,
  busyLabel,
  className,
  testId,
}: {
  form: AnyFormApi
  label: string
  busyLabel: string
  className?: string
  testId?: string
}) {
  const submitting = useStore(form.store, (state) => state.isSubmitting)
  return (
    <button
      type="submit"
      disabled={submitting}
      aria-busy={submitting || undefined}
      data-testid={testId}
      // The form's action is the page's primary one: the bright button (issue 37, item 8).
      className={buttonClasses({}, cn('px-8 disabled:cursor-not-allowed', className))}
    >
      {submitting ? busyLabel : label}
    </button>
  )
}
