import type { CSSProperties } from 'react'
import { cn } from '../../lib/cn'
import { BreakableText } from '../../components/ui/breakable-text'

export interface Figure {
  /** The number as text, already formatted for the locale ("2,600", "1.200+", "−33"). */
  value: string
  /**
   * The unit after it, as the locale writes it with the space before it, if any (" kg", " %",
   * "%", " мин"): shown smaller, spacing as given.
   */
  unit?: string
  label: string
}

/**
 * How wide a figure is in ems of its size: about two thirds of an em a character (digits, signs
 * and Latin letters of the brand face and of the CJK system fonts are narrower), the unit at
 * 0.6 of the value's size.
 */
function figureEms({ value, unit }: Figure): number {
  return Math.round(0.66 * (value.length + 0.6 * (unit?.length ?? 0)) * 100) / 100
}

/** Key numbers: value and unit over a label, as a description list. */
export function FiguresStrip({
  items,
  tone = 'light',
  columns = 4,
}: {
  items: readonly Figure[]
  tone?: 'light' | 'dark'
  /** Columns from the medium breakpoint; 2 in a half-width column. */
  columns?: 2 | 4
}) {
  return (
    <dl
      data-block="figures-strip"
      className={cn(
        // One column on the narrowest phones, where a long word of a label (автоматтандырылған,
        // 147 px) is wider than half the screen; narrow gaps until four columns have room.
        'grid grid-cols-1 gap-x-4 gap-y-8 min-[375px]:grid-cols-2 lg:gap-x-6',
        columns === 4 && 'md:grid-cols-4',
        tone === 'dark' ? 'text-white' : 'text-brand-900',
      )}
    >
      {items.map((item) => (
        <div
          key={item.label}
          className="@container flex flex-col border-l-2 border-accent-400 pl-3 md:pl-4"
        >
          <dt className={cn('text-sm', tone === 'dark' ? 'text-slate-300' : 'text-ink-muted')}>
            <BreakableText text={item.label} />
          </dt>
          {/* A figure or a range never breaks ("300–5,000 kg", "60% - 80%"): it is one value.
              So a long one is set smaller where its column is narrow (two columns on a phone,
              four on a tablet) instead of running into the next figure: its size is the
              smaller of the scale's and the one at which its width fits the column. */}
          <dd
            className="order-first text-[min(var(--text-3xl),calc(100cqi/var(--figure-ems)))] font-semibold tracking-tight whitespace-nowrap md:text-[min(var(--text-4xl),calc(100cqi/var(--figure-ems)))]"
            style={{ '--figure-ems': figureEms(item) } as CSSProperties}
          >
            {item.value}
            {item.unit && <span className="text-[0.6em] font-medium">{item.unit}</span>}
          </dd>
        </div>
      ))}
    </dl>
  )
}
