/**
 * What every visitor-typed text field accepts, in the form, the site's server functions and the
 * content service alike: no control characters (they break storage, logs and exports: PostgreSQL
 * refuses NUL outright), no unpaired surrogates, surrounding blanks trimmed, and "required" means
 * something visible. See docs/security.md, "Input validation".
 */
import { z } from 'zod'

/** Largest id a PostgreSQL integer column holds; a larger one can name no row. */
export const INT4_MAX = 2_147_483_647

/**
 * Characters that show nothing on their own: whitespace as JavaScript's \s knows it (ASCII and
 * Unicode spaces, NBSP, U+FEFF, line separators), format characters (zero-width spaces and
 * joiners, U+2060, direction marks, the soft hyphen), and the filler and blank glyphs used to
 * fake a name (Hangul fillers, the blank Braille pattern).
 */
const INVISIBLE = '\\s\\p{Cf}\\u115F\\u1160\\u2800\\u3164\\uFFA0'

/** Something visible is present. */
export const HAS_TEXT = new RegExp(`[^${INVISIBLE}]`, 'u')

const EDGES = new RegExp(`^[${INVISIBLE}]+|[${INVISIBLE}]+$`, 'gu')

/** The text without invisible characters at either end. */
export function trimInvisible(value: string): string {
  return value.replace(EDGES, '')
}

/** C0 controls, DEL and C1 controls (Unicode's Cc); multi-line text keeps TAB, LF and CR. */
const CONTROL_SINGLE_LINE = /\p{Cc}/u
const CONTROL_MULTI_LINE = /(?![\t\n\r])\p{Cc}/u
/** Half of a surrogate pair without its other half (no character at all; stored as U+FFFD). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** No control characters (but line breaks and tabs in multi-line text) and no lone surrogates. */
export function isCleanText(value: string, multiline = false): boolean {
  return (
    !(multiline ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(value) &&
    !LONE_SURROGATE.test(value)
  )
}

export interface TextRules {
  /** Shown for a missing or blank value (required fields) and for control characters. */
  invalid: string
  max: number
  maxMessage: string
  /** Lines and tabs allowed (descriptions, remarks, messages). */
  multiline?: boolean
  /** A blank value passes (as ""), as for optional remarks. */
  blankAllowed?: boolean
}

/** A visitor's text: trimmed, clean, visible unless blank is allowed, at most `max` characters. */
export function visitorText({ invalid, max, maxMessage, multiline, blankAllowed }: TextRules) {
  const text = z
    .string({ error: invalid })
    .overwrite(trimInvisible)
    .refine((v) => isCleanText(v, multiline), invalid)
  return (blankAllowed ? text : text.regex(HAS_TEXT, invalid)).max(max, maxMessage)
}

/** An email address, trimmed (the pattern z.email() checks by default). */
export function emailAddress(invalid: string, tooLong: string) {
  return z
    .string({ error: invalid })
    .overwrite(trimInvisible)
    .regex(z.regexes.email, invalid)
    .max(254, tooLong)
}

/** A whole number in plain decimal digits: no sign, blank, leading zero, point, exponent or base. */
const DECIMAL_INTEGER = /^(?:0|[1-9][0-9]*)$/

/**
 * The number `text` writes in plain decimal digits; NaN for anything else. Number() alone reads
 * "0x18", "0b11000", "24.0", "2.4e1" and " 24 " as 24: one row under many names.
 */
export function decimalInteger(text: string): number {
  return DECIMAL_INTEGER.test(text) ? Number(text) : Number.NaN
}

/** A positive id that fits a PostgreSQL integer; `coerce` for form fields sent as text. */
export function rowId(invalid: string, { coerce = false } = {}) {
  const id = z.number({ error: invalid }).int(invalid).min(1, invalid).max(INT4_MAX, invalid)
  return coerce
    ? z.preprocess((value) => (typeof value === 'string' ? decimalInteger(value) : value), id)
    : id
}
