import { FiguresStrip } from '../../blocks/figures-strip/figures-strip'
import { Timeline } from '../../blocks/timeline/timeline'
import { Section } from '../../components/ui/section'
import { AboutIntro } from './about-subnav'
import type { PageCopy } from '../../site/page-copy.server'

/** The company's history as an ordered list of milestones, then where it stands today. */
export function HistoryPage({ copy }: { copy: PageCopy<'development'> }) {
  return (
    <AboutIntro page="development" copy={copy}>
      <Section>
        <Timeline label={copy.timeline.label} items={copy.timeline.items} headingLevel={2} />
      </Section>
      <Section tone="muted" heading={copy.today.heading} lead={copy.today.text}>
        <FiguresStrip items={copy.figures} />
      </Section>
    </AboutIntro>
  )
}
