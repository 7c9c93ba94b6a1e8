/**
 * One message in one locale, on the server. Never import this module from a component: it pulls
 * in every message of every locale (docs/decisions/008-copy-delivery.md).
 */
import type { Locale } from '../i18n/locales'
import * as m from '../paraglide/messages.js'
import type { MessageKey } from './registry'

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string

export function message(key: MessageKey, locale: Locale): string {
  return (m[key] as Message)({}, { locale })
}
