/**
 * What the detail pages of content (a case, an article, a job; the chosen video) share: the link
 * back to their list over the hero, and the state shown when the content service cannot give the
 * item now.
 */
import type { ReactNode } from 'react'
import { AppLink } from '../components/ui/app-link'
import { BreakableText } from '../components/ui/breakable-text'
import type { RouteLink } from '../lib/route-path'

/** The link back to the list, over the page hero. */
export function BackLink({ link, children }: { link: RouteLink; children: ReactNode }) {
  return (
    <AppLink
      link={link}
      className="focus-ring inline-flex items-center gap-1 rounded text-sm font-medium text-accent-300 hover:text-accent-200"
    >
      <span aria-hidden="true">←</span> {children}
    </AppLink>
  )
}

/**
 * The item cannot be loaded: the back link and the page's own heading, then the error state
 * (`data-testid="{kind}-unavailable"`).
 */
export function DetailUnavailable({
  kind,
  back,
  copy,
  labels,
}: {
  kind: 'case' | 'article' | 'job'
  back: ReactNode
  copy: { heading: string }
  labels: { unavailable: string }
}) {
  return (
    <>
      <section className="page-hero text-white">
        <div className="container-site py-14 md:py-20">
          {back}
          <h1 className="mt-4 text-3xl font-semibold tracking-tight md:text-5xl">
            <BreakableText text={copy.heading} />
          </h1>
        </div>
      </section>
      <div className="container-site py-16">
        <UnavailableNote kind={kind}>{labels.unavailable}</UnavailableNote>
      </div>
    </>
  )
}

/** The error state of an item the content service cannot give now (`data-testid="{kind}-unavailable"`). */
export function UnavailableNote({ kind, children }: { kind: string; children: ReactNode }) {
  return (
    <p
      role="alert"
      data-testid={`${kind}-unavailable`}
      className="rounded-card border border-amber-300 bg-amber-50 p-8 text-center"
    >
      {children}
    </p>
  )
}

/**
 * The note of a story shown in another language than the page's (ADR 025): "This content is
 * available in English only.", in the page's language, above the story.
 */
export function FallbackNote({
  story,
  lang,
}: {
  story?: { fallback?: { note: string } }
  lang: string
}) {
  if (!story?.fallback) return null
  return (
    <p
      lang={lang}
      role="note"
      data-testid="fallback-note"
      className="mt-4 inline-flex max-w-3xl items-center gap-2 rounded-control bg-white/10 px-3 py-2 text-sm text-white ring-1 ring-white/25"
    >
      {story.fallback.note}
    </p>
  )
}
