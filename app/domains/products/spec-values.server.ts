/**
 * Specification values written once, formatted per locale: numbers with the locale's separators
 * ("1,500" in English, "1.500" in German, "1 500" in Russian), words through the messages, and
 * names of standards and products left as they are.
 */
import { numberFormat } from '../../i18n/formatters'
import type { Locale } from '../../i18n/locales'
import type { MessageKey } from '../../site/registry'
import { message } from '../../site/message.server'

/** A table cell or a figure, rendered in one locale. */
export type Value = (locale: Locale) => string

function number(value: number, locale: Locale, decimals = 0): string {
  return numberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value)
}

/** A number: n(1500), n(2, 1) for "2.0". */
export const n =
  (value: number, decimals = 0): Value =>
  (locale) =>
    number(value, locale, decimals)

/** A range: 20–25. */
export const range =
  (from: number, to: number, decimals = 0): Value =>
  (locale) =>
    `${number(from, locale, decimals)}–${number(to, locale, decimals)}`

/** A tolerance: ±3. */
export const pm =
  (value: number): Value =>
  (locale) =>
    `±${number(value, locale)}`

/** Sizes: 960 × 700 × 320. */
export const dims =
  (...sizes: number[]): Value =>
  (locale) =>
    sizes.map((size) => number(size, locale)).join(' × ')

/** Two values of one field, such as loaded / empty: 1.2 / 1.5. */
export const pair =
  (a: Value, b: Value): Value =>
  (locale) =>
    `${a(locale)} / ${b(locale)}`

/** Words in the page's language. */
export const words =
  (key: MessageKey): Value =>
  (locale) =>
    message(key, locale)

/** A number followed by words: "40 dual cycles". */
export const counted =
  (value: number, key: MessageKey): Value =>
  (locale) =>
    `${number(value, locale)} ${message(key, locale)}`

/** Names, standards and codes that read the same in every language. */
export const literal =
  (text: string): Value =>
  () =>
    text
