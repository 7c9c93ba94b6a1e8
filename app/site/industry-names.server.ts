/**
 * Case-category (industry) names in the page's locale: translated by the category's `outLink`
 * slug where the messages know it, else the content service's own name (in zh or en). That name
 * is passed in as `caseCategories(locale)` returns it, already in the reader's script (zh-TW:
 * Traditional, app/content/reader-script.server.ts): it is not converted again here.
 */
import type { Locale } from '../i18n/locales'
import * as m from '../paraglide/messages.js'

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string

export function industryName(
  slug: string,
  fallback: string,
  locale: Locale,
): { name: string; translated: boolean } {
  const key = `industry_${slug.replace(/-/g, '_')}`
  const message = (m as unknown as Record<string, Message | undefined>)[key]
  return message
    ? { name: message({}, { locale }), translated: true }
    : { name: fallback, translated: false }
}
