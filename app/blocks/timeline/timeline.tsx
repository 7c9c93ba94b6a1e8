import { Heading, type HeadingLevel } from '../../components/ui/heading'
import { Media, type ImageSource } from '../../components/ui/media'

export interface Milestone {
  year: string
  title: string
  text: string
  /** A picture of the milestone: beside it from `lg`, under it on phones. */
  image?: ImageSource
}

/**
 * A history as an ordered list: year, milestone, a sentence, and a picture where the milestone has
 * one; readable in order by any reader.
 */
export function Timeline({
  label,
  items,
  headingLevel = 3,
}: {
  /** Names the list for screen readers ("Milestones 2003-2026"). */
  label: string
  items: readonly Milestone[]
  headingLevel?: HeadingLevel
}) {
  return (
    <ol
      aria-label={label}
      className="relative ml-3 border-l-2 border-brand-100"
      data-block="timeline"
    >
      {items.map((item) => (
        <li
          key={`${item.year}-${item.title}`}
          className="relative pb-10 pl-8 last:pb-0 lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-x-12"
        >
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[9px] size-4 rounded-full border-2 border-white bg-accent-400 ring-2 ring-brand-100"
          />
          <div>
            <p className="text-sm font-semibold text-accent-600">
              <time dateTime={item.year}>{item.year}</time>
            </p>
            <Heading level={headingLevel} size="md" className="mt-1 text-brand-900">
              {item.title}
            </Heading>
            <p className="mt-2 max-w-2xl leading-relaxed text-ink-muted">{item.text}</p>
          </div>
          {item.image && (
            <Media
              image={item.image}
              className="mt-4 lg:mt-0"
              imgClassName="aspect-[16/9] w-full rounded-card bg-brand-50 object-cover"
            />
          )}
        </li>
      ))}
    </ol>
  )
}
