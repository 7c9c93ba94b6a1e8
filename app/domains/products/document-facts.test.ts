/**
 * The downloadable documents (made by the content service's seed, cms/seed/) print the same
 * facts as the site: every specification the equipment pages show is in a data sheet with the
 * same value, and the contacts page of every document is the contact page's.
 */
import { describe, expect, it } from 'vitest'
import { contacts } from '../../../cms/seed/content/contacts'
import { downloads } from '../../../cms/seed/content/downloads'
import type { Locale } from '../../i18n/locales'
import { siteConfig } from '../../lib/site-config'
import { message } from '../../site/message.server'
import type { MessageKey } from '../../site/registry'
import { agvCopy, stackerCopy } from './equipment-copy.server'

const languageOf = { en: 'en', 'zh-CN': 'zh' } as const

describe.each(['en', 'zh-CN'] as const)('%s', (locale: Locale & keyof typeof languageOf) => {
  const language = languageOf[locale]
  const tables = downloads.flatMap((d) => d.layout.tables)

  it('every value of the equipment pages is in a data sheet, the same', () => {
    const families = [...agvCopy(locale).families, ...stackerCopy(locale).families]
    let compared = 0
    const differ: string[] = []
    for (const family of families) {
      for (const group of family.spec.groups) {
        for (const row of group.rows) {
          for (const [i, model] of family.spec.models.entries()) {
            const sheet = tables.find((t) => t.models.includes(model))
            expect(sheet, `a data sheet lists ${model}`).toBeDefined()
            const column = sheet!.models.indexOf(model)
            const sheetRow = sheet!.groups
              .flatMap((g) => g.rows)
              .find((r) => r.label[language].replace(/\s/g, '') === row.label.replace(/\s/g, ''))
            if (!sheetRow) continue
            const printed = sheetRow.values[column]!(language)
            if (printed !== row.values[i])
              differ.push(`${model} ${row.label}: ${printed} ≠ ${row.values[i]}`)
            compared++
          }
        }
      }
    }
    expect(differ).toEqual([])
    // Nearly every row of the site's tables has its twin in a data sheet.
    expect(compared).toBeGreaterThan(100)
  })

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
