/**
 * The figures of the data sheets' running text, taken from the specification dataset
 * (specifications/, ADR 045) and written by the dataset's formatter in the text's own style
 * (./sheet-text.ts): the text keeps its words and units in each language, the numbers are the
 * dataset's. `text` is the tag that writes them in:
 *
 *   en`rated load ${spec('SC-P', 'spec_rated_load')} kg`   → "rated load 1,500 kg"
 *   zh`额定载荷${spec('SC-P', 'spec_rated_load')} kg`       → "额定载荷1500 kg"
 */
import { rangeFacts, rowOf } from '../../../specifications/equipment'
import {
  formatNumber,
  formatValue,
  type NumberOptions,
  type Style,
} from '../../../specifications/format'
import { numberOf, type Value } from '../../../specifications/values'
import type { DocumentLanguage } from '../types'
import { prose } from './sheet-text'

/** A figure of the running text, written in the style of the text's language. */
export type Figure = (style: Style) => string

/** Running text in `language` with its figures written in. */
export const text =
  (language: DocumentLanguage) =>
  (strings: TemplateStringsArray, ...figures: Figure[]): string =>
    strings.reduce((out, part, i) => `${out}${figures[i - 1]!(prose[language])}${part}`)

const value =
  (v: Value): Figure =>
  (style) =>
    formatValue(v, style)
const number =
  (n: number, options?: NumberOptions): Figure =>
  (style) =>
    formatNumber(n, style, options)

const of = (model: string, label: string) => rowOf(model, label).value

/** The value of `model` in the row `label` without its unit: "1,500", "±3", "1,200 x 1,000". */
export const spec = (model: string, label: string): Figure => value(of(model, label))

/** One of a row's two values: loaded or empty, QR codes or SLAM. */
function side(model: string, label: string, which: 'first' | 'second'): Value {
  const v = of(model, label)
  if (v.kind !== 'pair') throw new Error(`${model} ${label} is not a pair`)
  return v[which]
}
export const first = (model: string, label: string): Figure => value(side(model, label, 'first'))
export const second = (model: string, label: string): Figure => value(side(model, label, 'second'))

/** The number of a counted value: 40 of "40 dual cycles". */
export const count = (model: string, label: string): Figure => number(numberOf(of(model, label)))

/** An end of a range: "20" and "25" of 20–25; "+5" and "+40" of a signed range. */
export function end(model: string, label: string, which: 'from' | 'to'): Figure {
  const v = of(model, label)
  if (v.kind !== 'range' && v.kind !== 'signed-range')
    throw new Error(`${model} ${label} is not a range`)
  return number(v[which], { sign: v.kind === 'signed-range' })
}

/**
 * A crane's speed in metres per minute, as the sheets' text gives it (the dataset holds m/s,
 * from the metres per minute crane builders specify): 240 of perMinute(240, 1).
 */
export function perMinute(model: string, label: string, which?: 'first' | 'second'): Figure {
  const v = which ? side(model, label, which) : of(model, label)
  return number(numberOf(v) * 60)
}

/** Millimetres in metres with one decimal: "3.0" of 3000 mm. */
export const metres = (model: string, label: string): Figure =>
  number(numberOf(of(model, label)) / 1000, { decimals: 1 })

/** The volts of a model's battery: "48". */
export function volts(model: string): Figure {
  const v = of(model, 'spec_battery')
  if (v.kind !== 'battery') throw new Error(`${model}: no battery`)
  return number(v.volts)
}

/**
 * A quantity that a row's words or label name, by its placeholder: the 80 (% in 1 h) of
 * opportunity charging, the 100 (m aisle) the cranes' cycles are counted in.
 */
export function quantity(model: string, label: string, name: string): Figure {
  const { row, value: v } = rowOf(model, label)
  const named = (v.kind === 'words' ? v.phrase : row.label).quantities?.[name]
  if (!named) throw new Error(`${model} ${label}: no quantity {${name}}`)
  return number(named.value)
}

/** A figure of the range that is no table's row (specifications/equipment.ts). */
export const fact =
  (name: keyof typeof rangeFacts): Figure =>
  (style) =>
    formatNumber(rangeFacts[name], style)
