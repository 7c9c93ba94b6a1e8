import { FeatureGrid } from '../../blocks/feature-grid/feature-grid'
import { FiguresStrip } from '../../blocks/figures-strip/figures-strip'
import { AppLink } from '../../components/ui/app-link'
import { Heading } from '../../components/ui/heading'
import { Media } from '../../components/ui/media'
import { Section } from '../../components/ui/section'
import { AboutIntro } from './about-subnav'
import type { PageCopy } from '../../site/page-copy.server'

/** The about section's overview: figures, who we are, what we do, and the three groups of pages. */
export function AboutOverviewPage({ copy }: { copy: PageCopy<'aboutUs'> }) {
  return (
    <AboutIntro page="aboutUs" copy={copy}>
      <Section>
        <FiguresStrip items={[...copy.figures.slice(1), copy.hubs]} />
      </Section>
      <Section tone="muted" heading={copy.who.heading}>
        <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,36rem)]">
          <div className="max-w-3xl space-y-5 text-lg leading-relaxed text-ink">
            {copy.who.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
          <Media image={copy.who.image} imgClassName="w-full rounded-card" />
        </div>
      </Section>
      <Section heading={copy.what.heading}>
        <FeatureGrid items={copy.what.items} columns={4} />
      </Section>
      <Section tone="muted" heading={copy.groups.heading} lead={copy.groups.lead}>
        <ul className="grid gap-6 md:grid-cols-3" data-testid="about-groups">
          {copy.groups.items.map((group) => (
            <li
              key={group.key}
              className="rounded-card border border-slate-200 bg-surface p-6 shadow-sm"
            >
              <Heading level={3} size="md" className="text-brand-900">
                {group.title}
              </Heading>
              <p className="mt-2 text-ink-muted">{group.text}</p>
              <ul className="mt-5 space-y-2">
                {group.links.map((link) => (
                  <li key={link.label}>
                    <AppLink
                      link={link.link}
                      className="focus-ring inline-flex items-center gap-2 font-medium text-brand-700 hover:text-brand-900 hover:underline"
                    >
                      <span aria-hidden="true" className="text-accent-500">
                        →
                      </span>
                      {link.label}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>
    </AboutIntro>
  )
}
