/**
 * Client-side navigation for the plain links inside a content area (cards, filters, page links):
 * a click on a link to one of our localized pages is routed in the browser (no document request,
 * the router's loading state shows); modified clicks, new-window links, downloads and files keep
 * the browser's behaviour. Links stay plain `<a href>` for crawlers and keyboards (Enter on a
 * link is a click): the hook listens on the area, not on each link.
 */
import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { isLocale } from '../i18n/locales'

/** A ref callback for the area (React 19 runs the returned cleanup when the element goes). */
export function useLinkNavigation<T extends HTMLElement>() {
  const router = useRouter()
  return useCallback(
    (element: T | null) => {
      if (!element) return
      const onClick = (event: MouseEvent) => {
        if (
          event.defaultPrevented ||
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey
        )
          return
        const link = (event.target as Element).closest('a')
        if (!link || link.target || link.hasAttribute('download')) return
        const url = new URL(link.href, window.location.href)
        if (url.origin !== window.location.origin) return
        if (!isLocale(url.pathname.split('/')[1])) return
        event.preventDefault()
        void router.navigate({ href: `${url.pathname}${url.search}${url.hash}` })
      }
      element.addEventListener('click', onClick)
      return () => element.removeEventListener('click', onClick)
    },
    [router],
  )
}
