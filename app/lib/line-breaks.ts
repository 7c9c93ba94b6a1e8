/**
 * The marks the server puts into visible headings and short texts to say where a line may break
 * and where it must not (docs/decisions/029-line-breaking.md). The segmentation itself runs on
 * the server only (line-breaks.server.ts); components render the marks with `BreakableText`
 * (components/ui/breakable-text.tsx) as <wbr> and no-wrap spans, so no mark reaches the
 * document's text. Anything that is not visible text (a title, a meta description, JSON-LD, an
 * `alt` or `aria-label`, a URL, a form value) takes `plainText` of a marked string.
 */

/** A line may break here: U+200B ZERO WIDTH SPACE, between phrases or words. */
export const BREAK = '\u200b'
/** The word around this mark stays on one line: U+2060 WORD JOINER. */
export const JOIN = '\u2060'

const marks = /[\u200b\u2060]/g
const JOINED_SPACE = /\u2060 /g

/** Whether a string carries break marks. */
export function hasBreakMarks(text: string): boolean {
  return text.includes(BREAK) || text.includes(JOIN)
}

/** The string without its break marks. */
export function plainText(text: string): string {
  return hasBreakMarks(text) ? text.replace(marks, '') : text
}

/** A value with the break marks removed from every string in it (arrays and plain objects). */
export function plainDeep<T>(value: T): T {
  if (typeof value === 'string') return plainText(value) as T
  if (Array.isArray(value)) return value.map((item: unknown) => plainDeep(item)) as T
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) out[key] = plainDeep(item)
    return out as T
  }
  return value
}

/**
 * A marked string as the pieces a component renders: text runs, break opportunities and words
 * to keep on one line (a Thai word the browser's dictionary would split, a model code such as
 * SB-L1500 that must not break at its hyphen).
 */
export type BreakPiece =
  { kind: 'text'; text: string } | { kind: 'break' } | { kind: 'whole'; text: string }

export function breakPieces(text: string): BreakPiece[] {
  const pieces: BreakPiece[] = []
  // A join before a space makes that space one that never breaks (the space before a dash).
  text = text.replace(JOINED_SPACE, '\u00a0')
  text.split(BREAK).forEach((phrase, i) => {
    if (i > 0) pieces.push({ kind: 'break' })
    if (!phrase.includes(JOIN)) {
      if (phrase) pieces.push({ kind: 'text', text: phrase })
      return
    }
    // The whitespace-delimited run around a join is one word.
    for (const part of phrase.split(/(\s+)/)) {
      if (!part) continue
      if (part.includes(JOIN)) pieces.push({ kind: 'whole', text: part.replaceAll(JOIN, '') })
      else {
        const last = pieces[pieces.length - 1]
        if (last?.kind === 'text') last.text += part
        else pieces.push({ kind: 'text', text: part })
      }
    }
  })
  return pieces
}
