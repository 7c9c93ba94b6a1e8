/**
 * Text for the seed's PDFs (cms/seed/documents.ts): the fonts (pdf-lib's standard Helvetica for
 * English, the committed Noto Sans CJK SC subsets in cms/assets/fonts/ for Chinese, embedded as
 * per-document subsets), WinAnsi folding, line breaking for Latin and Chinese text, and
 * justified Chinese lines.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setCharacterSpacing,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib'

export type PdfLanguage = 'en' | 'zh'

/**
 * The Chinese fonts: subsets of Noto Sans CJK SC (SIL OFL 1.1, cms/assets/fonts/OFL.txt) holding
 * the characters of the Chinese documents, ASCII and common CJK punctuation. Rebuilt by
 * cms/seed/make-font-subset.ts. TrueType outlines on purpose: @pdf-lib/fontkit 1.1 writes broken
 * subsets of CID-keyed CFF (.otf) fonts, which poppler and FreeType reject.
 */
export const cjkFontFiles = {
  regular: 'noto-sans-sc-subset.ttf',
  bold: 'noto-sans-sc-bold-subset.ttf',
} as const

/**
 * The committed font file: beside the sources (cms/seed → cms/assets/fonts), or under the
 * project root when this module runs bundled (dist/server/assets → cms/assets/fonts).
 */
export function cjkFontPath(weight: keyof typeof cjkFontFiles): string {
  const file = cjkFontFiles[weight]
  const here = dirname(fileURLToPath(import.meta.url))
  const candidates = [join(here, '../assets/fonts', file)]
  for (let dir = here; ; dir = dirname(dir)) {
    candidates.push(join(dir, 'cms/assets/fonts', file))
    if (dirname(dir) === dir) break
  }
  const found = candidates.find((path) => existsSync(path))
  if (!found) throw new Error(`font ${file} not found (looked in ${candidates.join(', ')})`)
  return found
}

const fontBytes = new Map<string, Uint8Array>()
export function readFont(weight: keyof typeof cjkFontFiles): Uint8Array {
  let bytes = fontBytes.get(weight)
  if (!bytes) fontBytes.set(weight, (bytes = new Uint8Array(readFileSync(cjkFontPath(weight)))))
  return bytes
}

/** The characters of WinAnsi (Windows-1252) beyond Latin-1: the standard fonts can draw them. */
const winAnsiExtras = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'

/**
 * pdf-lib's standard fonts encode WinAnsi only: signs beyond it are written out ("℃" as "°C",
 * "−" as "-"), anything else is dropped. En dashes, "±", "×", "°", "²" and "·" stay.
 */
export function toPdfText(text: string): string {
  return text
    .replace(/\u2103/g, '°C')
    .replace(/\u2212/g, '-')
    .replace(/\u00a5|\uffe5/g, 'RMB ')
    .replace(/\u2264/g, '<=')
    .replace(/\u2265/g, '>=')
    .replace(/[\u2192]/g, '->')
    .replace(/[\u202f\u2009]/g, ' ')
    .replace(new RegExp(`[^\\x20-\\x7e\\n\\u00a0-\\u00ff${winAnsiExtras}]`, 'gu'), '')
}

export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  return lines
}

/** Characters a line must not start with (closing punctuation, unit signs, iteration marks). */
const noLineStart = new Set(
  '，。、；：？！）］｝〕〉》」』】〗〙〟｠”’·…—～％‰℃°¢,.;:?!)]}%々〻ゝゞ・ー',
)
/** Characters a line must not end with (opening punctuation). */
const noLineEnd = new Set('（［｛〔〈《「『【〖〘〝｟“‘([{£¥￥')
/** Each of these is a unit of its own: ideographs, kana, full-width forms, CJK punctuation. */
const cjkChar =
  /[\u2014\u2018\u2019\u201c\u201d\u2026\u00b7\u2103\u2e80-\u2fff\u3000-\u30ff\u3100-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]/u
const cjkClass = cjkChar.source.slice(1, -1)
/** Unit symbols kept on the line of the number before them ("1500 kg", "-30 ℃"). */
const unitSymbol = /^(?:kg|t|mm|cm|m|km|m\/s²?|m\/min|s|min|h|V|kV|A|W|kW|Hz|℃|°C?)$/

/**
 * Line breaking for Chinese: a break is allowed between any two ideographs, before and after a
 * Latin word (kept whole) and at spaces; never before closing punctuation or after opening
 * punctuation (kinsoku), and never between a number and its unit.
 */
export function cjkUnits(text: string): string[] {
  const units: Array<{ text: string; space: boolean }> = []
  const tokens = text.match(new RegExp(`\\s+|${cjkChar.source}|[^\\s${cjkClass}]+`, 'gu')) ?? []
  for (const token of tokens) {
    const last = units.at(-1)
    if (/^\s+$/.test(token)) {
      if (last && !last.space) units.push({ text: ' ', space: true })
      continue
    }
    const beforeSpace = last?.space ? units.at(-2) : undefined
    if (
      beforeSpace &&
      /\d$/.test(beforeSpace.text) &&
      (unitSymbol.test(token) || noLineStart.has(token[0]!))
    ) {
      units.pop()
      beforeSpace.text += ` ${token}`
    } else if (
      last &&
      !last.space &&
      (noLineStart.has(token[0]!) || noLineEnd.has(last.text.at(-1)!))
    ) {
      last.text += token
    } else units.push({ text: token, space: false })
  }
  return units.map((u) => u.text)
}

const widths = new WeakMap<PDFFont, Map<string, number>>()
/** The width of `text` at `size`, from a cache of widths per font (layout is slow for CJK). */
export function measure(font: PDFFont, text: string, size: number): number {
  let cache = widths.get(font)
  if (!cache) widths.set(font, (cache = new Map()))
  let width = cache.get(text)
  if (width === undefined) cache.set(text, (width = font.widthOfTextAtSize(text, 1)))
  return width * size
}

/** Chinese lines: units (cjkUnits) added while the line's width, summed unit by unit, fits. */
export function wrapCjk(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  let lineWidth = 0
  let space = false
  for (const unit of cjkUnits(text)) {
    if (unit === ' ') {
      space = line !== ''
      continue
    }
    const unitWidth = measure(font, unit, size)
    const added = (space ? measure(font, ' ', size) : 0) + unitWidth
    if (line && lineWidth + added > width) {
      lines.push(line)
      line = unit
      lineWidth = unitWidth
    } else {
      line += (space ? ' ' : '') + unit
      lineWidth += added
    }
    space = false
  }
  if (line) lines.push(line)
  return lines
}

const textColor = rgb(0.1, 0.12, 0.18)
const pageFonts = new WeakMap<PDFPage, PDFFont>()

/** drawText, naming a font in the page's resources once rather than at every call. */
export function drawText(
  page: PDFPage,
  text: string,
  x: number,
  y: number,
  font: PDFFont,
  size: number,
  color = textColor,
) {
  if (pageFonts.get(page) !== font) {
    page.setFont(font)
    pageFonts.set(page, font)
  }
  page.drawText(text, { x, y, size, color })
}

/**
 * Draws a line of Chinese body text justified to `width`, the way Chinese text is set: the slack
 * goes into the gaps between ideographs, between an ideograph and a Latin word, and into spaces,
 * never between the letters of a Latin word. A line that would open up visibly stays ragged.
 */
export function drawJustified(
  page: PDFPage,
  line: string,
  x: number,
  y: number,
  width: number,
  font: PDFFont,
  size: number,
) {
  const tokens = line.match(new RegExp(`${cjkChar.source}| +|[^ ${cjkClass}]+`, 'gu')) ?? []
  const isCjk = (t: string | undefined) => !!t && cjkChar.test(t)
  const isSpace = (t: string | undefined) => !!t && t.startsWith(' ')
  // Gaps: every space, and every boundary between two tokens that are not spaces.
  const gaps = tokens.filter(
    (t, i) => isSpace(t) || (i > 0 && !isSpace(t) && !isSpace(tokens[i - 1])),
  ).length
  const extra = gaps ? Math.round(((width - measure(font, line, size)) / gaps) * 1000) / 1000 : 0
  if (extra <= 0 || extra > size * 0.4) {
    drawText(page, line, x, y, font, size)
    return
  }
  for (let i = 0; i < tokens.length;) {
    const token = tokens[i]!
    if (isSpace(token)) {
      x += measure(font, token, size) + extra
      i++
    } else if (isCjk(token)) {
      // A run of ideographs is one text object with character spacing `extra`.
      let run = ''
      while (isCjk(tokens[i])) run += tokens[i++]
      const count = [...run].length
      page.pushOperators(pushGraphicsState(), setCharacterSpacing(extra))
      drawText(page, run, x, y, font, size)
      page.pushOperators(popGraphicsState())
      x += measure(font, run, size) + extra * (count - 1)
      if (i < tokens.length && !isSpace(tokens[i])) x += extra
    } else {
      drawText(page, token, x, y, font, size)
      x += measure(font, token, size)
      i++
      if (i < tokens.length && !isSpace(tokens[i])) x += extra
    }
  }
}
