/**
 * The text of site search (issue 38, ADR 042), made comparable before PostgreSQL sees it: the
 * same steps for a document and for a query, so that what a reader types meets what an editor
 * wrote however each of them wrote it.
 *
 * 1. NFKC: full-width and half-width forms fold (ＡＧＶ = AGV, ｶﾞ = ガ); lower case.
 * 2. Chinese in one script: Traditional characters become Simplified (opencc-js), so zh-TW and
 *    zh-CN readers and versions match each other.
 * 3. Accents folded on Latin and Cyrillic letters only (é = e, ё = е, ő = o); the marks of Thai,
 *    Hangul and the other scripts are letters there and stay.
 * 4. Words: `Intl.Segmenter` in the text's language (dictionary words in Chinese, Japanese and
 *    Thai); Hangul words also as syllable bigrams, since Korean glues particles to nouns.
 *
 * PostgreSQL then stems the words with the language's snowball configuration where it has one
 * (`searchConfig`) and keeps them as they are (`simple`, matched by prefix) otherwise.
 */
import { Converter } from 'opencc-js/t2cn'

/** PostgreSQL's text search configuration of a content language. */
const configs: Record<string, string> = {
  en: 'english',
  de: 'german',
  it: 'italian',
  hu: 'hungarian',
  ru: 'russian',
  ms: 'indonesian',
}

export type SearchConfig =
  'simple' | 'english' | 'german' | 'italian' | 'hungarian' | 'russian' | 'indonesian'

export function searchConfig(language: string): SearchConfig {
  return (configs[language] ?? 'simple') as SearchConfig
}

let toSimplified: ((text: string) => string) | undefined
const HAN = /\p{Script=Han}/u

function simplified(text: string): string {
  if (!HAN.test(text)) return text
  toSimplified ??= Converter({ from: 'tw', to: 'cn' })
  return toSimplified(text)
}

/** Runs of Latin, Cyrillic and Greek letters: where marks are accents (é = e, ё = е, ő = o). */
const FOLDABLE = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]+/gu
const MARK = /\p{M}/gu
const PLAIN = /^[\x20-\x7e]*$/

/** Steps 1 to 3: the comparable form of a text. */
export function normalizeText(text: string): string {
  // NFKC splits Thai SARA AM (ำ) into NIKHAHIT and SARA AA, which no dictionary word has: kept.
  const lower = text
    .normalize('NFKC')
    .replace(/\u0e4d\u0e32/g, '\u0e33')
    .toLowerCase()
  if (PLAIN.test(lower)) return lower
  return simplified(lower).replace(FOLDABLE, (run) => run.normalize('NFD').replace(MARK, ''))
}

/** The segmenter's locale of a content language (zh-CN and zh-TW segment as Chinese). */
function segmenterLocale(language: string): string {
  return language.startsWith('zh') ? 'zh' : language
}

const segmenters = new Map<string, Intl.Segmenter>()
function segmenter(language: string): Intl.Segmenter {
  const locale = segmenterLocale(language)
  let s = segmenters.get(locale)
  if (!s) segmenters.set(locale, (s = new Intl.Segmenter(locale, { granularity: 'word' })))
  return s
}

const HANGUL = /^\p{Script=Hangul}+$/u
/** Longest word kept: PostgreSQL refuses lexemes over 2 KB, and no real word is this long. */
const MAX_WORD = 60

/** A word of a text as segmented, with where it stands in the text it came from. */
export interface Word {
  /** Normalized. */
  word: string
  index: number
  length: number
}

/**
 * The words of `text` (already normalized or not: normalized here) with their places in the
 * ORIGINAL text (for marking matches in a snippet). NFKC and case folding may change a
 * character's length, so each segment of the original is normalized on its own.
 */
export function wordsOf(text: string, language: string): Word[] {
  const out: Word[] = []
  for (const s of segmenter(language).segment(text)) {
    if (!s.isWordLike) continue
    const word = normalizeText(s.segment)
    if (!word || word.length > MAX_WORD) continue
    out.push({ word, index: s.index, length: s.segment.length })
  }
  return out
}

/** The words of a normalized text. */
function plainWords(normalized: string, language: string): string[] {
  const out: string[] = []
  for (const s of segmenter(language).segment(normalized))
    if (s.isWordLike && s.segment.length <= MAX_WORD) out.push(s.segment)
  return out
}

/** A Hangul word's syllable bigrams (a one-syllable word: itself). */
export function hangulBigrams(word: string): string[] {
  const syllables = [...word]
  if (syllables.length < 2) return [word]
  return syllables.slice(0, -1).map((s, i) => s + syllables[i + 1])
}

/** The words PostgreSQL indexes for a text: its words, and Hangul words also as bigrams. */
export function indexTerms(text: string, language: string): string[] {
  const out: string[] = []
  for (const word of plainWords(normalizeText(text), language)) {
    out.push(word)
    if (HANGUL.test(word) && [...word].length > 2) out.push(...hangulBigrams(word))
  }
  return out
}

/** The words of a query, each a term every hit must have (Hangul: as its bigrams). */
export function queryTerms(text: string, language: string): string[] {
  const out: string[] = []
  for (const word of plainWords(normalizeText(text), language)) {
    if (HANGUL.test(word)) out.push(...hangulBigrams(word))
    else out.push(word)
  }
  return [...new Set(out)]
}

const ALPHABETIC = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]+$/u

/** A word the typo tolerance corrects: five letters or more of an alphabetic script. */
export function correctable(word: string): boolean {
  return ALPHABETIC.test(word) && [...word].length >= 5
}

/** Whether `word` (of a text) counts as a match of the query term `term`, for marking. */
/**
 * Short words match whole only ("in" is no prefix of "industry", "xe" none of "xếp", 车 none of
 * 车间): the query's prefixes (query.ts) and the snippet's marks alike.
 */
export function prefixable(word: string): boolean {
  const length = [...word].length
  return length >= 3 || (length === 2 && !/^[\p{Script=Latin}\p{Script=Cyrillic}\d]+$/u.test(word))
}

export function wordMatches(word: string, term: string): boolean {
  if (!prefixable(term)) return word === term
  if (word.startsWith(term)) return true
  // A stem: "cranes" for "crane", "складов" for "склад"; never for short words.
  const shared = commonPrefix(word, term)
  return shared >= 4 && shared >= Math.min(word.length, term.length) - 2
}

function commonPrefix(a: string, b: string): number {
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  return i
}
