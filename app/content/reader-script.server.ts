/**
 * Content in the reader's script. The content service writes Chinese once, in Simplified
 * characters; a locale whose policy asks for Traditional (`script: 'Hant'`, today zh-TW) gets it
 * converted here with OpenCC's `cn` -> `twp` (Taiwan characters and Taiwan phrasing: 软件 -> 軟體,
 * 项目 -> 專案). Every other locale gets the value back untouched (the same reference).
 *
 * Server-only (the dictionaries are over a megabyte): import it from `.server.ts` modules only.
 * Apply it after the cache, at the point a server module hands content to a page, so that zh-CN
 * and zh-TW share one cached fetch of the `zh` content:
 *
 *   return cache.get(key, load).then(readerScriptFor(locale))
 *
 * Never converted:
 * - fields that hold addresses or identifiers: `url`, `href`, `src`, `outLink`, `slug`,
 *   `fileName`, `sourceUrl`, `blogrollLink`, `attachmentUrl` and any key ending in Url, Href, Src,
 *   Link or Slug (`poster.url`, `cover.url`...);
 * - strings that look like an address or a path (start with `/`, `http:`, `https:`, `//`,
 *   `mailto:`, `tel:` or `data:`), and web addresses inside text;
 * - in HTML, the markup: tag names and attribute values, except the text of `alt` and `title`.
 *
 * The site's own words win over OpenCC's choices, so that content reads like the zh-TW messages
 * (`messages/zh-TW.json`, and the glossary in docs/i18n.md):
 * - pinned terms (`PINNED_TERMS`: protected before the conversion, written as given):
 *   - the company name keeps 智能: 星橋智能 (Taiwan phrasing would write 星橋智慧), as the messages;
 *   - 设备 is 設備 (OpenCC writes 裝置, which the messages keep for 装置), the glossary's 數位孿生
 *     and 調度 (車隊調度), 了解 (not 瞭解);
 *   - words whose Taiwan computing sense OpenCC's phrase table imposes, wrong in this industry
 *     (found by converting the seed content): 运行 運行 (not 執行), 调试 調試 (not 除錯), 缓存 緩存
 *     (a buffer store, not 快取), 参数 參數 (not 引數), 分区 分區 (not 分割槽), 重载 重載 (not
 *     過載), 循环 循環 (not 迴圈), 代码 代碼 (股票代碼, not 程式碼), 发布 發布 (not 釋出), and a few more;
 *   - OpenCC misreads: 内存放 (read as 記憶體: 庫記憶體放);
 * - the industry's Taiwan words and units come from the converter (`simplifiedToTaiwanReading`,
 *   chinese-converter.server.ts): 叉车 堆高機, 托盘 棧板, 刷新 更新, 个中 個中 (1600個中藥, not
 *   1600箇中藥), 7.5米 7.5 公尺;
 * - after the conversion, 臺 is written 台, as everywhere in the messages (臺北 -> 台北, 平臺 -> 平台).
 *
 * Place names (`placeNamesInReaderScript`, the city picker) are converted character by character
 * (`cn` -> `tw`, no phrasing: 大社区 is 大社區, not 大社群), with the same 台.
 *
 * The converter (OpenCC's, with compact tables: chinese-converter.server.ts) is built once per
 * process, on first use (about 150 ms); converted strings are kept in a bounded LRU (5,000
 * strings, 4 million characters), and a converted object or array is remembered by identity, so
 * that a cached list costs one lookup per render. Values are treated as immutable, like
 * everything the content caches hand out. A value this module produced is returned as it is if it
 * comes back, and so is a converted string while the memo holds it (converting twice is not
 * always harmless: 在线上 -> 在線上 -> 線上上); convert once.
 */
import { simplifiedToTaiwan, simplifiedToTaiwanReading } from './chinese-converter.server'
import { localePolicy, type Locale } from '../i18n/locales'

/** Simplified term -> its written form on zh-TW pages (see the header). Longest first. */
const PINNED_TERMS: ReadonlyArray<readonly [string, string]> = [
  // The company name, as messages/zh-TW.json writes it.
  ['星桥智能', '星橋智能'],
  // The glossary (docs/i18n.md) and the messages' words.
  ['数字孪生', '數位孿生'],
  ['调度', '調度'],
  ['设备', '設備'],
  ['了解', '了解'],
  // OpenCC misreads (个中 as 箇中: the converter's phrase table).
  ['内存放', '內存放'],
  // Industry words that Taiwan phrasing turns into computing words.
  ['运行', '運行'],
  ['调试', '調試'],
  ['缓存', '緩存'],
  ['参数', '參數'],
  ['分区', '分區'],
  ['重载', '重載'],
  ['循环', '循環'],
  ['代码', '代碼'],
  ['发布', '發布'],
  ['程序', '程序'],
  ['连接', '連接'],
  ['设置', '設置'],
  ['对象', '對象'],
  ['窗口', '窗口'],
  ['全局', '全局'],
  ['文件', '文件'],
  ['社区', '社區'],
  ['类型', '類型'],
]

/** After the conversion: the Taiwan forms the site's messages use. */
const AFTER_CONVERSION: ReadonlyArray<readonly [RegExp, string]> = [[/臺/g, '台']]

const SKIPPED_KEYS = new Set([
  'url',
  'href',
  'src',
  'outLink',
  'slug',
  'fileName',
  'sourceUrl',
  'blogrollLink',
  'attachmentUrl',
])
const ADDRESS_KEY = /(?:Url|Href|Src|Link|Slug)$/
const ADDRESS_VALUE = /^(?:\/|https?:|mailto:|tel:|data:)/i
/** Web addresses inside text keep their characters. */
const ADDRESS_IN_TEXT = /(?:https?:\/\/|www\.)[^\s<>"'，。、；：！？（）「」『』【】]+/gi
/** Anything CJK (or full-width) at all: strings without it are returned as they are. */
const MAY_CONVERT = /[\u2e80-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]/
/** A tag or a comment; quoted attribute values may contain `>`. */
const MARKUP = /<!--[\s\S]*?-->|<[a-zA-Z/!?](?:"[^"]*"|'[^']*'|[^'">])*>/g
const LOOKS_LIKE_HTML = /<[a-zA-Z/!]/
/** Attributes whose value is text a reader sees or hears. */
const TEXT_ATTRIBUTE = /(\s(?:alt|title)\s*=\s*)(?:"([^"]*)"|'([^']*)')/gi
const PRIVATE_USE = /[\ue000-\uf8ff]/

const STRING_ENTRIES = 5_000
const STRING_CHARACTERS = 4_000_000

/** Whether content shown to `locale` is converted to Traditional characters. */
export function convertsToTraditional(locale: Locale): boolean {
  const policy = localePolicy[locale]
  return policy.contentLanguage === 'zh' && policy.script === 'Hant'
}

let opencc: ((text: string) => string) | undefined
function converter(): (text: string) => string {
  opencc ??= simplifiedToTaiwanReading()
  return opencc
}

let characters: ((text: string) => string) | undefined
function characterConverter(): (text: string) => string {
  characters ??= simplifiedToTaiwan('tw')
  return characters
}

function afterConversion(text: string): string {
  return AFTER_CONVERSION.reduce((t, [pattern, written]) => t.replace(pattern, written), text)
}

/** Plain text (no markup): pinned terms and web addresses are kept out of OpenCC's reach. */
function convertText(text: string): string {
  if (!MAY_CONVERT.test(text)) return text
  const kept: string[] = []
  const keep = (written: string) => {
    kept.push(written)
    return String.fromCharCode(0xe000 + kept.length - 1)
  }
  // A text that already holds private-use characters is converted without placeholders.
  const protectedText = PRIVATE_USE.test(text)
    ? text
    : PINNED_TERMS.reduce(
        (t, [term, written]) => (t.includes(term) ? t.split(term).join(keep(written)) : t),
        text.replace(ADDRESS_IN_TEXT, (address) => keep(address)),
      )
  const converted = afterConversion(converter()(protectedText))
  return kept.length
    ? converted.replace(/[\ue000-\uf8ff]/g, (c) => kept[c.charCodeAt(0) - 0xe000] ?? c)
    : converted
}

/** HTML: the text between tags and the `alt`/`title` values; the markup itself as it is. */
function convertHtml(html: string): string {
  let out = ''
  let last = 0
  for (const match of html.matchAll(MARKUP)) {
    out += convertText(html.slice(last, match.index))
    const tag = match[0]
    out += tag.startsWith('<!--')
      ? tag
      : tag.replace(TEXT_ATTRIBUTE, (_, name: string, double?: string, single?: string) =>
          double !== undefined
            ? `${name}"${convertText(double)}"`
            : `${name}'${convertText(single ?? '')}'`,
        )
    last = match.index + tag.length
  }
  return out + convertText(html.slice(last))
}

/** Converted strings, least recently used first (a Map keeps insertion order). */
const strings = new Map<string, string>()
let stringCharacters = 0

function convertString(value: string): string {
  if (!MAY_CONVERT.test(value) || ADDRESS_VALUE.test(value)) return value
  const hit = strings.get(value)
  if (hit !== undefined) {
    strings.delete(value)
    strings.set(value, hit)
    return hit
  }
  const converted = LOOKS_LIKE_HTML.test(value) ? convertHtml(value) : convertText(value)
  remember(value, converted)
  // A converted string that comes back (a page builder converting again) is left as it is.
  if (converted !== value) remember(converted, converted)
  return converted
}

function remember(value: string, converted: string) {
  strings.delete(value)
  strings.set(value, converted)
  stringCharacters += value.length + converted.length
  for (const [oldest, result] of strings) {
    if (strings.size <= STRING_ENTRIES && stringCharacters <= STRING_CHARACTERS) break
    strings.delete(oldest)
    stringCharacters -= oldest.length + result.length
  }
}

/** Objects and arrays converted (by identity), and those this module produced. */
let objects = new WeakMap<object, unknown>()
let produced = new WeakSet<object>()

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value) as unknown
  return proto === Object.prototype || proto === null
}

function convertValue(value: unknown): unknown {
  if (typeof value === 'string') return convertString(value)
  if (typeof value !== 'object' || value === null || produced.has(value)) return value
  const known = objects.get(value)
  if (known !== undefined) return known
  let converted: unknown
  if (Array.isArray(value)) {
    converted = value.map(convertValue)
  } else if (isPlainObject(value)) {
    const entries = Object.entries(value).map(([key, field]) => [
      key,
      SKIPPED_KEYS.has(key) || ADDRESS_KEY.test(key) ? field : convertValue(field),
    ])
    converted = Object.fromEntries(entries)
  } else {
    return value // dates, maps, class instances: not content text
  }
  objects.set(value, converted)
  produced.add(converted as object)
  return converted
}

/**
 * `value` in the script of `locale`'s readers: for zh-TW every string in it (deep, through
 * arrays and plain objects) from Simplified to Traditional with Taiwan phrasing, addresses and
 * markup excepted; for every other locale `value` itself.
 */
export function toReaderScript<T>(locale: Locale, value: T): T {
  return convertsToTraditional(locale) ? (convertValue(value) as T) : value
}

/**
 * Place names (the city picker's regions) in the script of `locale`'s readers: for zh-TW each
 * name in Traditional characters, converted character by character (no Taiwan phrasing, which
 * rewrites words inside names: 大社区 would become 大社群); for other locales the names as given.
 * Not memoized: convert a whole list at once and keep the result (the region tree is cached).
 */
export function placeNamesInReaderScript(locale: Locale, names: readonly string[]): string[] {
  if (!convertsToTraditional(locale)) return [...names]
  // One call for the list, a line per name: no phrase of the dictionaries spans a line break.
  const joined = names.join('\n')
  const converted = MAY_CONVERT.test(joined)
    ? afterConversion(characterConverter()(joined)).split('\n')
    : [...names]
  return converted.length === names.length
    ? converted
    : names.map((name) => afterConversion(characterConverter()(name)))
}

/** `toReaderScript` for one locale, for `.then()`: `cache.get(key, load).then(readerScriptFor(locale))`. */
export function readerScriptFor(locale: Locale): <T>(value: T) => T {
  return (value) => toReaderScript(locale, value)
}

/** Tests only: the size of the memo of strings. */
export function readerScriptMemoStats(): { entries: number; characters: number } {
  return { entries: strings.size, characters: stringCharacters }
}

/** Tests only: forget memoized conversions (the converter itself is kept). */
export function clearReaderScriptMemo(): void {
  strings.clear()
  stringCharacters = 0
  objects = new WeakMap()
  produced = new WeakSet()
}
