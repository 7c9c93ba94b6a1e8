import { useId } from 'react'
import { Button } from './button'

/**
 * A labelled search box with its submit button, inside a list's GET form (news, site search):
 * `q` keeps what the page searched; the input is remade when it changes (back, a new link). The
 * submit is the list's primary action (the bright button).
 */
export function SearchField({
  q,
  label,
  placeholder,
  submit,
  maxLength,
}: {
  q: string | null
  label: string
  placeholder: string
  submit: string
  maxLength: number
}) {
  const inputId = useId()
  return (
    <>
      <div className="min-w-60 flex-1">
        <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-ink">
          {label}
        </label>
        <input
          id={inputId}
          key={q ?? ''}
          type="search"
          name="q"
          defaultValue={q ?? ''}
          maxLength={maxLength}
          placeholder={placeholder}
          className="focus-ring h-11 w-full rounded-md border border-slate-300 bg-surface px-3 text-base text-ink placeholder:text-slate-500"
        />
      </div>
      <Button type="submit" className="h-11">
        {submit}
      </Button>
    </>
  )
}
