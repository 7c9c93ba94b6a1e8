/**
 * A field's frame and the look of a text control, without TanStack Form: the plain forms that
 * work without JavaScript (ADR 030) render them in a page's own chunk, which stays free of the
 * form library; the enhanced forms take them through form-fields.tsx.
 */
import type { ReactNode } from 'react'
import { cn } from './cn'

/**
 * A field's label (a red star when required, "(optional)" otherwise), the control, and below it
 * the error (`{id}-error`, announced when it appears; controls point at it with
 * aria-describedby) and an optional hint.
 */
export function FieldShell(props: {
  id: string
  label: string
  /** The word for "optional", shown after the label of a field that is not required. */
  optional: string
  required?: boolean
  error?: string
  hint?: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <div className={props.className}>
      <label htmlFor={props.id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {props.required && (
          <span className="mr-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        )}
        {props.label}
        {!props.required && (
          <span className="ml-1 font-normal text-slate-500">({props.optional})</span>
        )}
      </label>
      {props.children}
      <div className="mt-1 flex min-h-5 justify-between gap-3 text-xs">
        <p
          id={`${props.id}-error`}
          role={props.error ? 'alert' : undefined}
          className="text-red-700"
        >
          {props.error}
        </p>
        {props.hint}
      </div>
    </div>
  )
}

/** The look of a text control, red-bordered when invalid. */
export const inputClass = (invalid: boolean) =>
  cn(
    'w-full rounded-md border bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400 focus-ring',
    invalid ? 'border-red-500' : 'border-slate-300',
  )
