import { FeatureGrid } from '../../blocks/feature-grid/feature-grid'
import { FiguresStrip } from '../../blocks/figures-strip/figures-strip'
import { MediaAndText } from '../../blocks/media-and-text/media-and-text'
import { Section } from '../../components/ui/section'
import { AboutIntro } from './about-subnav'
import type { PageCopy } from '../../site/page-copy.server'

/** The energy and power-industry business: why it differs, what we deliver, figures, safety. */
export function EnergyPage({ copy }: { copy: PageCopy<'electricity'> }) {
  return (
    <AboutIntro page="electricity" copy={copy}>
      <Section>
        <MediaAndText
          image={copy.image}
          heading={copy.why.heading}
          paragraphs={copy.why.paragraphs}
        />
      </Section>
      <Section tone="dark">
        <FiguresStrip items={copy.figures} tone="dark" />
      </Section>
      <Section tone="muted" heading={copy.offers.heading}>
        <FeatureGrid items={copy.offers.items} columns={2} />
      </Section>
      <Section heading={copy.safety.heading}>
        <p className="max-w-3xl text-lg leading-relaxed text-ink">{copy.safety.text}</p>
      </Section>
    </AboutIntro>
  )
}
