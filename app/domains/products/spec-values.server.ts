/**
 * Specification values and figures written once, formatted per locale by Intl: numbers with the
 * locale's separators ("1,500" in English, "1.500" in German, "1 500" in Russian), units in the
 * locale's words ("kg", "кг", "公斤"; app/i18n/formatters.ts), ranges as the locale writes them
 * ("300–5.000", "3～5"), words through the messages, and names of standards and products left as
 * they are. Shared by the domains' page copy (docs/architecture.md, layer rules). The values of the
 * equipment range are data (specifications/, ADR 045): `specValue` formats one the same way.
 */
import {
  formatQuantity,
  formatQuantityRange,
  numberFormat,
  splitQuantity,
  unitLabel,
  type QuantityOptions,
  type Unit,
} from '../../i18n/formatters'
import type { Locale } from '../../i18n/locales'
import * as m from '../../paraglide/messages.js'
import type { Phrase, Value as SpecValue } from '../../../specifications/values'
import type { MessageKey } from '../../site/registry'
import { message } from '../../site/message.server'

export type { Unit }

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

/** A range, as the locale writes one: 20–25, 20-25, 20～25. */
export const range =
  (from: number, to: number, decimals = 0): Value =>
  (locale) =>
    formatQuantityRange(locale, from, to, undefined, { decimals })

/** A quantity with its unit: q(1500, 'kilogram') is "1,500 kg", "1.500 kg", "1 500 кг". */
export const q =
  (value: number, unit: Unit, o?: QuantityOptions): Value =>
  (locale) =>
    formatQuantity(locale, value, unit, o)

/** A range of a quantity, the unit once: "60–80 %", "3–5 years" with `display: 'long'`. */
export const qRange =
  (from: number, to: number, unit: Unit, o?: QuantityOptions): Value =>
  (locale) =>
    formatQuantityRange(locale, from, to, unit, o)

/** A signed range in a table whose header names the unit: "+5 – +40", "−30 – +40". */
export const signedRange =
  (from: number, to: number): Value =>
  (locale) =>
    formatQuantityRange(locale, from, to, undefined, { sign: 'exceptZero' })

/** The unit of a table row, as the locale writes it beside a number: "kg", "кг", "公斤". */
export const unitOf = (unit: Unit, locale: Locale): string => unitLabel(locale, unit)

/**
 * A lithium iron phosphate battery: "48 V LiFePO4 · 40 Ah", "48 В LiFePO4 · 40 А·ч" (Intl has
 * no volts and ampere-hours: their symbols are messages).
 */
export const battery =
  (volts: number, ampereHours: number): Value =>
  (locale) =>
    `${m.unit_volt({ n: number(volts, locale) }, { locale })} LiFePO4 · ${m.unit_ampere_hour({ n: number(ampereHours, locale) }, { locale })}`

/** A key figure: the number large, the unit beside it, both as Intl writes them. */
export interface FigureValue {
  value: string
  unit?: string
}

/**
 * A key figure of a quantity: figure(40, 'meter') is { value: "40", unit: " m" }; a pair
 * [from, to] is a range ("300–5.000", " kg").
 */
export const figure = (
  locale: Locale,
  value: number | readonly [number, number],
  unit: Unit,
  o?: QuantityOptions,
): FigureValue => splitQuantity(locale, value, unit, o)

/** "More than": 1200 is "1,200+", "1.200+", "1 200+" (the message says how, per locale). */
export const atLeast =
  (value: number): Value =>
  (locale) =>
    m.figure_more_than({ n: number(value, locale) }, { locale })

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

type Inputs = Record<string, string>
type Message = (inputs: Inputs, options: { locale: Locale }) => string

/** A message with its quantities formatted: "Typical cycles per hour (100 m aisle)". */
export const phrase =
  ({ key, quantities = {} }: Phrase): Value =>
  (locale) =>
    (m[key as MessageKey] as Message)(
      Object.fromEntries(
        Object.entries(quantities).map(([name, { value, unit }]) => [name, q(value, unit)(locale)]),
      ),
      { locale },
    )

/** A value of the specifications (specifications/values.ts) in the page's locale. */
export function specValue(value: SpecValue): Value {
  switch (value.kind) {
    case 'number':
      return n(value.value, value.decimals)
    case 'range':
      return range(value.from, value.to)
    case 'signed-range':
      return signedRange(value.from, value.to)
    case 'tolerance':
      return pm(value.value)
    case 'sizes':
      return dims(...value.sizes)
    case 'pair':
      return pair(specValue(value.first), specValue(value.second))
    case 'words':
      return phrase(value.phrase)
    case 'counted':
      return counted(value.value, value.key as MessageKey)
    case 'battery':
      return battery(value.volts, value.ampereHours)
    case 'name':
      return literal(value.text)
  }
}
