import type { HTMLAttributes } from 'react'
import { cn } from '../../lib/cn'

/** The page column: centred, at most 80rem, with side padding that grows with the screen. */
export function Container({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div data-slot="container" className={cn('container-site', className)} {...props} />
}
