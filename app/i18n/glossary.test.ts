/**
 * The terminology glossary of each locale (`app/i18n/glossary/<locale>.json`), checked against
 * every message of that locale: no avoided variant of a term, no avoided form of address, years of
 * the locale's era, Russian and Kazakh units in their own words, and the placeholders of English.
 * See "Terminology glossary" in docs/i18n.md.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { articles } from '../../cms/seed/content/articles'
import { cases } from '../../cms/seed/content/cases'
import { jobs } from '../../cms/seed/content/jobs'
import { videos } from '../../cms/seed/content/media'
import { extraVersions } from '../../cms/seed/content/more-languages'
import { dateFormat } from './formatters'
import { locales } from './locales'

interface Glossary {
  address: { form: string; avoid: string[] }
  era: 'gregorian' | 'buddhist'
  terms: Array<{ concept: string; preferred: string; avoid: string[] }>
}

const root = join(import.meta.dirname, '../..')
const read = <T>(path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as T
/** Every text of a locale's messages: each case of a message with variants on its own. */
const messagesOf = (locale: string) =>
  Object.entries(
    read<Record<string, string | Array<{ match: Record<string, string> }>>>(
      `messages/${locale}.json`,
    ),
  )
    .filter(([key]) => key !== '$schema')
    .flatMap(([key, message]): Array<[string, string]> =>
      typeof message === 'string'
        ? [[key, message]]
        : message.flatMap((v) =>
            Object.entries(v.match).map(([c, t]): [string, string] => [`${key} ${c}`, t]),
          ),
    )
/** Text of a story's HTML: tags out, alt texts kept. */
const plain = (html: string) =>
  html.replace(/<img[^>]*\balt="([^"]*)"[^>]*>/g, ' $1 ').replace(/<[^>]+>/g, ' ')
/**
 * Every text of the content service's seed stories and films in a locale, as [where, text]: the Chinese
 * seed for zh-CN, the English for en, the versions written for the others (issues 36, 37).
 */
function storiesOf(locale: string): Array<[string, string]> {
  const seedLanguage = locale === 'zh-CN' ? 'zh' : locale === 'en' ? 'en' : undefined
  if (seedLanguage) {
    return [
      ...cases.map((c): [string, string] => [
        `case "${c.title.en}"`,
        [c.customer, c.title, c.summary].map((t) => t[seedLanguage]).join('\n') +
          plain(c.body[seedLanguage]),
      ]),
      ...articles.map((a): [string, string] => [
        `${a.type} "${a.title.en}"`,
        `${a.title[seedLanguage]}\n${a.summary[seedLanguage]}\n${plain(a.body[seedLanguage])}`,
      ]),
      ...jobs.map((j): [string, string] => [
        `job "${j.title.en}"`,
        [
          j.title[seedLanguage],
          ...j.responsibilities[seedLanguage],
          ...j.requirements[seedLanguage],
        ].join('\n'),
      ]),
      ...videos.map((v): [string, string] => [
        `video "${v.title.en}"`,
        `${v.title[seedLanguage]}\n${v.description[seedLanguage]}`,
      ]),
    ]
  }
  return extraVersions
    .filter((v) => v.language === locale)
    .map((v): [string, string] => [
      `${v.of.kind} "${v.of.enTitle}"`,
      'responsibilities' in v
        ? [v.title, ...v.responsibilities, ...v.requirements].join('\n')
        : 'description' in v
          ? `${v.title}\n${v.description}`
          : [('customer' in v && v.customer) || '', v.title, v.summary, plain(v.body)].join('\n'),
    ])
}
const glossaryPath = (locale: string) => `app/i18n/glossary/${locale}.json`
const withGlossary = locales.filter((locale) => existsSync(join(root, glossaryPath(locale))))

/**
 * A pattern of the glossary as a case-insensitive Unicode expression. JavaScript's `\b` knows only
 * ASCII letters; in a glossary it is a word boundary in any script (штабелёр, trasloelevatore).
 */
const word = '[\\p{L}\\p{M}\\p{N}_]'
const boundary = `(?:(?<=${word})(?!${word})|(?<!${word})(?=${word}))`
const glossaryPattern = (source: string) =>
  new RegExp(source.replace(/(?<!\\)\\b/g, boundary), 'giu')

/** Every match of these patterns in these messages, as "locale key: text (matched /pattern/)". */
function findings(locale: string, patterns: string[], messages = messagesOf(locale)) {
  const found: string[] = []
  for (const source of patterns) {
    const pattern = glossaryPattern(source)
    for (const [key, text] of messages) {
      for (const match of text.matchAll(pattern))
        found.push(`${locale} ${key}: ${match[0]} in "${text}" (matched /${source}/)`)
    }
  }
  return found
}

/** A year in running text: 1990–2039 (Gregorian) or 2530–2599 (Buddhist era), not part of a code. */
const gregorianYear = String.raw`(?<![\p{N}.,:/-])(?:199\d|20[0-3]\d)(?![\p{N}.,]\d|\s?(?:kg|mm|m²|м²|кг|мм|กก\.|มม\.))`
const buddhistYear = String.raw`(?<![\p{N}.,:/-])25[3-9]\d(?![\p{N}.,]\d|\s?(?:kg|mm|m²|м²|кг|мм|กก\.|มม\.))`

/** A Latin unit next to a number: "20 h", "±5 mm", "3000kg" (Russian and Kazakh write мм, кг, ч). */
const latinUnit = String.raw`\d[\s\u00a0\u202f]?(?:mm|cm|m|kg|h|min|km/h)\b`

describe('glossary', () => {
  it('has a well-formed glossary for every locale but ms and vi at least', () => {
    expect(locales.filter((l) => !withGlossary.includes(l) && l !== 'ms' && l !== 'vi')).toEqual([])
    for (const locale of withGlossary) {
      const glossary = read<Glossary>(glossaryPath(locale))
      expect(glossary.address.form, locale).toBeTypeOf('string')
      expect(['gregorian', 'buddhist'], locale).toContain(glossary.era)
      for (const term of glossary.terms) {
        expect(term.concept && term.preferred, `${locale}: ${JSON.stringify(term)}`).toBeTruthy()
        for (const source of term.avoid) expect(() => glossaryPattern(source)).not.toThrow()
      }
    }
  })

  it.each(withGlossary)('%s uses its preferred terms and form of address', (locale) => {
    const glossary = read<Glossary>(glossaryPath(locale))
    const avoided = [...glossary.address.avoid, ...glossary.terms.flatMap((t) => t.avoid)]
    expect(findings(locale, avoided)).toEqual([])
  })

  it.each(withGlossary)('%s stories of the content service use its terms too', (locale) => {
    const glossary = read<Glossary>(glossaryPath(locale))
    const avoided = [...glossary.address.avoid, ...glossary.terms.flatMap((t) => t.avoid)]
    const units = locale === 'ru' || locale === 'kk' ? [latinUnit] : []
    const era = glossary.era === 'buddhist' ? gregorianYear : buddhistYear
    expect(findings(locale, [...avoided, ...units, era], storiesOf(locale))).toEqual([])
  })

  it.each(withGlossary)('%s counts years in one era', (locale) => {
    const { era } = read<Glossary>(glossaryPath(locale))
    expect(findings(locale, [era === 'buddhist' ? gregorianYear : buddhistYear])).toEqual([])
  })

  it.each(withGlossary)('%s dates count years in the same era as its messages', (locale) => {
    const { era } = read<Glossary>(glossaryPath(locale))
    const date = dateFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date('2016-07-01T00:00:00Z'),
    )
    expect(date).toContain(era === 'buddhist' ? '2559' : '2016')
  })

  it.each(['ru', 'kk'].filter((l) => withGlossary.includes(l as never)))(
    '%s writes units in its own words, not Latin abbreviations',
    (locale) => {
      expect(findings(locale, [latinUnit])).toEqual([])
    },
  )

  it.each(locales.filter((l) => l !== 'en'))(
    '%s keeps every placeholder of the English message',
    (locale) => {
      const en = Object.fromEntries(messagesOf('en'))
      const missing = messagesOf(locale).flatMap(([key, text]) =>
        (en[key]?.match(/\{\w+\}/g) ?? [])
          .filter((name) => !text.includes(name))
          .map((name) => `${locale} ${key}: ${name} missing in "${text}"`),
      )
      expect(missing).toEqual([])
    },
  )
})
