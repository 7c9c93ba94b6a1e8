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

/** The DateTimeFormat of this locale and these options. */
export const dateFormat = memo<Intl.DateTimeFormat, Intl.DateTimeFormatOptions>(
  dateFormats,
  (locale, options) => new Intl.DateTimeFormat(locale, options),
)
