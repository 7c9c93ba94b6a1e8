import type { ReactNode } from 'react'
import { Container } from '../../components/ui/container'
import { Heading } from '../../components/ui/heading'
import { plainText } from '../../lib/line-breaks'

/** The closing invitation of a page: a heading, a sentence and one action. */
export function CtaBand({
  heading,
  text,
  action,
}: {
  heading: string
  text: string
  action: ReactNode
}) {
  return (
    <section className="page-hero text-white" data-block="cta-band" aria-label={plainText(heading)}>
      <Container className="flex flex-col items-start justify-between gap-6 py-14 md:flex-row md:items-center">
        <div className="max-w-2xl">
          <Heading level={2} size="lg">
            {heading}
          </Heading>
          <p className="mt-3 text-lg text-slate-200">{text}</p>
        </div>
        <div className="shrink-0">{action}</div>
      </Container>
    </section>
  )
}
