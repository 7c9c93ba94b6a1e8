/**
 * A "Talk to an engineer" control: a link to the consultation page (`/{lang}/consultation`), so
 * that it works without JavaScript (ADR 030); with JavaScript, a click opens the consultation
 * dialog instead and focus returns to `returnFocusTo` (the link itself by default) when it closes.
 */
import { forwardRef, type MouseEvent } from 'react'
import { AppLink, type AppLinkProps } from '../components/ui/app-link'
import { useLocale } from '../i18n/use-locale'
import { useConsultationDialog } from '../lib/consultation-open-state'
import { routeLink } from '../lib/route-path'

export const ConsultLink = forwardRef<
  HTMLAnchorElement,
  Omit<AppLinkProps, 'link'> & { returnFocusTo?: () => HTMLElement | null }
>(function ConsultLink({ returnFocusTo, onClick, ...rest }, ref) {
  const consult = useConsultationDialog()
  const lang = useLocale()
  return (
    <AppLink
      ref={ref}
      {...rest}
      link={routeLink('/$lang/consultation', { lang })}
      aria-haspopup="dialog"
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        // A new tab or window (modifier keys, middle button) still gets the page.
        if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0)
          return
        event.preventDefault()
        onClick?.(event)
        consult.openFrom(returnFocusTo?.() ?? event.currentTarget)
      }}
    />
  )
})
