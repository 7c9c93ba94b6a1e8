import type { ReactNode } from 'react'
import { Container } from '../../components/ui/container'
import { BreakableText } from '../../components/ui/breakable-text'
import { Heading } from '../../components/ui/heading'
import type { ImageSource } from '../../components/ui/media'
import { cn } from '../../lib/cn'
import { HeroBackdrop } from './hero-backdrop'
import { HeroFilm, type HeroFilmProps } from './hero-film'

export interface HeroProps {
  eyebrow?: string
  heading: string
  lead: string
  /** Calls to action (buttons or links). */
  actions?: ReactNode
  /** The page's largest image, full-bleed behind the text: loaded eagerly with high priority. */
  image?: ImageSource
  /** A muted, looping film over the picture (its poster): the home page's. */
  film?: HeroFilmProps
}

/**
 * The top of a page: the one h1, what the page promises, its actions, and its key picture
 * full-bleed behind them (issue 37), with the home page's film over it.
 */
export function Hero({ eyebrow, heading, lead, actions, image, film }: HeroProps) {
  return (
    <section
      className={cn('page-hero text-white', image && 'hero-full-bleed', film && 'hero-tall')}
      data-block="hero"
    >
      {image && <HeroBackdrop image={image}>{film && <HeroFilm {...film} />}</HeroBackdrop>}
      <Container className="relative py-16 md:py-24">
        <div className="max-w-2xl">
          {eyebrow && (
            <p className="mb-4 text-sm font-semibold tracking-wider text-accent-300 uppercase">
              <BreakableText text={eyebrow} />
            </p>
          )}
          <Heading level={1}>{heading}</Heading>
          <p className="mt-6 text-lg leading-relaxed text-slate-100">
            <BreakableText text={lead} />
          </p>
          {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
        </div>
      </Container>
    </section>
  )
}
