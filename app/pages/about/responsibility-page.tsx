import { FeatureGrid } from '../../blocks/feature-grid/feature-grid'
import { FiguresStrip } from '../../blocks/figures-strip/figures-strip'
import { Section } from '../../components/ui/section'
import { AboutIntro } from '../about-subnav'
import type { PageCopy } from '../page-copy.server'

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
        <a
          href={copy.report.link.href}
          className="focus-ring font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          <span aria-hidden="true">→ </span>
          {copy.report.link.label}
        </a>
      </Section>
    </AboutIntro>
  )
}
