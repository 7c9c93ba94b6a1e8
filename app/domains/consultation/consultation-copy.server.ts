import type { Locale } from '../../i18n/locales'
import { message } from '../../site/message.server'
import type { MessageKey } from '../../site/registry'

/** The copy of this domain's pages beyond the base (app/pages/copy.server.ts builds it). */
declare module '../../site/page-copy.server' {
  interface PageExtras {
    consultation: ReturnType<typeof consultationCopy>
  }
}

/**
 * The consultation page's side column: what happens after the form is sent, and where to turn
 * with a running system instead (the contact page's words).
 */
export function consultationCopy(locale: Locale) {
  const t = (key: MessageKey) => message(key, locale)
  return {
    next: {
      heading: t('consult_next_heading'),
      steps: [t('consult_next_1'), t('consult_next_2'), t('consult_next_3')],
    },
    service: { heading: t('ct_way_service_title'), text: t('ct_way_service_text') },
  }
}
