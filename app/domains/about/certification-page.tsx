import { Gallery } from '../../blocks/gallery/gallery'
import { Heading } from '../../components/ui/heading'
import { Section } from '../../components/ui/section'
import { AboutIntro } from './about-subnav'
import type { PageCopy } from '../../site/page-copy.server'

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole))

/** Certificates in a gallery with a lightbox, honours by year, and intellectual property. */
export function CertificationPage({ copy }: { copy: PageCopy<'certification'> }) {
  const { gallery } = copy
  return (
    <AboutIntro page="certification" copy={copy}>
      <Section heading={gallery.heading} lead={gallery.lead}>
        <Gallery
          images={gallery.images}
          labels={{
            open: (caption) => fill(gallery.labels.open, { caption }),
            close: gallery.labels.close,
            previous: gallery.labels.previous,
            next: gallery.labels.next,
            position: (index, total) => fill(gallery.labels.position, { index, total }),
          }}
        />
      </Section>
      <Section tone="muted">
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <Heading level={2} size="lg" className="text-brand-900">
              {copy.honours.heading}
            </Heading>
            <ul className="mt-6 space-y-4" data-testid="honours">
              {copy.honours.items.map((honour) => (
                <li key={honour} className="flex gap-3 leading-relaxed text-ink">
                  <span
                    aria-hidden="true"
                    className="mt-2 size-2 shrink-0 rounded-full bg-accent-500"
                  />
                  {honour}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <Heading level={2} size="lg" className="text-brand-900">
              {copy.ip.heading}
            </Heading>
            <p className="mt-6 text-lg leading-relaxed text-ink">{copy.ip.text}</p>
          </div>
        </div>
      </Section>
    </AboutIntro>
  )
}
