import type { ReactNode } from 'react'
import { AppLink } from '../../components/ui/app-link'
import { cn } from '../../lib/cn'
import type { RouteLink } from '../../lib/route-path'
import { Heading, type HeadingLevel } from '../../components/ui/heading'

export interface Feature {
  title: string
  text: string
  /** A small decorative icon (aria-hidden inside). */
  icon?: ReactNode
  /** Makes the whole card a link to a page of the site, named by its title. */
  link?: RouteLink
}

export interface FeatureGridProps {
  items: readonly Feature[]
  columns?: 2 | 3 | 4
  /** Level of each feature's title under the section heading. */
  headingLevel?: HeadingLevel
}

const columnClasses = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
}

/** Capabilities or benefits as a grid of short titled paragraphs. */
export function FeatureGrid({ items, columns = 3, headingLevel = 3 }: FeatureGridProps) {
  return (
    <ul className={cn('grid gap-6', columnClasses[columns])} data-block="feature-grid">
      {items.map((item) => (
        <li
          key={item.title}
          className={cn(
            'rounded-card border border-slate-200 bg-surface p-6 shadow-sm',
            // A linked card: the title's link stretches over the card (after:inset-0 needs this).
            item.link &&
              'relative transition-[box-shadow,transform] focus-within:shadow-md hover:-translate-y-0.5 hover:shadow-md',
          )}
        >
          {item.icon && (
            <div className="mb-4 inline-flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
              {item.icon}
            </div>
          )}
          <Heading level={headingLevel} size="md" className="text-brand-900">
            {item.link ? (
              <AppLink link={item.link} className="focus-ring rounded after:absolute after:inset-0">
                {item.title}
                <span aria-hidden="true" className="ml-1 text-accent-500">
                  →
                </span>
              </AppLink>
            ) : (
              item.title
            )}
          </Heading>
          <p className="mt-2 leading-relaxed text-ink-muted">{item.text}</p>
        </li>
      ))}
    </ul>
  )
}
