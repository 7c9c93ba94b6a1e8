import { useRouter } from '@tanstack/react-router'
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react'
import type { Locale } from '../../i18n/locales'
import { itemHref, type MenuItem } from '../../site/menu'

/** The spec's delay before a service-menu item navigates. */
export const SERVICE_NAV_DELAY_MS = 300

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  item: MenuItem
  locale: Locale
  /** Screen-reader note on links that open a new window. */
  opensNewWindow?: string
}

/**
 * A menu item as a real link: internal items navigate on the client (service items after the
 * spec's 300 ms delay), external ones open in a new window with rel="noopener".
 */
export const SiteLink = forwardRef<HTMLAnchorElement, Props>(function SiteLink(
  { item, locale, onClick, children, opensNewWindow, ...rest },
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
  const href = itemHref(locale, item)
  const delayed = item.path === 'serviceSupport'
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event)
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return
    event.preventDefault()
    const go = () => void router.navigate({ href })
    if (delayed) window.setTimeout(go, SERVICE_NAV_DELAY_MS)
    else go()
  }
  return (
    <a ref={ref} href={href} onClick={handleClick} lang={item.lang} {...rest}>
      {children}
    </a>
  )
})
