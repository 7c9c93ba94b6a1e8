/**
 * The downloadable documents (made by the content service's seed, cms/seed/) end with the
 * contact page's contacts: company, phone, email, hours and every office, in English and Chinese.
 */
import { describe, expect, it } from 'vitest'
import { contacts } from '../../../cms/seed/content/contacts'
import type { Locale } from '../../i18n/locales'
import { siteConfig } from '../../lib/site-config'
import { message } from '../../site/message.server'
import type { MessageKey } from '../../site/registry'

const languageOf = { en: 'en', 'zh-CN': 'zh' } as const

describe.each(['en', 'zh-CN'] as const)('%s', (locale: Locale & keyof typeof languageOf) => {
  const language = languageOf[locale]

  it('the contacts are the contact page’s', () => {
    const text = (key: string) => message(key as MessageKey, locale)
    expect(contacts.company[language]).toBe(
      locale === 'en' ? siteConfig.name.en : siteConfig.name.zh,
    )
    expect(contacts.phone[language]).toBe(
      locale === 'en' ? siteConfig.phone.international : siteConfig.phone.chinese,
    )
    expect(contacts.email).toBe(siteConfig.email)
    expect(contacts.hours[language]).toBe(text('ct_hours_service'))
    for (const office of [contacts.headquarters, ...contacts.offices]) {
      expect(office.name[language]).toBe(text(`ct_${office.key}_name`))
      expect(office.address[language]).toBe(text(`ct_${office.key}_address`))
    }
  })
})
