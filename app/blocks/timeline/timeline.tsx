import { Heading, type HeadingLevel } from '../../components/ui/heading'

export interface Milestone {
  year: string
  title: string
  text: string
}

/** A history as an ordered list: year, milestone, a sentence; readable in order by any reader. */
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
        <li key={`${item.year}-${item.title}`} className="relative pb-10 pl-8 last:pb-0">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[9px] size-4 rounded-full border-2 border-white bg-accent-400 ring-2 ring-brand-100"
          />
          <p className="text-sm font-semibold text-accent-600">
            <time dateTime={item.year}>{item.year}</time>
          </p>
          <Heading level={headingLevel} size="md" className="mt-1 text-brand-900">
            {item.title}
          </Heading>
          <p className="mt-2 max-w-2xl leading-relaxed text-ink-muted">{item.text}</p>
        </li>
      ))}
    </ol>
  )
}
