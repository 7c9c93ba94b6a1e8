/**
 * The kinds of value a specification holds, as data: numbers, ranges, sizes, tolerances, words
 * named by their message key and names written the same in every language. One formatter writes
 * them (./format.ts), each reader in its own words, units and locales: the site in 13 locales
 * (app/domains/products/spec-values.server.ts), the data sheets' tables and text in English and
 * Chinese (cms/seed/content/sheet-text.ts). This folder imports nothing of ours (ADR 045).
 */

/** The units of the specifications, by their Intl (CLDR) names. */
export type Unit =
  | 'kilogram'
  | 'millimeter'
  | 'meter'
  | 'meter-per-second'
  | 'meter-per-second-squared'
  | 'celsius'
  | 'hour'
  | 'percent'

/** A number with its unit, written inside words ("80 % in 1 h", "a 100 m aisle"). */
export interface Quantity {
  value: number
  unit: Unit
}

/** A message (messages/*.json) by its key, with the quantities its placeholders name. */
export interface Phrase {
  key: string
  quantities?: Readonly<Record<string, Quantity>>
}

export type Value =
  /** 1500; `decimals` fixed ("2.0"). */
  | { kind: 'number'; value: number; decimals: number }
  /** 20–25, as the locale writes a range. */
  | { kind: 'range'; from: number; to: number }
  /** +5 – +40, −30 – +40: temperatures. */
  | { kind: 'signed-range'; from: number; to: number }
  /** ±3. */
  | { kind: 'tolerance'; value: number }
  /** 1,200 × 1,000. */
  | { kind: 'sizes'; sizes: readonly number[] }
  /** Two values of one field, loaded / empty: 1.2 / 1.5. */
  | { kind: 'pair'; first: Value; second: Value }
  /** Words in the reader's language. */
  | { kind: 'words'; phrase: Phrase }
  /** A number and words: "40 dual cycles". */
  | { kind: 'counted'; value: number; key: string }
  /** A lithium iron phosphate battery: "48 V LiFePO4 · 40 Ah". */
  | { kind: 'battery'; volts: number; ampereHours: number }
  /** A name, standard or code that reads the same in every language. */
  | { kind: 'name'; text: string }

export const n = (value: number, decimals = 0): Value => ({ kind: 'number', value, decimals })

/**
 * A speed given in metres per minute, as crane builders specify it, shown in m/s with
 * `decimals`: perMinute(200, 1) is 3.3 m/s and stays 200 m/min where the text says so.
 */
export const perMinute = (metres: number, decimals: number): Value => n(metres / 60, decimals)

export const range = (from: number, to: number): Value => ({ kind: 'range', from, to })
export const signedRange = (from: number, to: number): Value => ({
  kind: 'signed-range',
  from,
  to,
})
export const pm = (value: number): Value => ({ kind: 'tolerance', value })
export const dims = (...sizes: number[]): Value => ({ kind: 'sizes', sizes })
export const pair = (first: Value, second: Value): Value => ({ kind: 'pair', first, second })
export const words = (key: string, quantities?: Phrase['quantities']): Value => ({
  kind: 'words',
  phrase: quantities ? { key, quantities } : { key },
})
export const counted = (value: number, key: string): Value => ({ kind: 'counted', value, key })
export const battery = (volts: number, ampereHours: number): Value => ({
  kind: 'battery',
  volts,
  ampereHours,
})
export const name = (text: string): Value => ({ kind: 'name', text })

/** The number of a value that is one ("1500" of n(1500), "5" of ±5), for figures and prose. */
export function numberOf(value: Value): number {
  if (value.kind === 'number' || value.kind === 'tolerance' || value.kind === 'counted')
    return value.value
  throw new Error(`not a single number: ${JSON.stringify(value)}`)
}
