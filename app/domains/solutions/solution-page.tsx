import { CaseStrip } from '../../blocks/case-strip/case-strip'
import { FeatureGrid } from '../../blocks/feature-grid/feature-grid'
import { FiguresStrip } from '../../blocks/figures-strip/figures-strip'
import { Hero } from '../../blocks/hero/hero'
import { LayerDiagram } from '../../blocks/layer-diagram/layer-diagram'
import { Heading } from '../../components/ui/heading'
import { Section } from '../../components/ui/section'
import type { Locale } from '../../i18n/locales'
import type { solutionCopy } from './solution-copy.server'
import type { PageCopy } from '../../site/page-copy.server'
import { ClosingBand, ConsultButton, DownloadList, IndustryLinks } from '../../site/page-parts'
import type { RelatedContent } from '../../site/related.server'

type Copy = PageCopy & ReturnType<typeof solutionCopy>

/** One column of modules (hardware or software) under its own heading. */
function ModuleColumn({ heading, items }: Copy['modules']['hardware']) {
  return (
    <div>
      <Heading
        level={3}
        size="md"
        className="mb-5 border-b-2 border-accent-400 pb-2 text-brand-900"
      >
        {heading}
      </Heading>
      <ul className="space-y-5">
        {items.map((item) => (
          <li key={item.title}>
            <Heading level={4} size="sm" className="text-brand-900">
              {item.title}
            </Heading>
            <p className="mt-1 leading-relaxed text-ink-muted">{item.text}</p>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * A solution page: the problems it solves, its architecture as a diagram, the hardware and
 * software modules, measured benefits, industries and case studies, and a consultation.
 */
export function SolutionPage({
  page,
  lang,
  copy,
  related,
}: {
  page: string
  lang: Locale
  copy: Copy
  related: RelatedContent
}) {
  const consultLabel = copy.cta?.label ?? ''
  return (
    <div data-page={page}>
      <Hero
        eyebrow={copy.eyebrow}
        heading={copy.heading}
        lead={copy.intro}
        image={copy.heroImage}
        actions={<ConsultButton label={consultLabel} />}
      />
      <Section heading={copy.challenges.heading} lead={copy.challenges.lead}>
        <FeatureGrid items={copy.challenges.items} columns={4} />
      </Section>
      <Section tone="muted" heading={copy.architecture.heading} lead={copy.architecture.text}>
        <LayerDiagram layout={copy.architecture.diagram} />
      </Section>
      <Section heading={copy.modules.heading} lead={copy.modules.lead}>
        <div className="grid gap-12 md:grid-cols-2">
          <ModuleColumn {...copy.modules.hardware} />
          <ModuleColumn {...copy.modules.software} />
        </div>
      </Section>
      <Section tone="dark" heading={copy.benefits.heading} lead={copy.benefits.lead}>
        <FiguresStrip items={copy.benefits.items} tone="dark" />
      </Section>
      <Section heading={copy.industries.heading} lead={copy.industries.lead}>
        <IndustryLinks lang={lang} items={related.industries} />
      </Section>
      <Section tone="muted" heading={copy.cases.heading}>
        <CaseStrip items={related.cases} emptyText={copy.cases.empty} />
      </Section>
      {related.downloads.length > 0 && (
        <Section heading={copy.downloads.heading} lead={copy.downloads.lead}>
          <DownloadList items={related.downloads} action={copy.downloads.action} />
        </Section>
      )}
      <ClosingBand heading={copy.closing.heading} text={copy.closing.text} label={consultLabel} />
    </div>
  )
}
