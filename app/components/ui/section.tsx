import { useId, type ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { BreakableText } from './breakable-text'
import { Container } from './container'
import { Heading, type HeadingLevel } from './heading'

export type SectionTone = 'light' | 'muted' | 'dark'

const tones: Record<SectionTone, string> = {
  light: 'bg-surface text-ink',
  muted: 'bg-surface-muted text-ink',
  dark: 'bg-brand-900 text-white',
}

/**
 * A band of the page with vertical rhythm: an optional eyebrow, heading and lead, then content.
 * With a heading it is a labelled region for screen readers.
 */
export function Section({
  tone = 'light',
  eyebrow,
  heading,
  headingLevel = 2,
  lead,
  id,
  className,
  children,
}: {
  tone?: SectionTone
  eyebrow?: string
  heading?: string
  headingLevel?: HeadingLevel
  lead?: string
  id?: string
  className?: string
  children?: ReactNode
}) {
  const headingId = useId()
  return (
    <section
      id={id}
      aria-labelledby={heading ? headingId : undefined}
      data-slot="section"
      data-tone={tone}
      className={cn('py-16 md:py-24', tones[tone], className)}
    >
      <Container>
        {(eyebrow || heading || lead) && (
          <div className="mb-10 max-w-3xl md:mb-14">
            {eyebrow && (
              <p
                className={cn(
                  'mb-3 text-sm font-semibold tracking-wider uppercase',
                  tone === 'dark' ? 'text-accent-300' : 'text-accent-600',
                )}
              >
                <BreakableText text={eyebrow} />
              </p>
            )}
            {heading && (
              <Heading level={headingLevel} id={headingId}>
                {heading}
              </Heading>
            )}
            {lead && (
              <p
                className={cn(
                  'mt-4 text-lg leading-relaxed',
                  tone === 'dark' ? 'text-slate-300' : 'text-ink-muted',
                )}
              >
                {lead}
              </p>
            )}
          </div>
        )}
        {children}
      </Container>
    </section>
  )
}
