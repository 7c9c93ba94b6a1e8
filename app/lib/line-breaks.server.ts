/**
 * Where a heading or a short text may break, decided on the server (ADR 029): the string comes
 * back with U+200B between phrases or words (a line may break there) and U+2060 inside words the
 * browser would otherwise split (the word stays whole); `BreakableText` renders them as <wbr> and
 * no-wrap spans, and `word-break: keep-all` lets Chinese and Japanese break only there.
 *
 * - Chinese and Japanese: BudouX's phrases, kept only where ICU's dictionary (Intl.Segmenter)
 *   also sees a word boundary (BudouX's Chinese models cut 智|能 and 端到|端), phrases longer
 *   than a short line cut again at ICU's word boundaries, and never inside the words below nor
 *   inside a katakana word ICU cuts into pieces of one or two characters (ファクト|リー).
 * - Thai: ICU's word boundaries (as the browser's own breaking), never inside the words below,
 *   which are joined where ICU would split them (พา|เลท, ลูก|กลิ้ง).
 * - Every language: a model code (SB-L1500, SC-P) never breaks at its hyphen; in the languages
 *   written with spaces, a short hyphenated compound (17-year-old) never breaks at its hyphens;
 *   a dash between spaces never starts a line.
 *
 * Only BudouX's parser and models are loaded, never its HTML processor (linkedom), and never in
 * the browser: the browser receives the marked strings.
 */
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { LRUCache } from 'lru-cache'
import { BREAK, JOIN, hasBreakMarks } from './line-breaks'

type Kind = 'zh-Hans' | 'zh-Hant' | 'ja' | 'th' | 'other'

interface BudouxParser {
  parseBoundaries(sentence: string): number[]
}

/**
 * BudouX's parser with one of its models. Loaded with `require` from the package's CommonJS
 * build: its entry point also loads the HTML processor and linkedom (about 300 ms at start-up);
 * the parser and a model take a few milliseconds, on first use.
 */
const parsers = new Map<Kind, BudouxParser>()
function budoux(kind: 'zh-Hans' | 'zh-Hant' | 'ja'): BudouxParser {
  let parser = parsers.get(kind)
  if (!parser) {
    const require = createRequire(import.meta.url)
    const dist = dirname(require.resolve('budoux'))
    const { Parser } = require(join(dist, 'parser.js')) as {
      Parser: new (model: unknown) => BudouxParser
    }
    const file = { 'zh-Hans': 'zh-hans', 'zh-Hant': 'zh-hant', ja: 'ja' }[kind]
    const { model } = require(join(dist, 'data', 'models', `${file}.js`)) as { model: unknown }
    parser = new Parser(model)
    parsers.set(kind, parser)
  }
  return parser
}

const segmenters = new Map<string, Intl.Segmenter>()
/** ICU's word boundaries (the offsets where a word starts, 0 excluded). */
function wordBoundaries(text: string, language: string): number[] {
  let segmenter = segmenters.get(language)
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: 'word' })
    segmenters.set(language, segmenter)
  }
  return [...segmenter.segment(text)].map((s) => s.index).filter((i) => i > 0)
}

/**
 * Words that stay on one line: domain terms that BudouX or ICU's dictionary cut (ICU splits a
 * word it does not know into single characters or known pieces), the glossary of docs/i18n.md and
 * the words of the headings. A line never breaks inside them.
 */
const wholeWords: Record<Exclude<Kind, 'other'>, readonly string[]> = {
  'zh-Hans': [
    '端到端',
    '一站式',
    '全流程',
    '星桥智能',
    '智能',
    '仓储',
    '物流',
    '搬运',
    '机器人',
    '堆垛机',
    '立体仓库',
    '立体库',
    '穿梭车',
    '四向',
    '货到人',
    '数字孪生',
    '孪生',
    '调度',
    '线边',
    '吞吐量',
    '冷链',
    '潜伏顶升',
    '顶升',
    '叉车',
    '料箱',
    '齐套',
    '在制品',
    '额定',
    '载重',
    '起升',
    '拣选',
    '分拣',
    '输送线',
    '自动化',
    '智能化',
    '数字化',
    '园区',
    '产线',
    '人力资源',
    '解决方案',
    '同一支',
    '耐低温',
    '冷库',
    '会计年度',
  ],
  'zh-Hant': [
    '端到端',
    '一站式',
    '全流程',
    '星橋智能',
    '智慧',
    '智能',
    '倉儲',
    '物流',
    '搬運',
    '機器人',
    '堆垛機',
    '立體倉庫',
    '立體庫',
    '穿梭車',
    '四向',
    '貨到人',
    '數位孿生',
    '孿生',
    '調度',
    '線邊',
    '產能',
    '冷鏈',
    '潛伏頂升',
    '頂升',
    '堆高機',
    '料箱',
    '齊套',
    '在製品',
    '額定',
    '荷重',
    '舉升',
    '揀貨',
    '揀選',
    '分揀',
    '輸送線',
    '自動化',
    '數位化',
    '園區',
    '產線',
    '人力資源',
    '解決方案',
    '同一支',
    '耐低溫',
    '冷庫',
    '會計年度',
  ],
  ja: [
    'インテリジェント',
    'スタッカークレーン',
    'ミニロードクレーン',
    'フォークリフト',
    'デジタルツイン',
    'ソリューション',
    'エンドツーエンド',
    '自動倉庫',
    '潜り込み',
    '仕掛品',
    '一貫',
    'コールドチェーン',
  ],
  th: [
    'พาเลท',
    'ลูกกลิ้ง',
    'คลังสินค้า',
    'สแตกเกอร์',
    'เครน',
    'โฟล์คลิฟท์',
    'ชัตเทิล',
    'ดิจิทัล',
    'ทวิน',
    'อัตโนมัติ',
    'อัจฉริยะ',
    'โลจิสติกส์',
    'มินิโหลด',
    'ซอฟต์แวร์',
    'แพลตฟอร์ม',
    'หุ่นยนต์',
    'ครบวงจร',
    'สายพาน',
    'ลำเลียง',
    'ชั้นวาง',
    'โซลูชัน',
    'ระบบ',
    'การกระจาย',
  ],
}

/** Characters a line must not start with (closing punctuation) or end with (opening). */
const closing = /^[，。、；：？！）」』】》〉”’％·・…‥ー々ゝゞ,.;:!?)\]}%]/u
const opening = /[（「『【《〈“‘([{]$/u
const space = /\s/u
const alnum = /[\p{Script=Latin}\p{Script=Cyrillic}\p{N}]/u
const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u
const kana = /[\p{Script=Hiragana}\p{Script=Katakana}]/u
const hiragana = /\p{Script=Hiragana}/u
/** A piece written in katakana alone (with the long-vowel mark). */
const katakana = /^[\p{Script=Katakana}ー]+$/u
const thai = /\p{Script=Thai}/u

/** Longest phrase kept whole, in characters: a line of a phone's hero heading holds 8. */
const LONGEST_PHRASE = 6
/** Longest text without a break that is joined to stay whole (a column header, a short title). */
const LONGEST_WHOLE = 10

function kindOf(lang: string, text: string): Kind {
  const l = lang.toLowerCase()
  if (l.startsWith('ja')) return 'ja'
  if (l === 'zh-tw' || l === 'zh-hk' || l === 'zh-mo' || l.startsWith('zh-hant')) return 'zh-Hant'
  if (l.startsWith('zh')) return 'zh-Hans'
  if (l.startsWith('th')) return 'th'
  // Words of another script inside a page (a Chinese story on an English page carries its lang).
  if (kana.test(text)) return 'ja'
  if (cjk.test(text)) return 'zh-Hans'
  if (thai.test(text)) return 'th'
  return 'other'
}

const icuLanguage: Record<Exclude<Kind, 'other'>, string> = {
  'zh-Hans': 'zh-Hans',
  'zh-Hant': 'zh-Hant',
  ja: 'ja',
  th: 'th',
}

/** Offsets inside the whole words found in `text` (a break there would split one). */
function insideWholeWords(text: string, kind: Exclude<Kind, 'other'>): Set<number> {
  const inside = new Set<number>()
  for (const word of wholeWords[kind]) {
    for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1))
      for (let i = at + 1; i < at + word.length; i++) inside.add(i)
  }
  return inside
}

/**
 * Whether a break between text[i - 1] and text[i] is one a reader accepts: not beside a space
 * (the space breaks), not inside a Latin word or a number, not before closing or after opening
 * punctuation, and in Japanese not before the kana that end a word or phrase (物流|を, 一貫|して).
 */
function breakable(text: string, i: number): boolean {
  const before = text[i - 1] ?? ''
  const after = text.slice(i)
  const next = after[0] ?? ''
  if (!before || !after) return false
  if (space.test(before) || space.test(next)) return false
  if (alnum.test(before) && alnum.test(next)) return false
  if (closing.test(after) || opening.test(before)) return false
  if (hiragana.test(next) && !hiragana.test(before) && !closing.test(before)) return false
  return true
}

/** Chinese and Japanese: the break offsets (see the module comment). */
function cjkBreaks(text: string, kind: 'zh-Hans' | 'zh-Hant' | 'ja'): number[] {
  const words = wordBoundaries(text, icuLanguage[kind])
  const wordSet = new Set(words)
  const inside = insideWholeWords(text, kind)
  // ICU cuts a word it does not know into single characters (仓|储, 货|到|人): a boundary
  // between two single Han characters is not a word boundary.
  const starts = [0, ...words, text.length]
  const single = new Set<number>()
  for (let k = 1; k < starts.length - 1; k++) {
    const a = text.slice(starts[k - 1], starts[k])
    const b = text.slice(starts[k], starts[k + 1])
    if (a.length === 1 && b.length === 1 && cjk.test(a) && cjk.test(b)) single.add(starts[k] ?? 0)
  }
  // ICU cuts a katakana word it does not know into pieces (ファクト|リー, ピッ|キング, クラ|ウド,
  // システム|イン|テ|グレー|ター): inside a run of katakana, a boundary beside a piece of one or
  // two characters is not a word boundary. Compounds of real words stay breakable (スマート|
  // ファクトリー, ピッキング|ステーション).
  const shortKana = new Set<number>()
  for (let k = 1; k < starts.length - 1; k++) {
    const a = text.slice(starts[k - 1], starts[k])
    const b = text.slice(starts[k], starts[k + 1])
    if (katakana.test(a) && katakana.test(b) && (a.length < 3 || b.length < 3))
      shortKana.add(starts[k] ?? 0)
  }
  const ok = (i: number) =>
    wordSet.has(i) && !inside.has(i) && !single.has(i) && !shortKana.has(i) && breakable(text, i)
  const phrases = budoux(kind)
    .parseBoundaries(text)
    .filter((i) => i > 0 && i < text.length && ok(i))
  // A phrase too long for a short line is cut again at its word boundaries.
  const breaks: number[] = []
  let from = 0
  for (const end of [...phrases, text.length]) {
    const cjkLength = [...text.slice(from, end)].filter((ch) => cjk.test(ch)).length
    if (cjkLength > LONGEST_PHRASE)
      breaks.push(...words.filter((i) => i > from && i < end && ok(i)))
    if (end < text.length) breaks.push(end)
    from = end
  }
  return breaks
}

/** Thai: ICU's word boundaries, and the offsets inside whole words that ICU would break at. */
function thaiBreaks(text: string): { breaks: number[]; joins: number[] } {
  const inside = insideWholeWords(text, 'th')
  const breaks: number[] = []
  const joins: number[] = []
  for (const i of wordBoundaries(text, 'th')) {
    if (!thai.test(text[i - 1] ?? '') || !thai.test(text[i] ?? '')) continue
    if (inside.has(i)) joins.push(i)
    else if (breakable(text, i)) breaks.push(i)
  }
  return { breaks, joins }
}

/** Model codes: capitals and digits joined by hyphens, with a capital and a digit or two parts. */
const modelCode = /(?<![A-Za-z0-9-])[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+(?![A-Za-z0-9-])/g

function codeJoins(text: string): number[] {
  const joins: number[] = []
  for (const match of text.matchAll(modelCode)) {
    const start = match.index
    for (let i = 0; i < match[0].length; i++) if (match[0][i] === '-') joins.push(start + i + 1)
  }
  return joins
}

/**
 * Short hyphenated compounds of letters and digits ("17-year-old", "high-bay", "3-in-1"): a line
 * never breaks after their hyphens (the browser would: "17-year-" / "old"). A long compound
 * (Hochregallager-Modernisierung) may still break at its hyphen, where a phone's line needs it.
 */
const compound = /(?<![\p{L}\p{N}-])[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+(?![\p{L}\p{N}-])/gu
const LONGEST_COMPOUND = 16

function compoundJoins(text: string): number[] {
  const joins: number[] = []
  for (const match of text.matchAll(compound)) {
    if (match[0].length > LONGEST_COMPOUND) continue
    for (let i = 0; i < match[0].length; i++)
      if (match[0][i] === '-') joins.push(match.index + i + 1)
  }
  return joins
}

function insertMarks(text: string, breaks: readonly number[], joins: readonly number[]) {
  const marks = new Map<number, string>()
  for (const i of breaks) marks.set(i, BREAK)
  for (const i of joins) marks.set(i, JOIN)
  if (!marks.size) return text
  let out = ''
  let from = 0
  for (const i of [...marks.keys()].sort((a, b) => a - b)) {
    out += text.slice(from, i) + (marks.get(i) ?? '')
    from = i
  }
  return out + text.slice(from)
}

/**
 * A dash set off by spaces ("Logistik – durchgängig", "движение — надёжно") stays on the line
 * of the word before it: a line never starts with it. The join goes before the space, which
 * `breakPieces` renders as one that does not break.
 */
const spacedDash = / (?=[–—] )/g
function dashJoins(text: string): number[] {
  return [...text.matchAll(spacedDash)].map((m) => m.index)
}

function mark(text: string, lang: string): string {
  const kind = kindOf(lang, text)
  const joins = [...codeJoins(text), ...dashJoins(text)]
  if (kind === 'th') {
    const thaiMarks = thaiBreaks(text)
    return insertMarks(text, thaiMarks.breaks, [...thaiMarks.joins, ...joins])
  }
  if (kind === 'other') return insertMarks(text, [], [...joins, ...compoundJoins(text)])
  if (!cjk.test(text)) return insertMarks(text, [], joins)
  const breaks = cjkBreaks(text, kind)
  // One short phrase (a table's 会计年度, コールドチェーン): joined, so it stays whole where the
  // browser would break between any two characters.
  if (!breaks.length && !joins.length && [...text].length <= LONGEST_WHOLE && !space.test(text))
    return insertMarks(text, [], [1])
  return insertMarks(text, breaks, joins)
}

const memo = new LRUCache<string, string>({ max: 20_000 })

/**
 * A visible heading or short text in `lang` (the page's locale, or a story's own language), with
 * its break marks. Idempotent: a marked string comes back as it is.
 */
export function withLineBreaks(text: string, lang: string): string {
  if (!text || hasBreakMarks(text)) return text
  const key = `${lang}\u0000${text}`
  let marked = memo.get(key)
  if (marked === undefined) {
    marked = mark(text, lang)
    memo.set(key, marked)
  }
  return marked
}
