import { Heading } from '../../components/ui/heading'
import { breakable } from '../../components/ui/breakable-text'
import type { RouteLink } from '../../lib/route-path'
import { Media } from '../../components/ui/media'
import { Section } from '../../components/ui/section'
import { ConsultButton } from '../../site/page-parts'
import { AboutIntro } from './about-subnav'
import type { PageCopy } from '../../site/page-copy.server'
import { ArrowLink, EmailLink, PhoneLink } from './links'

/** Offices on a numbered map and as a list, then who to contact for what. */
export function ContactPage({ copy }: { copy: PageCopy<'contactUs'> }) {
  const { offices, ways } = copy
  const action = (id: (typeof ways.items)[number]['id'], link?: RouteLink) => {
    switch (id) {
      case 'sales':
        return <ConsultButton label={copy.cta?.label ?? ''} />
      case 'service':
        return (
          <PhoneLink number={ways.hotline}>
            {ways.phoneLabel}: {ways.hotline}
          </PhoneLink>
        )
      case 'press':
        return <EmailLink address={ways.pressEmail} />
      default:
        return link ? (
          <ArrowLink link={link}>{breakable(ways.items.find((w) => w.id === id)?.title)}</ArrowLink>
        ) : null
    }
  }
  return (
    <AboutIntro page="contactUs" copy={copy}>
      <Section heading={offices.heading}>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
          <Media
            image={offices.map}
            className="self-start rounded-card bg-brand-50 p-4"
            imgClassName="w-full"
          />
          <ol className="grid gap-5 sm:grid-cols-2" data-testid="offices">
            {offices.items.map((office) => (
              <li
                key={office.number}
                className="rounded-card border border-slate-200 bg-surface p-5 shadow-sm"
              >
                <Heading level={3} size="sm" className="flex items-start gap-3 text-brand-900">
                  <span
                    aria-hidden="true"
                    className="grid size-7 shrink-0 place-items-center rounded-full bg-accent-400 text-sm font-bold text-brand-900"
                  >
                    {office.number}
                  </span>
                  {office.name}
                </Heading>
                <dl className="mt-3 space-y-2 text-sm">
                  <div>
                    <dt className="text-ink-muted">{offices.labels.address}</dt>
                    <dd className="text-ink">{office.address}</dd>
                  </div>
                  <div>
                    <dt className="text-ink-muted">{offices.labels.phone}</dt>
                    <dd>
                      <PhoneLink number={office.phone} />
                    </dd>
                  </div>
                  <div>
                    <dt className="text-ink-muted">{offices.labels.hours}</dt>
                    <dd className="text-ink">{office.hours}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ol>
        </div>
      </Section>
      <Section tone="muted" heading={ways.heading}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {ways.items.map((way) => (
            <li
              key={way.id}
              className="flex flex-col rounded-card border border-slate-200 bg-surface p-6 shadow-sm"
            >
              <Heading level={3} size="md" className="text-brand-900">
                {way.title}
              </Heading>
              <p className="mt-2 flex-1 leading-relaxed text-ink-muted">{way.text}</p>
              <div className="mt-5">{action(way.id, way.link)}</div>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-ink">
          {ways.email.label}: <EmailLink address={ways.email.address} />
        </p>
      </Section>
    </AboutIntro>
  )
}
