/**
 * The one formatter of the dataset's values: numbers, ranges, tolerances, sizes and pairs written
 * by Intl in the reader's locale; words, units inside words and batteries' unit symbols by the
 * reader, which knows its messages. The site (app/domains/products/spec-values.server.ts) reads
 * with Paraglide in 13 locales; the data sheets' tables and running text
 * (cms/seed/content/sheet-text.ts) with the messages' JSON in English and Chinese (ADR 045).
 */
import type { Phrase, Quantity, Value } from './values'

/** How a reader writes what Intl does not: its words, and quantities inside them. */
export interface Style {
  /** The Intl locale: 'en', 'zh-CN', 'de', ... */
  locale: string
  /** The message `key` in the reader's language, its placeholders filled from `inputs`. */
  message: (key: string, inputs: Readonly<Record<string, string>>) => string
  /** A quantity inside words: "100 m", "80 %", "1 hr". */
  quantity: (quantity: Quantity) => string
  /**
   * 'min2' leaves four-digit numbers without a separator ("1500", "10,000"), as the data sheets'
   * Chinese text writes them; Intl's own grouping of the locale otherwise ("1,500", "1.500").
   */
  grouping?: 'min2'
  /** Between sizes; " × " unless given ("1,200 x 1,000" in the English text). */
  times?: string
  /** Where Intl writes the hyphen-minus; the minus sign (U+2212) unless given. */
  minus?: string
}

/** Options of one number: exactly `decimals` decimals, '+' before positive numbers with `sign`. */
export interface NumberOptions {
  decimals?: number
  sign?: boolean
}

const formats = new Map<string, Intl.NumberFormat>()

/** A NumberFormat made once per locale and options (making one costs far more than using it). */
function numberFormat(style: Style, { decimals = 0, sign = false }: NumberOptions) {
  const key = `${style.locale} ${decimals} ${sign} ${style.grouping ?? ''}`
  let format = formats.get(key)
  if (!format)
    formats.set(
      key,
      (format = new Intl.NumberFormat(style.locale, {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
        ...(sign ? { signDisplay: 'exceptZero' as const } : {}),
        ...(style.grouping ? { useGrouping: style.grouping } : {}),
      })),
    )
  return format
}

const text = (parts: Intl.NumberFormatPart[], style: Style) =>
  parts
    .map((p) => (p.type === 'minusSign' && p.value === '-' ? (style.minus ?? '\u2212') : p.value))
    .join('')

/** A number as the reader writes it: "1,500", "1.500", "2.0", "+40". */
export const formatNumber = (value: number, style: Style, options: NumberOptions = {}): string =>
  text(numberFormat(style, options).formatToParts(value), style)

const formatRange = (from: number, to: number, style: Style, options: NumberOptions = {}) =>
  text(numberFormat(style, options).formatRangeToParts(from, to), style)

/** A message with its quantities written in: "Typical cycles per hour (100 m aisle)". */
export const formatPhrase = ({ key, quantities = {} }: Phrase, style: Style): string =>
  style.message(
    key,
    Object.fromEntries(Object.entries(quantities).map(([name, q]) => [name, style.quantity(q)])),
  )

/** A value of the dataset as the reader writes it. */
export function formatValue(value: Value, style: Style): string {
  switch (value.kind) {
    case 'number':
      return formatNumber(value.value, style, { decimals: value.decimals })
    case 'range':
      return formatRange(value.from, value.to, style)
    case 'signed-range':
      return formatRange(value.from, value.to, style, { sign: true })
    case 'tolerance':
      return `±${formatNumber(value.value, style)}`
    case 'sizes':
      return value.sizes.map((size) => formatNumber(size, style)).join(style.times ?? ' × ')
    case 'pair':
      return `${formatValue(value.first, style)} / ${formatValue(value.second, style)}`
    case 'words':
      return formatPhrase(value.phrase, style)
    case 'counted':
      return `${formatNumber(value.value, style)} ${style.message(value.key, {})}`
    case 'battery': {
      const volts = style.message('unit_volt', { n: formatNumber(value.volts, style) })
      const ampereHours = style.message('unit_ampere_hour', {
        n: formatNumber(value.ampereHours, style),
      })
      return `${volts} LiFePO4 · ${ampereHours}`
    }
    case 'name':
      return value.text
  }
}
