import { useRouter } from '@tanstack/react-router'
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react'
import { AppLink, navigation } from '../ui/app-link'
import { isPlainClick } from '../../lib/plain-click'
import type { MenuItem } from '../../site/menu'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  item: MenuItem
  /** Screen-reader note on links that open a new window. */
  opensNewWindow?: string
}

/**
 * A menu item as a real link: internal items are the router's links (an item with a `navDelayMs`
 * from the registry, the service menu's 300 ms, navigates that long after the click), external
 * ones open in a new window with rel="noopener".
 */
export const SiteLink = forwardRef<HTMLAnchorElement, Props>(function SiteLink(
  { item, onClick, children, opensNewWindow, ...rest },
  ref,
) {
  const router = useRouter()
  if (item.kind === 'external') {
    return (
      <a
        ref={ref}
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClick}
        {...rest}
      >
        {children}
        {opensNewWindow && <span className="sr-only"> {opensNewWindow}</span>}
      </a>
    )
  }
  const { link, navDelayMs } = item
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event)
    if (!navDelayMs || !isPlainClick(event)) return
    // The router's own click handling stands aside (a prevented click); it navigates later.
    event.preventDefault()
    window.setTimeout(() => void router.navigate(navigation(link)), navDelayMs)
  }
  return (
    <AppLink ref={ref} link={link} onClick={handleClick} lang={item.lang} {...rest}>
      {children}
    </AppLink>
  )
})
