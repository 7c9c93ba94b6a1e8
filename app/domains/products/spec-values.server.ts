/**
 * Specification values and figures written once, formatted per locale by Intl: numbers with the
 * locale's separators ("1,500" in English, "1.500" in German, "1 500" in Russian), units in the
 * locale's words ("kg", "кг", "公斤"; app/i18n/formatters.ts), ranges as the locale writes them
 * ("300–5.000", "3～5"), words through the messages, and names of standards and products left as
 * they are. Shared by the domains' page copy (docs/architecture.md, layer rules). The values of the
 * equipment range are data (specifications/, ADR 045): `specValue` writes one with the dataset's
 * formatter (specifications/format.ts), which the data sheets share, in the site's words and units.
 */
import {
  formatQuantity,
  numberFormat,
  splitQuantity,
  unitLabel,
  type QuantityOptions,
  type Unit,
} from '../../i18n/formatters'
import type { Locale } from '../../i18n/locales'
import * as m from '../../paraglide/messages.js'
import { formatPhrase, formatValue, type Style } from '../../../specifications/format'
import type { Phrase, Value as SpecValue } from '../../../specifications/values'
import type { MessageKey } from '../../site/registry'

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

/** The unit of a table row, as the locale writes it beside a number: "kg", "кг", "公斤". */
export const unitOf = (unit: Unit, locale: Locale): string => unitLabel(locale, unit)

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

type Inputs = Readonly<Record<string, string>>
type Message = (inputs: Inputs, options: { locale: Locale }) => string

const styles = new Map<Locale, Style>()

/**
 * How the site writes the dataset's values in one locale: its messages, quantities with Intl's
 * units in the locale's words ("100 m", "100 公尺").
 */
function styleOf(locale: Locale): Style {
  let style = styles.get(locale)
  if (!style)
    styles.set(
      locale,
      (style = {
        locale,
        message: (key, inputs) => (m[key as MessageKey] as Message)(inputs, { locale }),
        quantity: ({ value, unit }) => formatQuantity(locale, value, unit),
      }),
    )
  return style
}

/** A message with its quantities formatted: "Typical cycles per hour (100 m aisle)". */
export const phrase =
  (p: Phrase): Value =>
  (locale) =>
    formatPhrase(p, styleOf(locale))

/** A value of the specifications (specifications/values.ts) in the page's locale. */
export const specValue =
  (value: SpecValue): Value =>
  (locale) =>
    formatValue(value, styleOf(locale))
