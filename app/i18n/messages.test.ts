import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { baseLocale, locales } from './locales'

const dir = join(import.meta.dirname, '../../messages')
const load = (locale: string) =>
  JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8')) as Record<string, string>
const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort()

/** Product names and acronyms read the same in every language ("StarOS WMS Cloud", "ERP · MES"). */
const brandNames = [
  'StarOS WMS Cloud',
  'StarWCS Control',
  'Fleet Scheduler',
  'Digital Twin Studio',
  'Insight BI',
  // People keep their names: the Latin-script locales write them in pinyin.
  'Chen Mingyuan',
  'Liu Siyuan',
  'Zhou Wenjing',
]
const onlyNames = (text: string) =>
  brandNames
    .reduce((rest, name) => rest.replaceAll(name, ''), text)
    .replace(/\b[A-Z]{2,}\b/g, '')
    .replace(/[\s·,/&+-]/g, '') === ''

const base = load(baseLocale)
const keys = Object.keys(base).filter((k) => k !== '$schema')

describe('messages', () => {
  it.each(locales)('%s has every key, non-empty, with the same placeholders', (locale) => {
    const messages = load(locale)
    for (const key of keys) {
      expect(messages[key], `${locale}: ${key}`).toBeTypeOf('string')
      expect(messages[key]?.trim(), `${locale}: ${key}`).not.toBe('')
      expect(placeholders(messages[key] ?? ''), `${locale}: ${key}`).toEqual(
        placeholders(base[key] ?? ''),
      )
    }
    expect(Object.keys(messages).filter((k) => k !== '$schema' && !keys.includes(k))).toEqual([])
  })

  it.each(locales.filter((l) => l !== 'en' && l !== baseLocale))(
    '%s is translated, not an English copy',
    (locale) => {
      const en = load('en')
      const messages = load(locale)
      const copied = keys.filter(
        (k) => messages[k] === en[k] && (en[k]?.length ?? 0) > 12 && !onlyNames(en[k] ?? ''),
      )
      expect(copied).toEqual([])
    },
  )
})
