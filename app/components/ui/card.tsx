import type { HTMLAttributes } from 'react'
import { cn } from '../../lib/cn'

/** A surface with a border and a soft shadow; `interactive` adds the hover lift of a linked card. */
export function Card({
  interactive,
  className,
  ...props
}: HTMLAttributes<HTMLDivElement> & { interactive?: boolean }) {
  return (
    <div
      data-slot="card"
      className={cn(
        'rounded-card border border-slate-200 bg-surface shadow-sm',
        interactive &&
          'transition-[box-shadow,transform] focus-within:shadow-md hover:-translate-y-0.5 hover:shadow-md',
        className,
      )}
      {...props}
    />
  )
}
