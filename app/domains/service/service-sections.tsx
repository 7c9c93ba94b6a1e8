import { useNavigate } from '@tanstack/react-router'
import { useEffect, type MouseEvent, type ReactNode } from 'react'
import { FeatureGrid } from '../../blocks/feature-grid/feature-grid'
import { FiguresStrip } from '../../blocks/figures-strip/figures-strip'
import { LinkButton } from '../../components/ui/button'
import { BreakableText } from '../../components/ui/breakable-text'
import { Container } from '../../components/ui/container'
import { Heading } from '../../components/ui/heading'
import { cn } from '../../lib/cn'
import type { PageCopy } from '../../site/page-copy.server'

type Copy = PageCopy<'serviceSupport'>

function scrollToSection(anchor: number) {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  document
    .getElementById(`service-${anchor}`)
    ?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
}

/** One of the four sections: a stable anchor (#service-N, ?anchor=N), its heading and content. */
function ServiceSection({
  anchor,
  title,
  text,
  selected,
  muted,
  children,
}: {
  anchor: number
  title: string
  text: string
  selected: boolean
  muted?: boolean
  children: ReactNode
}) {
  return (
    <section
      id={`service-${anchor}`}
      aria-labelledby={`service-${anchor}-title`}
      data-selected={selected ? 'true' : undefined}
      className={cn('scroll-mt-32 py-16 md:py-20', muted ? 'bg-surface-muted' : 'bg-surface')}
    >
      <Container>
        <div className="mb-10 max-w-3xl">
          <p className="font-mono text-sm text-accent-600">0{anchor}</p>
          <Heading level={2} id={`service-${anchor}-title`} className="mt-2 text-brand-900">
            {title}
          </Heading>
          <p className="mt-4 text-lg leading-relaxed text-ink-muted">{text}</p>
        </div>
        {children}
      </Container>
    </section>
  )
}

/**
 * The service page's four sections with an in-page navigation. `?anchor=1..4` scrolls to its
 * section after load; choosing a section in the navigation keeps the query in sync.
 */
export function ServiceSections({ anchor, copy }: { anchor?: number; copy: Copy }) {
  const navigate = useNavigate()
  useEffect(() => {
    if (!anchor) return
    const frame = window.requestAnimationFrame(() => scrollToSection(anchor))
    return () => window.cancelAnimationFrame(frame)
  }, [anchor])

  function choose(event: MouseEvent<HTMLAnchorElement>, target: number) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return
    event.preventDefault()
    if (target === anchor) scrollToSection(target)
    else
      void navigate({
        to: '.',
        search: { anchor: target },
        replace: true,
        resetScroll: false,
      })
  }

  const [network, installation, maintenance, training] = copy.sections
  return (
    <>
      <nav
        aria-label={copy.navLabel}
        className="sticky top-16 z-20 border-b border-slate-200 bg-surface/95 backdrop-blur"
        data-testid="service-nav"
      >
        <Container>
          <ul className="flex gap-1 overflow-x-auto py-2 text-sm">
            {copy.sections.map((section) => (
              <li key={section.anchor} className="shrink-0">
                <a
                  href={`?anchor=${section.anchor}`}
                  aria-current={anchor === section.anchor ? 'true' : undefined}
                  onClick={(event) => choose(event, section.anchor)}
                  className="focus-ring block rounded-control px-3 py-2 font-medium text-ink-muted hover:bg-brand-50 hover:text-brand-800 aria-[current=true]:bg-brand-800 aria-[current=true]:text-white"
                >
                  <BreakableText text={section.title} />
                </a>
              </li>
            ))}
          </ul>
        </Container>
      </nav>
      {network && (
        <ServiceSection {...network} selected={anchor === 1}>
          <FiguresStrip items={copy.figures} />
          <p className="mt-10 text-2xl font-semibold text-brand-900">
            <a href={`tel:${copy.hotline.replace(/[^+\d]/g, '')}`} className="focus-ring rounded">
              {copy.hotline}
            </a>
          </p>
        </ServiceSection>
      )}
      {installation && (
        <ServiceSection {...installation} selected={anchor === 2} muted>
          <ol className="grid gap-4 md:grid-cols-5">
            {copy.steps.map((step, i) => (
              <li
                key={step.title}
                className="rounded-card border border-slate-200 bg-surface p-5 shadow-sm"
              >
                <p aria-hidden="true" className="text-2xl font-semibold text-accent-500">
                  {i + 1}
                </p>
                <Heading level={3} size="sm" className="mt-2 text-brand-900">
                  {step.title}
                </Heading>
                <p className="mt-2 text-sm leading-relaxed text-ink-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </ServiceSection>
      )}
      {maintenance && (
        <ServiceSection {...maintenance} selected={anchor === 3}>
          <FeatureGrid items={copy.plans} />
          <p className="mt-8 max-w-3xl text-ink-muted">{copy.spares}</p>
        </ServiceSection>
      )}
      {training && (
        <ServiceSection {...training} selected={anchor === 4} muted>
          <FeatureGrid items={copy.training} />
          <p className="mt-8">
            <LinkButton link={copy.downloads.link} variant="secondary">
              {copy.downloads.label}
            </LinkButton>
          </p>
        </ServiceSection>
      )}
    </>
  )
}
