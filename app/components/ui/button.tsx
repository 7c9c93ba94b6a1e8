import type { AnchorHTMLAttributes, ComponentProps } from 'react'
import { cn } from '../../lib/cn'
import type { RouteLink } from '../../lib/route-path'
import { AppLink } from './app-link'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'on-dark'
export type ButtonSize = 'sm' | 'md' | 'lg'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent-400 text-brand-900 shadow-sm hover:bg-accent-300',
  secondary: 'bg-brand-800 text-white shadow-sm hover:bg-brand-700',
  ghost: 'text-brand-700 hover:bg-brand-50',
  'on-dark': 'border border-white/40 text-white hover:bg-white/10',
}

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 py-1.5 text-sm',
  md: 'min-h-11 px-5 py-2 text-sm',
  lg: 'min-h-12 px-6 py-2.5 text-base',
}

/** The classes of a button, for elements that must stay what they are (a router Link, say). */
export function buttonClasses(
  { variant = 'primary', size = 'md' }: { variant?: ButtonVariant; size?: ButtonSize } = {},
  className?: string,
): string {
  return cn(
    // A label longer than a phone's line wraps onto a second line (the height is a minimum).
    'focus-ring inline-flex items-center justify-center gap-2 rounded-control text-center font-semibold text-balance transition-colors disabled:pointer-events-none disabled:opacity-50',
    variants[variant],
    sizes[size],
    className,
  )
}

type Look = { variant?: ButtonVariant; size?: ButtonSize }

/** A button (type="button" unless told otherwise). */
export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & Look) {
  return (
    <button
      type={type}
      data-slot="button"
      className={buttonClasses({ variant, size }, className)}
      {...props}
    />
  )
}

/** Where a link button goes: a page of the site, or an address (an anchor, another site). */
type LinkButtonTarget =
  | { link: RouteLink; href?: never; external?: never; newWindowLabel?: never }
  | { href: string; link?: never; external?: boolean; newWindowLabel?: string }

/**
 * A link that looks like a button: to a page of the site (`link`, the router's link), or to an
 * address (`href`); external links open in a new window with a spoken note.
 */
export function LinkButton({
  variant,
  size,
  className,
  external,
  newWindowLabel,
  children,
  link,
  ...props
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & Look & LinkButtonTarget) {
  const classes = buttonClasses({ variant, size }, className)
  if (link) {
    return (
      <AppLink data-slot="link-button" className={classes} link={link} {...props}>
        {children}
      </AppLink>
    )
  }
  return (
    <a
      data-slot="link-button"
      className={classes}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...props}
    >
      {children}
      {external && newWindowLabel && <span className="sr-only"> {newWindowLabel}</span>}
    </a>
  )
}
