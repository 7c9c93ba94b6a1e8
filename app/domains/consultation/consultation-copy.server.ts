import type { Locale } from '../../i18n/locales'
import { message } from '../../site/message.server'
import type { MessageKey } from '../../site/registry'
import type { BuiltCopy, CopyBuilders } from '../../site/page-copy.server'

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

/** This domain's pages' copy beyond the base, by page (app/pages/copy.server.ts collects it). */
export const pageCopy = {
  consultation: consultationCopy,
} satisfies CopyBuilders

declare module '../../site/page-copy.server' {
  interface PageExtras extends BuiltCopy<typeof pageCopy> {}
}
