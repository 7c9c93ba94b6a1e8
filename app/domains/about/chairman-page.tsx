import { Heading } from '../../components/ui/heading'
import { Media } from '../../components/ui/media'
import { Section } from '../../components/ui/section'
import { AboutIntro } from './about-subnav'
import type { PageCopy } from '../../site/page-copy.server'

/** The chairman's letter beside a picture of the headquarters, and a short note about him. */
export function ChairmanPage({ copy }: { copy: PageCopy<'chairman'> }) {
  const { letter } = copy
  return (
    <AboutIntro page="chairman" copy={copy}>
      <Section>
        <div className="grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className="space-y-6">
            <Media image={copy.portrait} imgClassName="w-full rounded-card" />
            <aside
              aria-labelledby="chairman-about"
              className="rounded-card border border-slate-200 bg-surface-muted p-6"
            >
              <Heading level={2} size="md" id="chairman-about" className="text-brand-900">
                {copy.about.heading}
              </Heading>
              <p className="mt-3 leading-relaxed text-ink-muted">{copy.about.text}</p>
            </aside>
          </div>
          <article aria-labelledby="chairman-letter" data-testid="chairman-letter">
            <Heading level={2} size="lg" id="chairman-letter" className="text-brand-900">
              {letter.heading}
            </Heading>
            <p className="mt-8 text-lg font-medium text-ink">{letter.salutation}</p>
            {letter.paragraphs.map((text) => (
              <p key={text} className="mt-5 text-lg leading-relaxed text-ink">
                {text}
              </p>
            ))}
            <p className="mt-8 text-ink">{letter.signoff}</p>
            <p className="mt-4 text-xl font-semibold text-brand-900">{letter.name}</p>
            <p className="text-sm text-ink-muted">{letter.role}</p>
          </article>
        </div>
      </Section>
    </AboutIntro>
  )
}
