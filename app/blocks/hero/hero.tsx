import type { ReactNode } from 'react'
import { Container } from '../../components/ui/container'
import { BreakableText } from '../../components/ui/breakable-text'
import { Heading } from '../../components/ui/heading'
import { Media, type ImageSource } from '../../components/ui/media'

export interface HeroProps {
  eyebrow?: string
  heading: string
  lead: string
  /** Calls to action (buttons or links). */
  actions?: ReactNode
  /** The page's largest image: loaded eagerly with high priority. */
  image?: ImageSource
}

/** The top of a page: the one h1, what the page promises, its actions and its key image. */
export function Hero({ eyebrow, heading, lead, actions, image }: HeroProps) {
  return (
    <section className="page-hero text-white" data-block="hero">
      <Container className="grid items-center gap-10 py-14 md:py-20 lg:grid-cols-[1.1fr_1fr]">
        <div>
          {eyebrow && (
            <p className="mb-4 text-sm font-semibold tracking-wider text-accent-300 uppercase">
              <BreakableText text={eyebrow} />
            </p>
          )}
          <Heading level={1}>{heading}</Heading>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-200">
            <BreakableText text={lead} />
          </p>
          {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
        </div>
        {image && (
          <Media image={image} priority className="justify-self-center" imgClassName="w-full" />
        )}
      </Container>
    </section>
  )
}
