/**
 * The links of the about and investor pages: a page link with a leading arrow (external ones open
 * a new window and say so), and phone and email links.
 */
import type { ReactNode } from 'react'
import { AppLink } from '../../components/ui/app-link'
import type { RouteLink } from '../../lib/route-path'

const linkClass = 'focus-ring font-semibold text-brand-700 underline-offset-4 hover:underline'

/** A page of the site, or another site's address (opened in a new window). */
export type ArrowTarget =
  | { link: RouteLink; href?: never; external?: never }
  | {
      href: string
      link?: never
      /** Opens in a new window; the text read to screen readers says so. */
      external: { opensNewWindow: string }
    }

export function ArrowLink({
  link,
  href,
  external,
  children,
}: ArrowTarget & { children: ReactNode }) {
  const arrow = <span aria-hidden="true">→ </span>
  if (link) {
    return (
      <AppLink link={link} className={linkClass}>
        {arrow}
        {children}
      </AppLink>
    )
  }
  return (
    <a href={href} className={linkClass} target="_blank" rel="noopener noreferrer">
      {arrow}
      {children}
      <span className="sr-only"> {external.opensNewWindow}</span>
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
