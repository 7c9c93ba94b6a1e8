import { FeatureGrid } from '../../blocks/feature-grid/feature-grid'
import { Heading } from '../../components/ui/heading'
import { Section } from '../../components/ui/section'
import { AboutIntro } from '../about/about-subnav'
import type { PageCopy } from '../../site/page-copy.server'
import { ArrowLink, EmailLink, PhoneLink } from '../about/links'

/** The board secretary's office: its contacts, what it does, how to reach it, announcements. */
export function SecretariesPage({ copy }: { copy: PageCopy<'secretaries'> }) {
  const { office } = copy
  return (
    <AboutIntro page="secretaries" copy={copy}>
      <Section>
        <div className="grid gap-12 lg:grid-cols-2">
          <section
            aria-labelledby="secretary-office"
            className="rounded-card border border-slate-200 bg-surface p-6 shadow-sm md:p-8"
          >
            <Heading level={2} size="lg" id="secretary-office" className="text-brand-900">
              {office.heading}
            </Heading>
            <p className="mt-1 text-ink-muted">{office.company}</p>
            <dl className="mt-6 divide-y divide-slate-200" data-testid="secretary-contacts">
              {office.rows.map((row) => (
                <div key={row.term} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
                  <dt className="text-sm text-ink-muted">{row.term}</dt>
                  <dd className="text-ink">
                    {'tel' in row && row.tel ? (
                      <PhoneLink number={row.value} />
                    ) : 'mail' in row && row.mail ? (
                      <EmailLink address={row.value} />
                    ) : (
                      row.value
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          <div>
            <Heading level={2} size="lg" className="text-brand-900">
              {copy.role.heading}
            </Heading>
            {copy.role.paragraphs.map((text) => (
              <p key={text} className="mt-5 text-lg leading-relaxed text-ink">
                {text}
              </p>
            ))}
          </div>
        </div>
      </Section>
      <Section tone="muted" heading={copy.ways.heading}>
        <FeatureGrid items={copy.ways.items} columns={4} />
      </Section>
      <Section heading={copy.links.heading}>
        <ul className="space-y-3" data-testid="secretary-links">
          {copy.links.items.map((link) => (
            <li key={link.label}>
              {'href' in link ? (
                <ArrowLink href={link.href} external={{ opensNewWindow: copy.opensNewWindow }}>
                  {link.label}
                </ArrowLink>
              ) : (
                <ArrowLink link={link.link}>{link.label}</ArrowLink>
              )}
            </li>
          ))}
        </ul>
      </Section>
    </AboutIntro>
  )
}
