import type { HTMLAttributes } from 'react'
import { cn } from '../../lib/cn'

export type HeadingLevel = 1 | 2 | 3 | 4
export type HeadingSize = 'display' | 'xl' | 'lg' | 'md' | 'sm'

const sizes: Record<HeadingSize, string> = {
  display: 'text-4xl md:text-5xl lg:text-6xl font-semibold tracking-tight',
  xl: 'text-3xl md:text-4xl font-semibold tracking-tight',
  lg: 'text-2xl md:text-3xl font-semibold tracking-tight',
  md: 'text-xl font-semibold',
  sm: 'text-base font-semibold',
}

/** A heading whose level (document outline) and size (look) are chosen separately. */
export function Heading({
  level,
  size = level === 1 ? 'display' : level === 2 ? 'xl' : level === 3 ? 'md' : 'sm',
  className,
  ...props
}: HTMLAttributes<HTMLHeadingElement> & { level: HeadingLevel; size?: HeadingSize }) {
  const Tag = `h${level}` as const
  return (
    <Tag data-slot="heading" className={cn('text-balance', sizes[size], className)} {...props} />
  )
}
