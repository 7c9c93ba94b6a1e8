import { Hero } from '../../blocks/hero/hero'
import { LayerDiagram } from '../../blocks/layer-diagram/layer-diagram'
import { MediaAndText } from '../../blocks/media-and-text/media-and-text'
import { LinkButton } from '../../components/ui/button'
import { BreakableText } from '../../components/ui/breakable-text'
import { Heading } from '../../components/ui/heading'
import { Section } from '../../components/ui/section'
import type { productCenterCopy } from './product-center-copy.server'
import type { PageCopy } from '../../site/page-copy.server'
import { ClosingBand, ConsultButton } from '../../site/page-parts'

type Copy = PageCopy & ReturnType<typeof productCenterCopy>

/** A link that opens another site in a new window, and says so to screen readers. */
function ExternalLink({
  href,
  label,
  newWindow,
  className,
}: {
  href: string
  label: string
  newWindow: string
  className?: string
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {label}
      <span aria-hidden="true"> ↗</span>
      <span className="sr-only"> {newWindow}</span>
    </a>
  )
}

/**
 * The product center: the software platform (five products on their own site), how it fits
 * together, the applications by group, and the equipment lines with their detail pages.
 */
export function ProductCenterPage({ copy }: { copy: Copy }) {
  const consultLabel = copy.cta?.label ?? ''
  return (
    <div data-page="productCenter">
      <Hero
        eyebrow={copy.eyebrow}
        heading={copy.heading}
        lead={copy.intro}
        image={copy.heroImage}
        actions={<ConsultButton label={consultLabel} />}
      />
      <Section id="platform" heading={copy.platform.heading} lead={copy.platform.lead}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="platform-products">
          {copy.platform.items.map((product) => (
            <li
              key={product.slug}
              className="relative flex flex-col rounded-card border border-slate-200 bg-surface p-6 shadow-sm focus-within:shadow-md hover:shadow-md"
            >
              <p className="text-sm font-medium text-accent-600">
                <BreakableText text={product.tagline} />
              </p>
              <Heading level={3} size="md" className="mt-1 text-brand-900">
                {product.name}
              </Heading>
              <p className="mt-3 flex-1 leading-relaxed text-ink-muted">{product.text}</p>
              <ExternalLink
                href={product.href}
                label={copy.platform.open}
                newWindow={copy.opensNewWindow}
                className="focus-ring mt-5 self-start rounded text-sm font-semibold text-brand-700 hover:text-brand-900"
              />
            </li>
          ))}
        </ul>
        <div className="mt-16">
          <Heading level={3} size="md" className="mb-3 text-brand-900">
            {copy.architecture.heading}
          </Heading>
          <p className="mb-6 max-w-3xl text-ink-muted">{copy.architecture.text}</p>
          <LayerDiagram layout={copy.architecture.diagram} />
        </div>
      </Section>
      <Section
        tone="muted"
        id="applications"
        heading={copy.applications.heading}
        lead={copy.applications.lead}
      >
        <div className="grid gap-6 lg:grid-cols-2">
          {copy.applications.groups.map((group) => (
            <section
              key={group.id}
              aria-labelledby={`apps-${group.id}`}
              className="rounded-card border border-slate-200 bg-surface p-6 shadow-sm"
              data-testid="application-group"
            >
              <Heading level={3} size="md" id={`apps-${group.id}`} className="text-brand-900">
                {group.title}
              </Heading>
              <p className="mt-2 text-ink-muted">{group.text}</p>
              <ul className="mt-5 divide-y divide-slate-100">
                {group.apps.map((app) => (
                  <li key={app.id} className="py-3">
                    <p className="flex items-baseline gap-3">
                      <span className="font-mono text-xs text-ink-muted">{app.id}</span>
                      <ExternalLink
                        href={app.href}
                        label={app.name}
                        newWindow={copy.opensNewWindow}
                        className="focus-ring min-w-0 rounded font-semibold hyphens-auto text-brand-800 hover:text-accent-600"
                      />
                    </p>
                    <p className="mt-1 pl-10 text-sm leading-relaxed text-ink-muted">{app.text}</p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Section>
      <Section id="equipment" heading={copy.equipment.heading} lead={copy.equipment.lead}>
        <div className="space-y-20">
          {copy.equipment.items.map((item, i) => (
            <MediaAndText
              key={item.title}
              image={item.image}
              heading={item.title}
              headingLevel={3}
              paragraphs={[item.text]}
              bullets={item.bullets}
              reverse={i % 2 === 1}
              action={
                <LinkButton link={item.action.link} variant="secondary">
                  {item.action.label}
                </LinkButton>
              }
            />
          ))}
        </div>
        <div className="mt-16 max-w-3xl rounded-card border-l-4 border-accent-400 bg-surface-muted p-6">
          <Heading level={3} size="md" className="text-brand-900">
            {copy.equipment.more.heading}
          </Heading>
          <p className="mt-2 leading-relaxed text-ink-muted">{copy.equipment.more.text}</p>
        </div>
      </Section>
      <ClosingBand heading={copy.closing.heading} text={copy.closing.text} label={consultLabel} />
    </div>
  )
}
