import { ArticleList } from '../../blocks/article-list/article-list'
import { CaseStrip } from '../../blocks/case-strip/case-strip'
import { FeatureGrid } from '../../blocks/feature-grid/feature-grid'
import { FiguresStrip } from '../../blocks/figures-strip/figures-strip'
import { Hero } from '../../blocks/hero/hero'
import { LinkButton } from '../../components/ui/button'
import { HydrateNearView } from '../../components/ui/hydrate-near-view'
import { Section } from '../../components/ui/section'
import type { Locale } from '../../i18n/locales'
import type { HomeStrips } from './home.server'
import type { PageCopy } from '../../site/page-copy.server'
import { ClosingBand, ConsultButton, IndustryLinks } from '../../site/page-parts'

/**
 * The home page: what we make, for whom, proof, and an invitation to talk (copy from the server).
 * The hero and the closing call to action hydrate with the page; each band between them, whose
 * links work as links until then, when it nears the viewport (ADR 057).
 */
export function HomePage({
  lang,
  copy,
  strips,
}: {
  lang: Locale
  copy: PageCopy<'home'>
  strips: HomeStrips
}) {
  const consultLabel = copy.cta?.label ?? ''
  return (
    <div data-page="home">
      <Hero
        eyebrow={copy.eyebrow}
        heading={copy.heading}
        lead={copy.intro}
        image={copy.heroImage}
        film={copy.heroFilm}
        actions={
          <>
            <ConsultButton label={consultLabel} />
            <LinkButton link={copy.secondaryAction.link} variant="on-dark" size="lg">
              {copy.secondaryAction.label}
            </LinkButton>
          </>
        }
      />
      <HydrateNearView>
        <Section tone="muted" heading={copy.figures.heading}>
          <FiguresStrip items={copy.figures.items} />
        </Section>
      </HydrateNearView>
      <HydrateNearView>
        <Section
          eyebrow={copy.products.eyebrow}
          heading={copy.products.heading}
          lead={copy.products.lead}
        >
          <FeatureGrid items={copy.products.items} />
        </Section>
      </HydrateNearView>
      <HydrateNearView>
        <Section
          tone="muted"
          eyebrow={copy.solutions.eyebrow}
          heading={copy.solutions.heading}
          lead={copy.solutions.lead}
        >
          <FeatureGrid items={copy.solutions.items} />
        </Section>
      </HydrateNearView>
      <HydrateNearView>
        <Section heading={copy.industries.heading} lead={copy.industries.lead}>
          <IndustryLinks lang={lang} items={strips.industries} />
        </Section>
      </HydrateNearView>
      <HydrateNearView>
        <Section tone="muted" heading={copy.cases.heading}>
          <CaseStrip items={strips.cases} emptyText={copy.cases.empty} />
          <p className="mt-8">
            <LinkButton link={copy.cases.all.link} variant="secondary">
              {copy.cases.all.label}
            </LinkButton>
          </p>
        </Section>
      </HydrateNearView>
      <HydrateNearView>
        <Section heading={copy.news.heading}>
          <ArticleList items={strips.news} emptyText={copy.news.empty} />
          <p className="mt-8">
            <LinkButton link={copy.news.all.link} variant="ghost">
              {copy.news.all.label}
            </LinkButton>
          </p>
        </Section>
      </HydrateNearView>
      {/* Hydrated with the page: its button opens the consultation dialog, not the page. */}
      <ClosingBand heading={copy.closing.heading} text={copy.closing.text} label={consultLabel} />
    </div>
  )
}
