import { CaseStrip } from '../../blocks/case-strip/case-strip'
import { FeatureGrid } from '../../blocks/feature-grid/feature-grid'
import { FiguresStrip } from '../../blocks/figures-strip/figures-strip'
import { Hero } from '../../blocks/hero/hero'
import { MediaAndText } from '../../blocks/media-and-text/media-and-text'
import { SectionNav } from '../../blocks/section-nav/section-nav'
import { SpecTable } from '../../blocks/spec-table/spec-table'
import { LinkButton } from '../../components/ui/button'
import { BreakableText } from '../../components/ui/breakable-text'
import { Section } from '../../components/ui/section'
import type { EquipmentCopy } from './equipment-copy.server'
import type { PageCopy } from '../../site/page-copy.server'
import { ClosingBand, ConsultButton, DownloadList, IndustryLinks } from '../../site/page-parts'
import type { RelatedContent } from '../../site/related.server'
import type { Locale } from '../../i18n/locales'

type Copy = PageCopy & EquipmentCopy

/** The model families as in-page links, so a visitor jumps to the machine they came for. */
function RangeNav({ label, families }: { label: string; families: Copy['families'] }) {
  return (
    <nav aria-label={label} className="mb-12">
      <ul className="flex flex-wrap gap-2">
        {families.map((family) => (
          <li key={family.id}>
            <a
              href={`#model-${family.id}`}
              className="focus-ring inline-flex items-center gap-2 rounded-full border border-brand-200 bg-surface px-4 py-2 text-sm font-medium text-brand-800 hover:border-accent-400 hover:bg-brand-50"
            >
              <BreakableText text={family.title} />
              <span className="font-mono text-xs text-ink-muted">{family.models.join(' · ')}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * An equipment page (AGV / AMR, stacker cranes): what the range does, each family with its
 * specification table, shared features, the control software, applications, related case
 * studies and documents from the content service, and a consultation.
 */
export function EquipmentPage({
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
  const { sections } = copy
  // The page is long (21 phone screens in English): its sections as an in-page navigation.
  const nav = [
    { id: 'models', label: sections.models },
    { id: 'features', label: sections.features },
    { id: 'software', label: sections.software },
    { id: 'applications', label: sections.applications },
    { id: 'cases', label: sections.cases },
    ...(related.downloads.length > 0 ? [{ id: 'downloads', label: sections.downloads }] : []),
  ]
  // Anchored sections stop under the header and the section bar.
  const anchored = 'scroll-mt-12'
  return (
    <div data-page={page}>
      <Hero
        eyebrow={copy.eyebrow}
        heading={copy.heading}
        lead={copy.intro}
        image={copy.heroImage}
        actions={
          <>
            <ConsultButton label={consultLabel} />
            <LinkButton href="#models" variant="on-dark" size="lg">
              {copy.specsAction}
            </LinkButton>
          </>
        }
      />
      <SectionNav label={sections.label} items={nav} />
      <Section tone="muted">
        <FiguresStrip items={copy.figures} />
      </Section>
      <Section id="models" className={anchored} heading={copy.range.heading} lead={copy.range.lead}>
        <RangeNav label={copy.rangeNavLabel} families={copy.families} />
        <div className="space-y-20">
          {copy.families.map((family, i) => (
            // Each family (illustration, text and specification table) is the bulk of the
            // page's layout work; off-screen families skip it until they near the viewport
            // (their height is estimated until then and remembered once rendered). They hold
            // no small link targets, which axe's target-size check could not measure there.
            <article
              key={family.id}
              id={`model-${family.id}`}
              className="scroll-mt-24 [contain-intrinsic-size:auto_1900px] [content-visibility:auto] md:[contain-intrinsic-size:auto_1100px]"
              data-testid="model-family"
            >
              <MediaAndText
                image={family.image}
                heading={family.title}
                headingLevel={3}
                paragraphs={[family.text]}
                bullets={family.bullets}
                reverse={i % 2 === 1}
              />
              <div className="mt-10">
                <SpecTable {...family.spec} />
              </div>
            </article>
          ))}
        </div>
        <p className="mt-8 max-w-3xl text-sm text-ink-muted">{copy.specsLead}</p>
      </Section>
      <Section
        id="features"
        className={anchored}
        tone="muted"
        heading={copy.features.heading}
        lead={copy.features.lead}
      >
        <FeatureGrid items={copy.features.items} />
      </Section>
      <Section id="software" className={anchored}>
        <MediaAndText
          image={copy.spotlight.image}
          heading={copy.spotlight.heading}
          paragraphs={copy.spotlight.paragraphs}
          bullets={copy.spotlight.bullets}
          reverse
        />
      </Section>
      <Section
        id="applications"
        className={anchored}
        tone="muted"
        heading={copy.applications.heading}
      >
        <FeatureGrid items={copy.applications.items} columns={4} />
        <div className="mt-10">
          <IndustryLinks lang={lang} items={related.industries} />
        </div>
      </Section>
      <Section id="cases" className={anchored} heading={copy.casesHeading}>
        <CaseStrip items={related.cases} emptyText={copy.casesEmpty} />
      </Section>
      {related.downloads.length > 0 && (
        <Section
          id="downloads"
          className={anchored}
          tone="muted"
          heading={copy.downloads.heading}
          lead={copy.downloads.lead}
        >
          <DownloadList items={related.downloads} action={copy.downloads.action} />
        </Section>
      )}
      <ClosingBand heading={copy.closing.heading} text={copy.closing.text} label={consultLabel} />
    </div>
  )
}
