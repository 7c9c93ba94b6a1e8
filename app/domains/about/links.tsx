/**
 * The links of the about and investor pages: a page link with a leading arrow (external ones open
 * a new window and say so), and phone and email links.
 */
import type { ReactNode } from 'react'

const linkClass = 'focus-ring font-semibold text-brand-700 underline-offset-4 hover:underline'

export function ArrowLink({
  href,
  children,
  external,
}: {
  href: string
  children: ReactNode
  /** Opens in a new window; the text read to screen readers says so. */
  external?: { opensNewWindow: string }
}) {
  return (
    <a
      href={href}
      className={linkClass}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      <span aria-hidden="true">→ </span>
      {children}
      {external && <span className="sr-only"> {external.opensNewWindow}</span>}
    </a>
  )
}

/** A phone number as a tel: link (digits and the leading + only in the address). */
export function PhoneLink({ number, children }: { number: string; children?: ReactNode }) {
  return (
    <a href={`tel:${number.replace(/[^\d+]/g, '')}`} className={linkClass}>
      {children ?? number}
    </a>
  )
}

export function EmailLink({ address }: { address: string }) {
  return (
    <a href={`mailto:${address}`} className={linkClass}>
      {address}
    </a>
  )
}
