import type { ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { Heading, type HeadingLevel } from '../../components/ui/heading'
import { Media, type ImageSource } from '../../components/ui/media'

export interface MediaAndTextProps {
  image: ImageSource
  heading: string
  headingLevel?: HeadingLevel
  paragraphs: readonly string[]
  bullets?: readonly string[]
  /** Image on the right instead of the left. */
  reverse?: boolean
  action?: ReactNode
}

/** An illustration beside a titled text: a module of a solution, a product line. */
export function MediaAndText({
  image,
  heading,
  headingLevel = 2,
  paragraphs,
  bullets,
  reverse,
  action,
}: MediaAndTextProps) {
  return (
    <div className="grid items-center gap-10 lg:grid-cols-2" data-block="media-and-text">
      <Media
        image={image}
        className={cn('rounded-card bg-brand-50 p-6', reverse && 'lg:order-last')}
        imgClassName="mx-auto w-full"
      />
      <div>
        <Heading level={headingLevel} size="lg" className="text-brand-900">
          {heading}
        </Heading>
        {paragraphs.map((text) => (
          <p key={text} className="mt-4 leading-relaxed text-ink-muted">
            {text}
          </p>
        ))}
        {bullets && bullets.length > 0 && (
          <ul className="mt-5 space-y-2">
            {bullets.map((bullet) => (
              <li key={bullet} className="flex gap-3 text-ink">
                <span
                  aria-hidden="true"
                  className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-500"
                />
                {bullet}
              </li>
            ))}
          </ul>
        )}
        {action && <div className="mt-6">{action}</div>}
      </div>
    </div>
  )
}
