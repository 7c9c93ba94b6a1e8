import { AppLink } from '../../components/ui/app-link'
import { Badge, LanguageBadge } from '../../components/ui/badge'
import { Card } from '../../components/ui/card'
import { Heading, type HeadingLevel } from '../../components/ui/heading'
import { Media, type ImageSource } from '../../components/ui/media'
import { linkHref, type RouteLink } from '../../lib/route-path'

export interface CaseCard {
  link: RouteLink
  title: string
  summary: string
  industry: string
  image: ImageSource
  /** Language of the title and summary when they differ from the page's. */
  lang?: string
  /** Names that language in the reader's, on a story shown in another language (ADR 025). */
  languageBadge?: string
}

/** Case studies as linked cards; an empty list says so instead of leaving a gap. */
export function CaseStrip({
  items,
  emptyText,
  headingLevel = 3,
}: {
  items: readonly CaseCard[]
  emptyText: string
  headingLevel?: HeadingLevel
}) {
  if (items.length === 0) {
    return (
      <p
        className="rounded-card border border-dashed border-slate-300 p-8 text-center text-ink-muted"
        data-block="case-strip"
        data-empty="true"
      >
        {emptyText}
      </p>
    )
  }
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-block="case-strip">
      {items.map((item) => (
        <li key={linkHref(item.link)}>
          <Card interactive className="relative flex h-full flex-col overflow-hidden">
            <Media
              image={item.image}
              imgClassName="aspect-[16/10] w-full bg-brand-50 object-cover"
            />
            <div className="flex flex-1 flex-col p-5">
              <div className="flex flex-wrap gap-2">
                <Badge>{item.industry}</Badge>
                <LanguageBadge label={item.languageBadge} />
              </div>
              <Heading
                level={headingLevel}
                size="md"
                lang={item.lang}
                className="mt-3 text-brand-900"
              >
                <AppLink
                  link={item.link}
                  className="focus-ring rounded after:absolute after:inset-0"
                >
                  {item.title}
                </AppLink>
              </Heading>
              <p
                lang={item.lang}
                className="mt-2 line-clamp-3 text-sm leading-relaxed text-ink-muted"
              >
                {item.summary}
              </p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  )
}
