import { FeatureGrid } from '../../blocks/feature-grid/feature-grid'
import { Section } from '../../components/ui/section'
import { AboutIntro } from './about-subnav'
import type { PageCopy } from '../../site/page-copy.server'

/** Mission and vision, the five values, and how we work together. */
export function CulturePage({ copy }: { copy: PageCopy<'culture'> }) {
  return (
    <AboutIntro page="culture" copy={copy}>
      <Section>
        <dl className="grid gap-8 md:grid-cols-2" data-testid="mission-vision">
          {[copy.mission, copy.vision].map((item) => (
            <div key={item.label} className="border-l-4 border-accent-400 pl-6">
              <dt className="text-sm font-semibold tracking-wider text-accent-600 uppercase">
                {item.label}
              </dt>
              <dd className="mt-3 text-2xl leading-snug font-semibold text-brand-900">
                {item.text}
              </dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section tone="muted" heading={copy.values.heading}>
        <FeatureGrid items={copy.values.items} columns={3} />
      </Section>
      <Section heading={copy.work.heading}>
        <div className="max-w-3xl space-y-5 text-lg leading-relaxed text-ink">
          {copy.work.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      </Section>
    </AboutIntro>
  )
}
