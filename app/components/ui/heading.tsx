import type { HTMLAttributes } from 'react'
import { cn } from '../../lib/cn'
import { breakable } from './breakable-text'

export type HeadingLevel = 1 | 2 | 3 | 4
export type HeadingSize = 'display' | 'xl' | 'lg' | 'md' | 'sm'

const sizes: Record<HeadingSize, string> = {
  // The size follows the screen where the heading's column is narrow (27 px at 320, 36 px from
  // 424; beside the hero image 3.6vw, 37 px at 1024, 52 px from 1444), so a long word
  // (Интеллектуальная, インテリジェント) fits a line instead of breaking (ADR 029), and the
  // heading takes two or three lines on a desktop in every language (ADR 043).
  display:
    'text-[length:clamp(1.625rem,8.5vw,2.25rem)] leading-[1.12] md:text-5xl md:leading-none lg:text-[length:min(3.25rem,3.6vw)] font-semibold tracking-tight',
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
  children,
  ...props
}: HTMLAttributes<HTMLHeadingElement> & { level: HeadingLevel; size?: HeadingSize }) {
  const Tag = `h${level}` as const
  // A heading's text may carry the server's break marks (ADR 029): rendered as <wbr>.
  return (
    <Tag data-slot="heading" className={cn('text-balance', sizes[size], className)} {...props}>
      {breakable(children)}
    </Tag>
  )
}
