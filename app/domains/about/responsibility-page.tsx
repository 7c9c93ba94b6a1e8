import { FeatureGrid } from '../../blocks/feature-grid/feature-grid'
import { FiguresStrip } from '../../blocks/figures-strip/figures-strip'
import { Section } from '../../components/ui/section'
import { AboutIntro } from './about-subnav'
import type { PageCopy } from '../../site/page-copy.server'
import { ArrowLink } from './links'

/** Figures, then the four pillars (environment, safety, community, governance), then reporting. */
export function ResponsibilityPage({ copy }: { copy: PageCopy<'responsibility'> }) {
  return (
    <AboutIntro page="responsibility" copy={copy}>
      <Section tone="dark">
        <FiguresStrip items={copy.figures} tone="dark" />
      </Section>
      <Section>
        <FeatureGrid items={copy.pillars} columns={2} headingLevel={2} />
      </Section>
      <Section tone="muted" heading={copy.report.heading} lead={copy.report.text}>
        <ArrowLink link={copy.report.action.link}>{copy.report.action.label}</ArrowLink>
      </Section>
    </AboutIntro>
  )
}
