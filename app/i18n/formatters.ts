/**
 * Intl formatters, made once per locale and options and then reused. Constructing an
 * Intl.NumberFormat or DateTimeFormat loads locale data and costs far more than formatting with
 * it (tens of microseconds against well under one): a product page formats a few hundred table
 * cells, so a page render made one per cell spent milliseconds on it.
 */
const numberFormats = new Map<string, Intl.NumberFormat>()
const dateFormats = new Map<string, Intl.DateTimeFormat>()

function memo<T, O>(cache: Map<string, T>, make: (locale: string, options?: O) => T) {
  return (locale: string, options?: O): T => {
    const key = `${locale} ${options ? JSON.stringify(options) : ''}`
    let formatter = cache.get(key)
    if (!formatter) cache.set(key, (formatter = make(locale, options)))
    return formatter
  }
}

/** The NumberFormat of this locale and these options. */
export const numberFormat = memo<Intl.NumberFormat, Intl.NumberFormatOptions>(
  numberFormats,
  (locale, options) => new Intl.NumberFormat(locale, options),
)

/**
 * The DateTimeFormat of this locale and these options, in the Gregorian calendar: Thai would count
 * Buddhist-era years by default (2559), but the Thai pages write the years of their own text,
 * the investor tables and the English content in the Gregorian era, and so do the dates ("1
 * กรกฎาคม ค.ศ. 2016"). The era of each locale is in its glossary (`app/i18n/glossary/`).
 */
export const dateFormat = memo<Intl.DateTimeFormat, Intl.DateTimeFormatOptions>(
  dateFormats,
  (locale, options) => new Intl.DateTimeFormat(locale, { calendar: 'gregory', ...options }),
)

/**
 * A file's size as the locale writes it, in binary multiples as file managers count them:
 * "43 kB", "1.2 MB", "1,2 MB", "43 КБ". Never "0 kB": anything smaller reads as 1 kB.
 */
export function formatFileSize(locale: string, bytes: number): string {
  if (bytes >= 1024 * 1024)
    return numberFormat(locale, {
      style: 'unit',
      unit: 'megabyte',
      maximumFractionDigits: 1,
    }).format(bytes / 1024 / 1024)
  return numberFormat(locale, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  }).format(Math.max(1, Math.round(bytes / 1024)))
}

/**
 * The units the site writes with Intl (`style: 'unit'`), and one it composes: metres per second
 * squared, which Intl has not, is its metres per second with a "²" (every locale of the site
 * writes the second last: "m/s²", "м/с²", "公尺/秒²").
 */
export type Unit =
  | 'kilogram'
  | 'millimeter'
  | 'meter'
  | 'kilometer'
  | 'meter-per-second'
  | 'meter-per-second-squared'
  | 'celsius'
  | 'hour'
  | 'minute'
  | 'second'
  | 'year'
  | 'percent'

export interface QuantityOptions {
  /** Exactly this many decimals (default 0). */
  decimals?: number
  /** '+' and '−' written by Intl: 'exceptZero' for changes ("+30 %", "−18 %"). */
  sign?: 'exceptZero' | 'always'
  /** 'long' for a unit in words ("3–5 years"); 'short' by default ("5 kg"). */
  display?: 'short' | 'long'
}

function options(unit: Unit | undefined, o: QuantityOptions = {}): Intl.NumberFormatOptions {
  const decimals = o.decimals ?? 0
  return {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    ...(o.sign ? { signDisplay: o.sign } : {}),
    ...(unit === 'percent'
      ? { style: 'percent' }
      : unit
        ? {
            style: 'unit',
            unit: unit === 'meter-per-second-squared' ? 'meter-per-second' : unit,
            unitDisplay: o.display ?? 'short',
          }
        : {}),
  }
}

/** Percent values are given as percentages (25 for 25 %); Intl takes fractions. */
const scaled = (unit: Unit | undefined, value: number) => (unit === 'percent' ? value / 100 : value)

/** A composed unit's parts: Intl's metres per second, squared. */
function squared(unit: Unit | undefined, parts: Intl.NumberFormatPart[]): Intl.NumberFormatPart[] {
  if (unit !== 'meter-per-second-squared') return parts
  return parts.map((p) => (p.type === 'unit' ? { ...p, value: `${p.value}²` } : p))
}

/**
 * The parts as text, a minus written as the minus sign (U+2212) where Intl writes the hyphen-minus
 * (en, de, ru, …): the copy writes "−30 °C", and a figure beside it should not read "-18 %".
 */
const joined = (parts: Intl.NumberFormatPart[]) =>
  parts.map((p) => (p.type === 'minusSign' && p.value === '-' ? '\u2212' : p.value)).join('')

/** A number, or a quantity with its unit, as the locale writes it: "1.500 kg", "1 500 кг". */
export function formatQuantity(
  locale: string,
  value: number,
  unit?: Unit,
  o?: QuantityOptions,
): string {
  const format = numberFormat(locale, options(unit, o))
  return joined(squared(unit, format.formatToParts(scaled(unit, value))))
}

/** A range as the locale writes it, the unit once: "300–5.000 kg", "60–80 %", "3–5 лет". */
export function formatQuantityRange(
  locale: string,
  from: number,
  to: number,
  unit?: Unit,
  o?: QuantityOptions,
): string {
  const format = numberFormat(locale, options(unit, o))
  return joined(squared(unit, format.formatRangeToParts(scaled(unit, from), scaled(unit, to))))
}

/**
 * A quantity split for display in two sizes: the number ("1.500", "−33", "300–5.000") and the
 * unit that ends it, with the space the locale puts before it (" kg", " %", "%"); no unit when
 * the locale writes the unit first. Intl's own words and spacing, only split.
 */
function quantityParts(parts: Intl.NumberFormatPart[]): { value: string; unit?: string } {
  let start = parts.length
  while (start > 0 && /^(?:unit|percentSign|literal)$/.test(parts[start - 1]!.type)) start--
  const unit = parts.slice(start)
  if (start === 0 || !unit.some((p) => p.type !== 'literal')) return { value: joined(parts) }
  return { value: joined(parts.slice(0, start)), unit: joined(unit) }
}

/** `quantityParts` of one quantity or a range. */
export function splitQuantity(
  locale: string,
  value: number | readonly [number, number],
  unit: Unit,
  o?: QuantityOptions,
): { value: string; unit?: string } {
  const format = numberFormat(locale, options(unit, o))
  const parts =
    typeof value === 'number'
      ? format.formatToParts(scaled(unit, value))
      : format.formatRangeToParts(scaled(unit, value[0]), scaled(unit, value[1]))
  return quantityParts(squared(unit, parts))
}

/** A unit on its own, as the locale writes it beside a number: a table's "(kg)", "(кг)", "(公斤)". */
export function unitLabel(locale: string, unit: Unit): string {
  const parts = squared(unit, numberFormat(locale, options(unit)).formatToParts(scaled(unit, 10)))
  return parts
    .filter((p) => p.type === 'unit' || p.type === 'percentSign')
    .map((p) => p.value)
    .join('')
}
