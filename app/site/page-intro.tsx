import type { ReactNode } from 'react'
import { HeroBackdrop } from '../blocks/hero/hero-backdrop'
import { AppLink } from '../components/ui/app-link'
import { buttonClasses } from '../components/ui/button'
import { BreakableText } from '../components/ui/breakable-text'
import { ConsultLink } from './consult-link'
import type { CtaCopy, PageCopy } from './page-copy.server'

/**
 * The page's call to action: a consultation (focus returns here when it closes) or a link. It is
 * the bright button unless the page has a form whose submit button is its primary action (a job
 * page's application): then it is the secondary one (issue 37, item 8).
 */
export function CallToAction({
  cta,
  opensNewWindow,
  variant = 'primary',
}: {
  cta: CtaCopy
  opensNewWindow: string
  variant?: 'primary' | 'secondary'
}) {
  const ctaClass = buttonClasses({ variant, size: 'lg' }, 'mt-8')
  if (cta.kind === 'link') {
    return (
      <AppLink link={cta.link} className={ctaClass} data-testid="cta-link">
        {cta.label}
      </AppLink>
    )
  }
  if (cta.kind === 'external') {
    return (
      <a
        href={cta.href}
        className={ctaClass}
        data-testid="cta-link"
        target="_blank"
        rel="noopener noreferrer"
      >
        {cta.label}
        <span className="sr-only"> {opensNewWindow}</span>
      </a>
    )
  }
  return (
    <ConsultLink data-testid="cta-consult" className={ctaClass}>
      {cta.label}
    </ConsultLink>
  )
}

/**
 * The page's heading and one-paragraph introduction, in the page hero band: over the page's
 * picture, full-bleed, where it has one (`heroImage`, app/site/page-heroes.server.ts).
 */
export function PageIntro({
  page,
  copy,
  nav,
  children,
}: {
  page: string
  copy: PageCopy
  /** A navigation under the hero (the about groups' sub-navigation). */
  nav?: ReactNode
  children?: ReactNode
}) {
  return (
    <>
      <section
        className={copy.heroImage ? 'page-hero hero-full-bleed' : 'page-hero'}
        data-page={page}
      >
        {copy.heroImage && <HeroBackdrop image={copy.heroImage} />}
        <div className="container-site relative py-14 md:py-20">
          <h1 className="text-3xl font-semibold tracking-tight text-white md:text-5xl">
            <BreakableText text={copy.heading} />
          </h1>
          <p className="mt-5 max-w-3xl text-base leading-relaxed text-slate-200 md:text-lg">
            <BreakableText text={copy.intro} />
          </p>
          {copy.cta && <CallToAction cta={copy.cta} opensNewWindow={copy.opensNewWindow} />}
        </div>
      </section>
      {nav}
      {children}
    </>
  )
}
