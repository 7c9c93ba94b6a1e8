/**
 * OpenCC's Simplified -> Taiwan conversions, `cn` -> `twp` and `cn` -> `tw`: opencc-js's own
 * configurations (`s2twp`, `s2tw`: normalization, segmentation, conversion chain), dictionaries
 * and longest-match rules, so the output is opencc-js's (chinese-converter.server.test.ts compares
 * them), with the dictionaries kept as flat tables instead of opencc-js's tries.
 *
 * Why: opencc-js builds a trie of one Map per node for every dictionary group of every
 * converter. After a load of all locales the `cn` -> `twp` converter alone held 42 MB of heap
 * (about 180,000 Maps; heap snapshot, issue 15), and `cn` -> `tw` builds its own copies. Here
 * each dictionary group is one Map from word to replacement, shared by both converters, and the
 * segmentation reuses the conversion table (see `Table.segmenter`). Both converters: 4.6 MB of
 * heap instead of 83 MB, built in 150 ms instead of 350 ms, converting at the same speed.
 *
 * Longest match without a trie: at each position the text's prefixes are looked up from the
 * longest word that starts with that character down to one character; the first one found is
 * the longest dictionary word that is a prefix of the rest of the text, which is what a trie
 * walk finds.
 */
import { configs } from 'opencc-js/preset/cn2t'

type Dict = string | ReadonlyArray<readonly [string, string]>
type DictGroup = readonly Dict[]
interface Config {
  normalizationChain?: readonly DictGroup[]
  segmentation?: Dict | DictGroup
  conversionChain: readonly DictGroup[]
}

/** A dictionary's entries in its order: "source replacement" items separated by `|`, or pairs. */
function entries(dict: Dict): Array<readonly [string, string]> {
  if (typeof dict !== 'string') return dict.map(([source, replacement]) => [source, replacement])
  return dict.split('|').map((entry) => {
    const [source, replacement] = entry.split(' ')
    if (source === undefined || replacement === undefined)
      throw new TypeError(`invalid dictionary entry: ${entry}`)
    return [source, replacement] as const
  })
}

/** UTF-16 units of the code point at `i`. */
function width(text: string, i: number): number {
  return text.codePointAt(i)! > 0xffff ? 2 : 1
}

/** Operands of an ideographic description character (U+2FF0-U+2FFF), else 0. */
function idsOperands(codePoint: number): number {
  if (codePoint >= 0x2ff0 && codePoint <= 0x2ff1) return 2
  if (codePoint >= 0x2ff2 && codePoint <= 0x2ff3) return 3
  if (codePoint >= 0x2ff4 && codePoint <= 0x2fff) return 2
  return 0
}

/** The end of the ideographic description sequence at `i`, or 0 when there is none. */
function idsEnd(text: string, i: number): number {
  const operands = idsOperands(text.codePointAt(i)!)
  if (operands === 0) return 0
  let end = i + width(text, i)
  for (let k = 0; k < operands; k++) {
    if (end >= text.length) return 0
    end = idsEnd(text, end) || end + width(text, end)
  }
  return end
}

/** How far an unmatched position moves on: a whole description sequence, else one character. */
function skip(text: string, i: number): number {
  const end = idsEnd(text, i)
  return end > i ? end - i : width(text, i)
}

/** One dictionary group: a word wins over the same word in a later dictionary of the group. */
class Table {
  private readonly words = new Map<string, string>()
  /** The longest word (UTF-16 units) starting with each UTF-16 unit. */
  private readonly longest = new Uint8Array(0x10000)
  /** Per segmentation (this group's first `n` dictionaries): words of the rest only. */
  private readonly notSegmenting = new Map<number, Set<string>>()

  constructor(private readonly group: DictGroup) {
    for (const dict of [...group].reverse()) {
      for (const [source, replacement] of entries(dict)) {
        if (!source) continue
        this.words.set(source, replacement)
        const first = source.charCodeAt(0)
        this.longest[first] = Math.max(this.longest[first]!, Math.min(source.length, 255))
      }
    }
  }

  /** The end of the longest word at `i` (not one of `skipped`) and its replacement, or null. */
  private match(
    text: string,
    i: number,
    skipped?: Set<string>,
  ): { end: number; value: string } | null {
    for (let length = Math.min(this.longest[text.charCodeAt(i)]!, text.length - i); length > 0;) {
      const word = text.slice(i, i + length)
      const value = this.words.get(word)
      if (value !== undefined && !skipped?.has(word)) return { end: i + length, value }
      length--
    }
    return null
  }

  /** `text` with every longest match replaced; `keep`: the matched words themselves, split. */
  private run(text: string, skipped: Set<string> | undefined, keep: boolean): string[] {
    const out: string[] = []
    let unmatched = -1
    for (let i = 0; i < text.length;) {
      const found = this.match(text, i, skipped)
      if (found) {
        if (unmatched >= 0) out.push(text.slice(unmatched, i))
        unmatched = -1
        out.push(keep ? text.slice(i, found.end) : found.value)
        i = found.end
      } else {
        if (unmatched < 0) unmatched = i
        i += skip(text, i)
      }
    }
    if (unmatched >= 0) out.push(text.slice(unmatched))
    return out
  }

  convert(text: string): string {
    return this.run(text, undefined, false).join('')
  }

  /**
   * Splits text at the words of this group's first `dicts` dictionaries (OpenCC segments with
   * the phrase dictionaries and converts with the phrases and then the characters): the words
   * are looked up in this table, less those only the later dictionaries have (a small set, built
   * once).
   */
  segmenter(dicts: number): (text: string) => string[] {
    let skipped = this.notSegmenting.get(dicts)
    if (!skipped) {
      const segmenting = new Set(
        this.group.slice(0, dicts).flatMap((dict) => entries(dict).map(([source]) => source)),
      )
      skipped = new Set(
        this.group
          .slice(dicts)
          .flatMap((dict) => entries(dict).map(([source]) => source))
          .filter((source) => !segmenting.has(source)),
      )
      this.notSegmenting.set(dicts, skipped)
    }
    const words = skipped
    return (text) => this.run(text, words, true)
  }
}

/** Tables by dictionary group (the same dictionaries: the same table, for both converters). */
const tables = new Map<string, Table>()
const dictIds: Dict[] = []
function tableOf(group: DictGroup): Table {
  const key = group
    .map((dict) => {
      let id = dictIds.indexOf(dict)
      if (id < 0) id = dictIds.push(dict) - 1
      return id
    })
    .join(',')
  let table = tables.get(key)
  if (!table) tables.set(key, (table = new Table(group)))
  return table
}

/** Whether `prefix` is the start of `group` (the same dictionaries, in order). */
function startsWith(group: DictGroup, prefix: DictGroup): boolean {
  return prefix.length <= group.length && prefix.every((dict, i) => dict === group[i])
}

function converterOf(config: Config): (text: string) => string {
  const normalize = (config.normalizationChain ?? []).map(tableOf)
  const chain = config.conversionChain.map(tableOf)
  const segmentation = config.segmentation
  const segmentationGroup: DictGroup | undefined =
    segmentation === undefined
      ? undefined
      : Array.isArray(segmentation) && segmentation.every((dict) => typeof dict === 'string')
        ? (segmentation as DictGroup)
        : [segmentation as Dict]
  let segmenter: ((text: string) => string[]) | undefined
  if (segmentationGroup) {
    const first = config.conversionChain[0]
    segmenter =
      first && startsWith(first, segmentationGroup)
        ? chain[0]!.segmenter(segmentationGroup.length)
        : tableOf(segmentationGroup).segmenter(segmentationGroup.length)
  }
  return (text) => {
    const normalized = normalize.reduce((t, table) => table.convert(t), text)
    const segments = segmenter ? segmenter(normalized) : [normalized]
    return chain
      .reduce((parts, table) => parts.map((part) => table.convert(part)), segments)
      .join('')
  }
}

const converters = new Map<'twp' | 'tw' | 'site', (text: string) => string>()

/**
 * Simplified Chinese to Taiwan's: `twp` with Taiwan phrasing (软件 -> 軟體), `tw` characters
 * only. Built on first use.
 */
export function simplifiedToTaiwan(to: 'twp' | 'tw'): (text: string) => string {
  let converter = converters.get(to)
  if (!converter) {
    const config = (configs as Record<string, Config | undefined>)[`s2${to}`]
    if (!config) throw new Error(`opencc-js has no s2${to} configuration`)
    converters.set(to, (converter = converterOf(config)))
  }
  return converter
}

/**
 * Taiwan's words of this industry where OpenCC's `twp` tables (written for computing and
 * everyday text) have none or a wrong one, as a user dictionary the OpenCC way: its words come
 * before OpenCC's in the segmentation and in the first conversion group (Simplified -> Traditional
 * phrases), and the longest word still wins, so OpenCC's longer phrases (个中原因 箇中原因, 托盘区
 * 托盤區) keep theirs. Checked on the seed content (chinese-converter.server.test.ts).
 */
export const TAIWAN_INDUSTRY_PHRASES: ReadonlyArray<readonly [string, string]> = [
  // A forklift is 堆高機 in Taiwan (the zh-TW messages: 堆高機式 AGV); OpenCC writes 叉車.
  ['叉车', '堆高機'],
  // A pallet is 棧板 (托盤 is a tray in Taiwan; the seed writes 托盘 for pallets, 料盘 for trays).
  ['托盘', '棧板'],
  // 入托 (kindergarten) is a word of OpenCC's: 进入托盘立体库 would segment 入托|盘.
  ['入托盘', '入棧板'],
  // Data refreshed every 200 ms is 更新 (設備資料更新週期); TWPhrases' 重新整理 is reloading a page.
  ['刷新', '更新'],
  // A count before 中: 1600个中药饮片 is 1600個中藥飲片, 一个中心 一個中心; OpenCC reads 个中 as
  // 箇中 ("therein"), right in its idioms only (个中原因, 个中滋味: longer words, kept).
  ['个中', '個中'],
]

/**
 * Units as Taiwan writes them, after the conversion: metres are 公尺 (7.5米 -> 7.5 公尺, as the
 * zh-TW messages and Intl write "45 公尺"), square and cubic metres 平方公尺 and 立方公尺,
 * millimetres 公釐, centimetres 公分, kilometres 公里. 米 counts as a metre after a number only
 * (米面 is rice and flour); a space after Arabic digits, as the messages write numbers.
 */
const TAIWAN_UNITS: ReadonlyArray<readonly [RegExp, string]> = [
  [/平方米/g, '平方公尺'],
  [/立方米/g, '立方公尺'],
  [/(\d)\s*毫米(?!波)/g, '$1 公釐'],
  [/(\d)\s*(?:厘米|釐米)/g, '$1 公分'],
  [/(\d)\s*千米/g, '$1 公里'],
  [/(\d)\s*米(?![飯麵粉糧粒面])/g, '$1 公尺'],
  [/([一二兩两三四五六七八九十百千萬半])米(?![飯麵粉糧粒面])/g, '$1公尺'],
]

/**
 * Simplified Chinese as Taiwan reads this site: OpenCC's `twp` with the industry's words
 * (`TAIWAN_INDUSTRY_PHRASES`) and Taiwan's units (`TAIWAN_UNITS`). What the content of the
 * content service is converted with (reader-script.server.ts). Built on first use.
 */
export function simplifiedToTaiwanReading(): (text: string) => string {
  let converter = converters.get('site')
  if (!converter) {
    const config = (configs as Record<string, Config | undefined>).s2twp
    if (!config) throw new Error('opencc-js has no s2twp configuration')
    // A dictionary as opencc-js writes them ("source replacement|…"), so that the groups it
    // joins stay lists of such strings.
    const phrases: Dict = TAIWAN_INDUSTRY_PHRASES.map((pair) => pair.join(' ')).join('|')
    const segmentation = config.segmentation
    const segmentationGroup: DictGroup =
      segmentation === undefined
        ? []
        : Array.isArray(segmentation) && segmentation.every((dict) => typeof dict === 'string')
          ? (segmentation as DictGroup)
          : [segmentation as Dict]
    const [first = [], ...rest] = config.conversionChain
    const opencc = converterOf({
      ...config,
      segmentation: [phrases, ...segmentationGroup],
      conversionChain: [[phrases, ...first], ...rest],
    })
    converter = (text) =>
      TAIWAN_UNITS.reduce((t, [pattern, written]) => t.replace(pattern, written), opencc(text))
    converters.set('site', converter)
  }
  return converter
}
