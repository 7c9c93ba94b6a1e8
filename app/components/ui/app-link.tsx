import {
  useLinkProps,
  type NavigateOptions,
  type UseLinkPropsOptions,
} from '@tanstack/react-router'
import { forwardRef, type AnchorHTMLAttributes, type ForwardedRef } from 'react'
import { linkHref, type RouteLink } from '../../lib/route-path'

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** Where it goes: a route of the route tree with its parameters (`routeLink`). */
  link: RouteLink
  /** Replace the history entry instead of adding one. */
  replace?: boolean
  /** Keep the scroll position (an in-page filter, say). */
  resetScroll?: boolean
  /** A fragment of the page (without `#`). */
  hash?: string
}

/** No `class="active"`: what is current is the view's to say (`aria-current`). */
const noActiveProps = {}
const noSearch = {}

/**
 * An internal link: the router's `<Link>` (its `useLinkProps`, which `<Link>` renders with) on a
 * typed `RouteLink`. The server HTML is a plain `<a href>` with the same address; in the browser
 * it navigates without a document request and preloads the page on intent. Unlike `<Link>` it
 * adds no `aria-current`/`data-status` of its own: a menu marks its section current, a filter
 * its choice, so the caller's `aria-current` stands as given.
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(props, ref) {
  // On the server a link is its address: the router's location building for each of a page's
  // ~100 links cost a tenth of a render (issue 26). app-link.test.tsx holds both to one href.
  return import.meta.env.SSR ? <ServerLink {...props} /> : <RouterLink {...props} ref={ref} />
})

function ServerLink({ link, hash, replace: _r, resetScroll: _s, children, ...rest }: AppLinkProps) {
  return (
    <a href={hash ? `${linkHref(link)}#${hash}` : linkHref(link)} {...rest}>
      {children}
    </a>
  )
}

const RouterLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function RouterLink(
  { link, 'aria-current': current, children, ...rest },
  ref,
) {
  const options = {
    ...rest,
    to: link.to,
    params: link.params,
    search: link.search ?? noSearch,
    activeProps: noActiveProps,
  } as unknown as UseLinkPropsOptions
  const {
    'aria-current': _active,
    'data-status': _status,
    disabled: _disabled,
    ...props
  } = useLinkProps(options, ref as ForwardedRef<Element>) as ReturnType<typeof useLinkProps> & {
    'data-status'?: string
    disabled?: boolean
  }
  return (
    <a {...props} aria-current={current}>
      {children}
    </a>
  )
})

/** A link as the router's navigation options: `router.navigate(navigation(link))`. */
export function navigation(link: RouteLink): NavigateOptions {
  return { to: link.to, params: link.params, search: link.search ?? noSearch } as NavigateOptions
}
