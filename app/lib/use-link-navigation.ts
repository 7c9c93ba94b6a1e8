/**
 * Client-side navigation for the plain anchors of HTML the site did not write itself: the rich
 * text of the content service (RichText). A click on a link to one of our localized pages is
 * routed in the browser (no document request, the router's loading state shows); modified clicks,
 * new-window links, downloads and files keep the browser's behaviour. The hook listens on the
 * area, not on each link. Links the site renders itself are the router's (`AppLink`).
 */
import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { isLocale } from '../i18n/locales'
import { isPlainClick } from './plain-click'

/** A ref callback for the area (React 19 runs the returned cleanup when the element goes). */
export function useLinkNavigation<T extends HTMLElement>() {
  const router = useRouter()
  return useCallback(
    (element: T | null) => {
      if (!element) return
      const onClick = (event: MouseEvent) => {
        if (!isPlainClick(event)) return
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
