import type { HTMLAttributes } from 'react'
import { cn } from '../../lib/cn'

const tones = {
  brand: 'bg-brand-50 text-brand-700 ring-brand-200',
  accent: 'bg-accent-300/20 text-accent-600 ring-accent-300',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
} as const

/** A short label (an industry, a category, a status). */
export function Badge({
  tone = 'brand',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: keyof typeof tones }) {
  return (
    <span
      data-slot="badge"
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        tones[tone],
        className,
      )}
      {...props}
    />
  )
}

/**
 * Names the language of a story shown in another language than the page's (a fallback, ADR 025):
 * "英語" on a Japanese page; nothing when there is no label.
 */
export function LanguageBadge({ label, className }: { label?: string; className?: string }) {
  if (!label) return null
  return (
    <Badge tone="neutral" data-slot="language-badge" className={className}>
      {label}
    </Badge>
  )
}
