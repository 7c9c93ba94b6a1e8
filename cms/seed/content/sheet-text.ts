/**
 * How the download documents write values: the dataset's formatter (specifications/format.ts,
 * which the site's product pages use too) with the documents' two languages, the site's messages
 * in them (messages/en.json, messages/zh-CN.json) and unit symbols. Tables and key figures write
 * numbers as Intl does for `en` and `zh-CN` ("1,500"); the running text of the data sheets writes
 * its figures as the sheets' text always has (`prose`: "1,200 x 1,000 mm", "1500 kg", "-30 °C").
 */
import { formatPhrase, formatValue, type Style } from '../../../specifications/format'
import * as values from '../../../specifications/values'
import type { Phrase, Quantity, Unit, Value } from '../../../specifications/values'
import en from '../../../messages/en.json'
import zh from '../../../messages/zh-CN.json'
import type { Bilingual, DocumentLanguage, SheetText } from '../types'

/** The messages' words in the documents' two languages. */
const messages: Record<DocumentLanguage, Record<string, unknown>> = { en, zh }

/** The units as the documents print them, in both languages. */
export const symbols: Record<Unit, string> = {
  kilogram: 'kg',
  millimeter: 'mm',
  meter: 'm',
  'meter-per-second': 'm/s',
  'meter-per-second-squared': 'm/s²',
  celsius: '°C',
  hour: 'h',
  percent: '%',
}

/** A message of the site in the document's language, each placeholder filled from `inputs`. */
function message(
  language: DocumentLanguage,
  key: string,
  inputs: Readonly<Record<string, string>>,
) {
  const text = messages[language][key]
  if (typeof text !== 'string') throw new Error(`no message ${key} in ${language}`)
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const input = inputs[name]
    if (input === undefined) throw new Error(`${key}: no input for {${name}}`)
    return input
  })
}

function style(language: DocumentLanguage, locale: string): Style {
  const own: Style = {
    locale,
    message: (key, inputs) => message(language, key, inputs),
    /** Hours and shares as Intl writes them ("1 hr", "1小时", "80%"), the rest with its symbol ("100 m"). */
    quantity: ({ value, unit }: Quantity) =>
      unit === 'hour' || unit === 'percent'
        ? new Intl.NumberFormat(locale, {
            ...(unit === 'percent'
              ? { style: 'percent' as const }
              : { style: 'unit' as const, unit, unitDisplay: 'short' as const }),
          }).format(unit === 'percent' ? value / 100 : value)
        : `${formatValue(values.n(value), own)} ${symbols[unit]}`,
  }
  return own
}

/** Tables and key figures: Intl's numbers of the language, sizes with "×", the minus sign. */
const tables: Record<DocumentLanguage, Style> = { en: style('en', 'en'), zh: style('zh', 'zh-CN') }

/**
 * The data sheets' running text: sizes with "x" in English and "×" in Chinese, the hyphen-minus,
 * and in Chinese four-digit numbers without a separator ("1500 kg", as the text writes them).
 */
export const prose: Record<DocumentLanguage, Style> = {
  en: { ...tables.en, times: ' x ', minus: '-' },
  zh: { ...tables.zh, times: '×', minus: '-', grouping: 'min2' },
}

/** A value of the dataset, or of the documents' own, as the tables print it. */
export const sheetText =
  (value: Value): SheetText =>
  (language) =>
    formatValue(value, tables[language])

/** A number: "1,500", "2.0". */
export const n = (value: number, decimals = 0): SheetText => sheetText(values.n(value, decimals))
/** A range: "20–25" (en), "20-25" (zh), as Intl writes it. */
export const range = (from: number, to: number): SheetText => sheetText(values.range(from, to))
/** A signed range of temperatures: "+5 – +40", "−30 – +40". */
export const signed = (from: number, to: number): SheetText =>
  sheetText(values.signedRange(from, to))
/** A tolerance: "±3". */
export const pm = (value: number): SheetText => sheetText(values.pm(value))
/** Dimensions: "1,200 × 1,000". */
export const dims = (...sizes: number[]): SheetText => sheetText(values.dims(...sizes))
/** A name or standard, the same in every language. */
export const literal = (text: string): SheetText => sheetText(values.name(text))
/** Two values of one row ("loaded / empty"). */
export const pair =
  (a: SheetText, b: SheetText): SheetText =>
  (language) =>
    `${a(language)} / ${b(language)}`
/** Words in each language. */
export const words =
  (text: Bilingual<string>): SheetText =>
  (language) =>
    text[language]

/** A message with its quantities: "Typical cycles per hour (100 m aisle)". */
export const phrase =
  (p: Phrase): SheetText =>
  (language) =>
    formatPhrase(p, tables[language])

export const bilingual = (p: Phrase): Bilingual<string> => ({
  en: phrase(p)('en'),
  zh: phrase(p)('zh'),
})
