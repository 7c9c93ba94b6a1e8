import { useRouter, type NavigateOptions } from '@tanstack/react-router'
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent, type SyntheticEvent } from 'react'
import { isPlainClick } from '../../lib/plain-click'
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

/**
 * An internal link: a plain `<a href>` with the typed `RouteLink`'s address (`linkHref`), on the
 * server and in the browser alike. In the browser a plain click navigates without a document
 * request and hovering, focusing or touching it preloads the page, as the router's `<Link>` does
 * (its `defaultPreload: 'intent'` and delay). Unlike `<Link>` it adds no `aria-current` or
 * `data-status`: a menu marks its section current, a filter its choice, so the caller's
 * `aria-current` stands as given.
 *
 * Not `<Link>` (its `useLinkProps`) in the browser (ADR 060): for each link that builds the
 * location from the route tree, subscribes to the router's location to mark itself active and
 * keeps an effect, which made the links a fifth of the home page's hydration; a typed link's
 * address is known without the router (`linkHref`, the same as the router's: app-link.test.tsx),
 * and nothing here shows whether a link is active.
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(props, ref) {
  return import.meta.env.SSR ? <ServerLink {...props} /> : <RouterLink {...props} ref={ref} />
})

const href = ({ link, hash }: Pick<AppLinkProps, 'link' | 'hash'>) =>
  hash ? `${linkHref(link)}#${hash}` : linkHref(link)

function ServerLink({ link, hash, replace: _r, resetScroll: _s, children, ...rest }: AppLinkProps) {
  return (
    <a href={href({ link, hash })} {...rest}>
      {children}
    </a>
  )
}

const noSearch = {}

/** The caller's handler of an event, then `then` with the link. */
const also =
  <E extends SyntheticEvent<HTMLAnchorElement>>(
    own: ((event: E) => void) | undefined,
    then: (anchor: HTMLAnchorElement) => void,
  ) =>
  (event: E) => {
    own?.(event)
    then(event.currentTarget)
  }

/** Preloads waiting for their delay, by link element. */
const pendingPreloads = new WeakMap<HTMLAnchorElement, ReturnType<typeof setTimeout>>()

const RouterLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function RouterLink(
  {
    link,
    hash,
    replace,
    resetScroll,
    onClick,
    onFocus,
    onBlur,
    onMouseEnter,
    onMouseLeave,
    onTouchStart,
    children,
    ...rest
  },
  ref,
) {
  const router = useRouter()
  const intent = () => router.options.defaultPreload === 'intent'

  function preload() {
    // A failed preload is not the reader's concern: the click loads the page (or the document).
    router.preloadRoute(navigation(link)).catch(() => undefined)
  }
  function preloadSoon(anchor: HTMLAnchorElement) {
    if (!intent() || pendingPreloads.has(anchor)) return
    const delay = router.options.defaultPreloadDelay ?? 0
    if (!delay) return preload()
    pendingPreloads.set(
      anchor,
      setTimeout(() => {
        pendingPreloads.delete(anchor)
        preload()
      }, delay),
    )
  }
  function cancelPreload(anchor: HTMLAnchorElement) {
    clearTimeout(pendingPreloads.get(anchor))
    pendingPreloads.delete(anchor)
  }

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event)
    const target = event.currentTarget.getAttribute('target')
    if (!isPlainClick(event) || (target && target !== '_self')) return
    event.preventDefault()
    cancelPreload(event.currentTarget)
    void router.navigate({ ...navigation(link), hash, replace, resetScroll } as NavigateOptions)
  }

  return (
    <a
      ref={ref}
      href={href({ link, hash })}
      {...rest}
      onClick={handleClick}
      onFocus={also(onFocus, preloadSoon)}
      onBlur={also(onBlur, cancelPreload)}
      onMouseEnter={also(onMouseEnter, preloadSoon)}
      onMouseLeave={also(onMouseLeave, cancelPreload)}
      onTouchStart={also(onTouchStart, () => intent() && preload())}
    >
      {children}
    </a>
  )
})

/** A link as the router's navigation options: `router.navigate(navigation(link))`. */
export function navigation(link: RouteLink): NavigateOptions {
  return { to: link.to, params: link.params, search: link.search ?? noSearch } as NavigateOptions
}
